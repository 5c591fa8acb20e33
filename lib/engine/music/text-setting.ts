import type { Syllable } from './lyrics';
import type { Random } from './random';

/**
 * The rhythm of one sung line: when each syllable starts and how long it is held. A singer
 * puts the stressed syllables on the beat (in 6/8, on its two dotted-quarter pulses), lets
 * the weak ones fall between, breathes at commas, holds the line's last syllable and
 * breathes before the next line. This finds the placement that does that best: a shortest path over (syllable, grid
 * position), each step priced by where the syllable lands and how long the one before it is
 * held. A little seeded noise in the prices keeps lines with the same stresses from all
 * sounding alike; the same seed gives the same rhythm, so repeated choruses repeat.
 */

export interface LineRhythmInput {
  syllables: Syllable[];
  /** Where the line starts (beats, absolute: a bar line) and how many beats it has. */
  startBeat: number;
  beats: number;
  /** Beats between the bar's strong points: 1, or 1.5 in 6/8. */
  pulse: number;
  beatsPerBar: number;
  rng: Random;
}

export interface PlacedSyllable {
  /** Beats from the line's start. */
  start: number;
  duration: number;
}

/** Price of a stressed syllable on each level of the bar (see `levelAt`), and of a weak one. */
const STRESSED_COST = [3, 2.2, 0, -0.3, -0.5];
const WEAK_COST = [0.15, 0, 0.25, 0.5, 1];

/**
 * 4 the bar's first beat, 3 its second strong point (the middle; in 5/4, grouped three and two,
 * the fourth beat), 2 another pulse, 1 an eighth, 0 finer.
 */
function levelAt(beat: number, pulse: number, beatsPerBar: number): number {
  const inBar = ((beat % beatsPerBar) + beatsPerBar) % beatsPerBar;
  const on = (unit: number) => Math.abs(inBar / unit - Math.round(inBar / unit)) < 1e-6;
  const second = beatsPerBar === 5 ? 3 : beatsPerBar / 2;
  if (on(beatsPerBar)) return 4;
  if (on(pulse)) return Math.abs(inBar - second) < 1e-6 ? 3 : 2;
  return on(0.5) ? 1 : 0;
}

/**
 * Which syllables to treat as strong. A line without contrast (all marked, as "la la la", or
 * none, as a line of Japanese) gets a regular one: every other syllable, every third in 6/8.
 */
function strengths(syllables: Syllable[], compound: boolean): boolean[] {
  const marked = syllables.map((syllable) => syllable.stressed);
  if (marked.some(Boolean) && !marked.every(Boolean)) return marked;
  return syllables.map((_, index) => index % (compound ? 3 : 2) === 0);
}

/**
 * Lines longer than this are set a phrase at a time: the search costs syllables × grid slots,
 * and a custom lyric may put 3,000 characters on one line.
 */
const MAX_SET_TOGETHER = 32;

/** A long line as phrases of at most MAX_SET_TOGETHER syllables, split between words, each given its share of the beats. */
function setInPieces(input: LineRhythmInput): PlacedSyllable[] {
  const { syllables, beats, pulse } = input;
  const n = syllables.length;
  const pieces = Math.ceil(n / MAX_SET_TOGETHER);
  const placed: PlacedSyllable[] = [];
  let first = 0;
  let offset = 0;
  for (let piece = 0; piece < pieces && first < n; piece += 1) {
    const even = piece === pieces - 1 ? n : Math.min(n, first + Math.ceil((n - first) / (pieces - piece)));
    // Split where a word starts, so no word is broken by the breath between phrases (unless
    // the word is longer than a phrase).
    let next = even;
    while (next < n && next > first + 1 && syllables[next]!.index > 0) next -= 1;
    if (next < n && syllables[next]!.index > 0) next = even;
    const remaining = pieces - piece - 1;
    const share = next === n ? beats : Math.round(((next / n) * beats) / pulse) * pulse;
    const end = next === n ? beats : Math.min(beats - remaining * pulse, Math.max(offset + pulse, share));
    const part = setLineRhythm({ ...input, syllables: syllables.slice(first, next), startBeat: input.startBeat + offset, beats: end - offset });
    placed.push(...part.map((note) => ({ start: note.start + offset, duration: note.duration })));
    first = next;
    offset = end;
  }
  return placed;
}

