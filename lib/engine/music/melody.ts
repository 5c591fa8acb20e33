import type { Syllable } from './lyrics';
import type { Random } from './random';
import { setLineRhythm } from './text-setting';
import { scalePitches, triadOf, type Chord, type Key } from './theory';

/**
 * The tune of one line: one note per syllable. The rhythm puts the stressed syllables on the
 * beat (`setLineRhythm`); the pitches follow a contour through the key, landing on chord
 * tones on the beat and at the end of the line.
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
  /**
   * close: end on the tonic (the section's last line), or on the chord's root where the chord
   * has no tonic (a tonic held over a flamenco cadence's major V grates); open: end on another chord tone.
   */
  cadence: 'open' | 'close';
  rng: Random;
  previous: number | null;
  /** Beats between the bar's strong points: 1, or 1.5 in 6/8 (its two pulses). */
  pulse?: number;
  beatsPerBar: number;
}

export function composeLine(input: LineMelodyInput): MelodyNote[] {
  const { syllables, rng, key, low, high } = input;
  const n = syllables.length;
  if (!n) return [];
  const rhythm = setLineRhythm({ syllables, startBeat: input.startBeat, beats: input.beats, pulse: input.pulse ?? 1, beatsPerBar: input.beatsPerBar, rng });

  // Contour: arch, rise or fall, around a centre that the lift moves up or down.
  const centre = (low + high) / 2 + input.lift * 3;
  const span = (high - low) / 3;
  const shape = rng.pick(['arch', 'arch', 'rise', 'fall'] as const);
  const scale = scalePitches(key, low, high);

  const notes: MelodyNote[] = [];
  let previous = input.previous ?? centre;
  let repeats = 0;
  for (let i = 0; i < n; i += 1) {
    const p = n === 1 ? 0.5 : i / (n - 1);
    const target = centre + span * (shape === 'arch' ? Math.sin(Math.PI * p) - 0.3 : shape === 'rise' ? p - 0.5 : 0.5 - p);
    const beat = input.startBeat + rhythm[i]!.start;
    const duration = rhythm[i]!.duration;
    const chord = input.chordAt(beat);
    const pulse = input.pulse ?? 1;
    const strong = Math.abs(beat / pulse - Math.round(beat / pulse)) < 1e-6 || duration >= 1;
    const last = i === n - 1;
    let candidates = scale;
    if (last) {
      const triad = triadOf(chord);
      const tonicLike = input.cadence === 'open' ? triad.slice(1) : triad.includes(key.tonic) ? [key.tonic] : triad.slice(0, 1);
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
    notes.push({ pitch: best, start: beat, duration, syllable: syllables[i]! });
    previous = best;
  }
  return notes;
}
