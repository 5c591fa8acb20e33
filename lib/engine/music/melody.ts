import type { Syllable } from './lyrics';
import type { Random } from './random';
import { scalePitches, triadOf, type Chord, type Key } from './theory';

/**
 * The tune of one line: one note per syllable. The rhythm is fitted to the syllables
 * (stressed syllables and the line's last syllable are held longer, crowded lines move in
 * sixteenths); the pitches follow a contour through the key, landing on chord tones on the
 * beat and at the end of the line.
 */

export interface MelodyNote {
  pitch: number;
  start: number; // beats, absolute
  duration: number; // beats
  syllable: Syllable;
}

export interface LineMelodyInput {
  syllables: Syllable[];
  startBeat: number;
  beats: number;
  chordAt: (beat: number) => Chord;
  key: Key;
  low: number;
  high: number;
  /** Where the line sits in the register: -1 low (verse) .. +1 high (chorus). */
  lift: number;
  /** close: end on the tonic (the section's last line); open: end on another chord tone. */
  cadence: 'open' | 'close';
  rng: Random;
  previous: number | null;
  /** Beats between the bar's strong points: 1, or 1.5 in 6/8 (its two pulses). */
  pulse?: number;
}

/** Durations (in grid units) for the syllables, summing to at most `units`. */
export function fitRhythm(syllables: Syllable[], units: number, rng: Random): number[] {
  const n = syllables.length;
  const weights = syllables.map((s, i) => (i === n - 1 ? 3 : s.stressed ? 1.6 : 1) * (0.8 + 0.4 * rng.next()));
  const total = weights.reduce((a, b) => a + b, 0);
  const durations = weights.map((w) => Math.max(1, Math.round((w * units) / total)));
  let sum = durations.reduce((a, b) => a + b, 0);
  while (sum > units) {
    let largest = 0;
    durations.forEach((d, i) => {
      if (d > durations[largest]!) largest = i;
    });
    if (durations[largest]! <= 1) break;
    durations[largest] = durations[largest]! - 1;
    sum -= 1;
  }
  while (sum < units) {
    durations[n - 1] = durations[n - 1]! + 1;
    sum += 1;
  }
  return durations;
}

export function composeLine(input: LineMelodyInput): MelodyNote[] {
  const { syllables, rng, key, low, high } = input;
  const n = syllables.length;
  if (!n) return [];
  // Grid: eighths when the line fits with a bar's breath at the end, else sixteenths.
  const grid = n * 0.5 <= input.beats - 1.5 ? 0.5 : 0.25;
  const room = input.beats - n * grid;
  const pickup = room >= 4 ? rng.pick([0, 0, 0.5, 1]) : room >= 2.5 ? rng.pick([0, 0.5]) : 0;
  const rest = Math.min(2, Math.max(grid, room - pickup - (n * grid) / 2));
  const units = Math.max(n, Math.floor((input.beats - pickup - rest) / grid));
  const durations = fitRhythm(syllables, units, rng).map((u) => u * grid);

  // Contour: arch, rise or fall, around a centre that the lift moves up or down.
  const centre = (low + high) / 2 + input.lift * 3;
  const span = (high - low) / 3;
  const shape = rng.pick(['arch', 'arch', 'rise', 'fall'] as const);
  const scale = scalePitches(key, low, high);

  const notes: MelodyNote[] = [];
  let beat = input.startBeat + pickup;
  let previous = input.previous ?? centre;
  let repeats = 0;
  for (let i = 0; i < n; i += 1) {
    const p = n === 1 ? 0.5 : i / (n - 1);
    const target = centre + span * (shape === 'arch' ? Math.sin(Math.PI * p) - 0.3 : shape === 'rise' ? p - 0.5 : 0.5 - p);
    const chord = input.chordAt(beat);
    const pulse = input.pulse ?? 1;
    const strong = Math.abs(beat / pulse - Math.round(beat / pulse)) < 1e-6 || durations[i]! >= 1;
    const last = i === n - 1;
    let candidates = scale;
    if (last) {
      const tonicLike = input.cadence === 'close' ? [key.tonic] : triadOf(chord).slice(1);
      candidates = scale.filter((pitch) => tonicLike.includes(pitch % 12));
    } else if (strong) {
      candidates = scale.filter((pitch) => triadOf(chord).includes(pitch % 12));
    }
    if (!candidates.length) candidates = scale;
    let best = candidates[0]!;
    let bestScore = Infinity;
    for (const pitch of candidates) {
      // Singable motion: steps preferred, repeats allowed once, leaps rare and small.
      const leap = Math.abs(pitch - previous);
      const motion = leap === 0 ? 1.2 + repeats * 2.5 : leap <= 2 ? 0 : leap <= 4 ? 0.7 : leap <= 7 ? 2.4 : 8;
      const score = motion + Math.abs(pitch - target) * 0.35 + rng.next() * 2;
      if (score < bestScore) {
        bestScore = score;
        best = pitch;
      }
    }
    repeats = best === previous ? repeats + 1 : 0;
    notes.push({ pitch: best, start: beat, duration: durations[i]!, syllable: syllables[i]! });
    previous = best;
    beat += durations[i]!;
  }
  return notes;
}