export function setLineRhythm(input: LineRhythmInput): PlacedSyllable[] {
  const { syllables, startBeat, beats, pulse, beatsPerBar, rng } = input;
  const n = syllables.length;
  if (!n) return [];
  // Eighths when the line fits with room to breathe, else sixteenths.
  const grid = n * 0.5 <= beats - 1.5 ? 0.5 : 0.25;
  // The last syllable ends by here: at least one grid step of breath before the next line.
  const limit = beats - grid;
  const slots = Math.floor(limit / grid + 1e-9);
  if (n > slots) {
    // More syllables than even sixteenths hold: share the line out evenly.
    const each = limit / n;
    return syllables.map((_, i) => ({ start: i * each, duration: each }));
  }

  if (n > MAX_SET_TOGETHER) return setInPieces(input);

  const compound = pulse !== 1;
  const strong = strengths(syllables, compound);
  // The line's last syllable is held, so a one-syllable word there counts as strong.
  if (syllables[n - 1]!.count === 1) strong[n - 1] = true;
  const levels = Array.from({ length: slots + 1 }, (_, k) => levelAt(startBeat + k * grid, pulse, beatsPerBar));
  const onPulse = (k: number) => k > slots || levels[k]! >= 2;
  const longest = Math.max(2, 2 * pulse);
  const maxStep = Math.round(longest / grid);
  const typical = Math.min(longest, Math.max(grid, limit / n));

  const placeCost = (i: number, k: number) => (strong[i] ? STRESSED_COST : WEAK_COST)[levels[k]!]! + rng.next() * 0.3;
  // A note that starts off the pulse and is held over it is a syncopation: a spice, not a habit.
  const syncopated = (k: number, steps: number) => {
    for (let inside = k + 1; inside < k + steps && inside <= slots; inside += 1) if (levels[inside]! >= 2 && levels[inside]! > levels[k]!) return true;
    return false;
  };
  const holdCost = (i: number, k: number, steps: number) => {
    const duration = steps * grid;
    let cost = 0.35 * Math.abs(Math.log2(duration / typical));
    // A weak syllable held past a pulse sounds like a mistake.
    if (!strong[i] && duration > pulse) cost += 0.8 * (duration - pulse);
    // Pop takes some; 6/8's groups of three eighths take almost none.
    if (syncopated(k, steps)) cost += (strong[i] ? 0.4 : 0.7) * (compound ? 2 : 1);
    // In 6/8 a note held past its pulse keeps to the pulses (a dotted half, not four eighths),
    // and a pulse splits long-short (the jig's lilt) rather than short-long.
    if (compound && duration > pulse && !onPulse(k + steps)) cost += 0.6;
    if (compound && levels[k] === 1 && duration === 1) cost += 0.3;
    // At a comma the note gives up its last grid step to a breath: it needs two to spare one.
    if (syllables[i]!.breathAfter && steps < 2) cost += 0.6;
    return cost;
  };

  // cost[i][k]: the cheapest way to sing syllables 0..i with syllable i starting at slot k.
  const cost = Array.from({ length: n }, () => new Array<number>(slots + 1).fill(Infinity));
  const from = Array.from({ length: n }, () => new Array<number>(slots + 1).fill(-1));
  const latestFirst = Math.min(slots - n, Math.round(beats / 2 / grid));
  for (let k = 0; k <= latestFirst; k += 1) cost[0]![k] = 0.2 * k * grid + placeCost(0, k);
  for (let i = 1; i < n; i += 1) {
    for (let k = i; k <= slots - (n - i); k += 1) {
      const here = placeCost(i, k);
      for (let step = 1; step <= maxStep && k - step >= 0; step += 1) {
        const before = cost[i - 1]![k - step]!;
        if (before === Infinity) continue;
        const total = before + holdCost(i - 1, k - step, step) + here;
        if (total < cost[i]![k]!) {
          cost[i]![k] = total;
          from[i]![k] = k - step;
        }
      }
    }
  }

  // The last syllable: held a beat or more where there is room, then a breath.
  let best = Infinity;
  let bestStart = -1;
  let bestLength = 1;
  for (let k = n - 1; k < slots; k += 1) {
    const before = cost[n - 1]![k]!;
    if (before === Infinity) continue;
    for (let step = 1; step <= maxStep && k + step <= slots; step += 1) {
      const held = step * grid;
      const breath = limit - (k + step) * grid;
      const total =
        before + (held < 1 ? 1.2 * (1 - held) : 0.15 * Math.abs(held - 1.5 * pulse)) + (syncopated(k, step) ? 0.4 : 0) + (compound && held > pulse && !onPulse(k + step) ? 0.6 : 0) + 0.35 * Math.max(0, breath - 1);
      if (total < best) {
        best = total;
        bestStart = k;
        bestLength = step;
      }
    }
  }

  const starts = new Array<number>(n);
  starts[n - 1] = bestStart;
  for (let i = n - 1; i > 0; i -= 1) starts[i - 1] = from[i]![starts[i]!]!;
  return starts.map((k, i) => {
    const steps = i === n - 1 ? bestLength : starts[i + 1]! - k;
    const breath = i < n - 1 && syllables[i]!.breathAfter && steps >= 2 ? 1 : 0;
    return { start: k * grid, duration: (steps - breath) * grid };
  });
}
