/**
 * Just enough music theory for the composer: keys, scales, diatonic chords, MIDI numbers.
 * Pitches are MIDI note numbers (60 = middle C); pitch classes are 0..11 (0 = C).
 */

export type Mode = 'major' | 'minor';

export interface Key {
  tonic: number; // pitch class
  mode: Mode;
}

const NAMES_SHARP = ['C', 'C#', 'D', 'D#', 'E', 'F', 'F#', 'G', 'G#', 'A', 'A#', 'B'];
const NAMES_FLAT = ['C', 'Db', 'D', 'Eb', 'E', 'F', 'Gb', 'G', 'Ab', 'A', 'Bb', 'B'];
const LETTER: Record<string, number> = { c: 0, d: 2, e: 4, f: 5, g: 7, a: 9, b: 11 };

/** Pitch class of a note name such as "D", "f#", "Bb", "E flat"; null if it is not one. */
export function pitchClassOf(letter: string, accidental = ''): number | null {
  const base = LETTER[letter.toLowerCase()];
  if (base === undefined) return null;
  const acc = accidental.toLowerCase().trim();
  const shift = acc === '#' || acc === '♯' || acc === 'sharp' ? 1 : acc === 'b' || acc === '♭' || acc === 'flat' ? -1 : 0;
  return (base + shift + 12) % 12;
}

export function keyName(key: Key): string {
  // Flat names for the keys usually written with flats (F, Bb, Eb ... and their minors).
  const flats = key.mode === 'major' ? [5, 10, 3, 8, 1] : [2, 7, 0, 5, 10, 3];
  const names = flats.includes(key.tonic) ? NAMES_FLAT : NAMES_SHARP;
  return `${names[key.tonic]} ${key.mode}`;
}

export const SCALE_STEPS: Record<Mode, readonly number[]> = {
  major: [0, 2, 4, 5, 7, 9, 11],
  minor: [0, 2, 3, 5, 7, 8, 10],
};

/** MIDI pitch of scale degree `degree` (0-based, may be negative or above 6) in `octave`'s register. */
export function degreeToPitch(key: Key, degree: number, octaveBase: number): number {
  const steps = SCALE_STEPS[key.mode];
  const octave = Math.floor(degree / 7);
  const index = ((degree % 7) + 7) % 7;
  return octaveBase + key.tonic + octave * 12 + steps[index]!;
}

/** Every pitch of the key's scale inside [low, high]. */
export function scalePitches(key: Key, low: number, high: number): number[] {
  const steps = SCALE_STEPS[key.mode];
  const result: number[] = [];
  for (let pitch = low; pitch <= high; pitch += 1) {
    if (steps.includes((((pitch - key.tonic) % 12) + 12) % 12)) result.push(pitch);
  }
  return result;
}

/**
 * A chord of the progression: a scale degree (0 = I/i) stacked in thirds.
 * `seventh` adds the seventh (`flatSeventh` a minor one), `ninth` the ninth (jazz, lofi), `dominant` raises the third
 * of a minor key's v to make the cadential V (harmonic minor).
 */
export interface ChordSpec {
  degree: number;
  seventh?: boolean;
  /** The seventh a minor seventh above the root whatever the key (the blues' I7 and IV7). */
  flatSeventh?: boolean;
  ninth?: boolean;
  dominant?: boolean;
}

export interface Chord extends ChordSpec {
  /** Pitch classes, root first. */
  pitchClasses: number[];
  root: number;
}

export function buildChord(key: Key, spec: ChordSpec): Chord {
  const pcs = [0, 2, 4].map((offset) => degreeToPitch(key, spec.degree + offset, 0) % 12);
  if (spec.dominant && key.mode === 'minor' && spec.degree === 4) pcs[1] = (pcs[1]! + 1) % 12;
  if (spec.seventh || spec.ninth) pcs.push(spec.flatSeventh ? (pcs[0]! + 10) % 12 : degreeToPitch(key, spec.degree + 6, 0) % 12);
  if (spec.ninth) pcs.push(degreeToPitch(key, spec.degree + 8, 0) % 12);
  return { ...spec, pitchClasses: pcs, root: pcs[0]! };
}

/** Pitch classes of the chord's triad (root, third, fifth): the safe melody notes. */
export function triadOf(chord: Chord): number[] {
  return chord.pitchClasses.slice(0, 3);
}

/** The pitch with pitch class `pc` nearest to `target`. */
export function nearestWithClass(pc: number, target: number): number {
  const base = target - ((((target - pc) % 12) + 12) % 12);
  return target - base <= 6 ? base : base + 12;
}

/** Chord tones voiced in a register [low, high), closest to the previous voicing when given. */
export function voiceChord(chord: Chord, low: number, high: number, previous?: number[]): number[] {
  const centre = previous && previous.length ? previous.reduce((a, b) => a + b, 0) / previous.length : (low + high) / 2;
  const voiced = chord.pitchClasses.map((pc) => {
    let pitch = nearestWithClass(pc, centre);
    while (pitch < low) pitch += 12;
    while (pitch >= high) pitch -= 12;
    return pitch;
  });
  return [...new Set(voiced)].sort((a, b) => a - b);
}

export function midiToHz(pitch: number): number {
  return 440 * 2 ** ((pitch - 69) / 12);
}
