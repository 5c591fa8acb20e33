/**
 * A small seeded generator (mulberry32) with Gaussian draws. Seeded so the same query gives
 * the same bytes: results are stored content-addressed, and tests can compare runs.
 */
export class Random {
  private state: number;
  private spare: number | null = null;

  constructor(seed = 0x2545f491) {
    this.state = seed >>> 0;
  }

  uniform(): number {
    let t = (this.state = (this.state + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Standard normal draw (Marsaglia's polar method). */
  gaussian(): number {
    if (this.spare !== null) {
      const value = this.spare;
      this.spare = null;
      return value;
    }
    let u = 0;
    let v = 0;
    let s = 0;
    do {
      u = this.uniform() * 2 - 1;
      v = this.uniform() * 2 - 1;
      s = u * u + v * v;
    } while (s >= 1 || s === 0);
    const factor = Math.sqrt((-2 * Math.log(s)) / s);
    this.spare = v * factor;
    return u * factor;
  }
}
