/**
 * Seeded randomness. Every choice the composer makes goes through a Random built from the
 * variation's seed, so the same seed and the same text always give the same song (and
 * bit-identical MIDI). Math.random is never used in the engine.
 */

/** 32-bit FNV-1a of a string: turns labels and lyric lines into seeds. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0 || 0x9e3779b9;
  }

  /** mulberry32: small, fast and good enough for musical choices. */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** A copy of `items` in a random order (Fisher–Yates). */
  shuffled<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i -= 1) {
      const j = this.int(0, i);
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy;
  }

  /** Value in [-amount, amount]: small human variation of timing and velocity. */
  jitter(amount: number): number {
    return (this.next() * 2 - 1) * amount;
  }

  /**
   * An independent stream for one concern ("drums", "melody:chorus:2"), so adding a choice
   * in one part of the composer does not shift every other part.
   */
  fork(label: string): Random {
    return new Random(hashString(`${this.state}:${label}`));
  }
}

/** A stream derived from a seed and a label without consuming the parent's state. */
export function streamFor(seed: number, label: string): Random {
  return new Random(hashString(`${seed >>> 0}:${label}`));
}
