import type { BassStyle, ChordStyle } from './genres';
import type { SectionKind } from './lyrics';
import type { Random } from './random';
import type { NoteEvent } from './song';
import { INTENSITY, swingBeat, velocity } from './groove';
import { nearestWithClass, scalePitches, voiceChord, type Chord, type Key } from './theory';

/**
 * Accompaniment, bar by bar: the chord instrument's rhythm, the bass line and the pad.
 * Each function gets one bar (its first beat, its chord, the next bar's chord) and adds
 * notes; the composer walks the bars.
 */

export interface BarContext {
  beat: number;
  /**
   * Beats in the bar: 4, or 3 in a waltz, in 6/8, in each half of a 12/8 bar and in the first
   * group of a 5/4 bar (whose last two beats are a 4/4 bar's first two); 5 or 6 in the final
   * 5/4 or 12/8 bar, held whole, and for the pad, which holds the chord through the bar.
   */
  beats: 3 | 4 | 5 | 6;
  /** 6/8: the three beats are two pulses of three eighths, on 0 and 1.5. */
  compound: boolean;
  chord: Chord;
  next: Chord;
  kind: SectionKind;
  /** Last bar of the song: everything lands on one long tonic chord. */
  final: boolean;
  energy: number;
  swing: number;
  humanize: number;
  rng: Random;
  key: Key;
}

function note(ctx: BarContext, pitch: number, at: number, duration: number, accent: number): NoteEvent {
  return {
    pitch,
    start: Math.max(0, swingBeat(ctx.beat + at, ctx.swing) + ctx.rng.jitter(ctx.humanize)),
    duration,
    velocity: velocity(ctx.energy, INTENSITY[ctx.kind], accent, ctx.rng.jitter(5)),
  };
}

/** The register each chord style plays in. */
const CHORD_REGISTER: Record<ChordStyle, [number, number]> = {
  block: [52, 72],
  pulse: [52, 72],
  strum: [47, 67],
  stabs: [55, 74],
  comp: [50, 70],
  arp: [48, 72],
  lazy: [50, 71],
  power: [40, 52],
  marcato: [50, 70],
  rasgueado: [47, 67],
  montuno: [55, 76],
  bossa: [48, 67],
  afterbeat: [52, 72],
};

/** Sparse sections play the chord style's calm version. */
function styleFor(style: ChordStyle, kind: SectionKind): ChordStyle {
  if (kind === 'intro' || kind === 'break' || kind === 'outro') return style === 'arp' || style === 'lazy' ? style : 'block';
  if (kind === 'bridge' && (style === 'pulse' || style === 'stabs')) return 'block';
  return style;
}

export function chordBar(ctx: BarContext, chordStyle: ChordStyle, previous: number[] | undefined): { notes: NoteEvent[]; voicing: number[] } {
  const style = ctx.final ? (chordStyle === 'power' ? 'power' : 'block') : styleFor(chordStyle, ctx.kind);
  const [low, high] = CHORD_REGISTER[style];
  const voicing =
    style === 'power'
      ? (() => {
          const root = nearestWithClass(ctx.chord.root, 46);
          return [root, root + 7, root + 12];
        })()
      : voiceChord(ctx.chord, low, high, previous);
  const notes: NoteEvent[] = [];
  const all = (at: number, duration: number, accent: number, spread = 0) =>
    voicing.forEach((pitch, i) => notes.push(note(ctx, pitch, at + i * spread, duration - i * spread, accent)));
  if (ctx.final) {
    all(0, ctx.beats, 0.8);
    return { notes, voicing };
  }
  if (ctx.beats === 3) {
    barOfThreeChords(ctx, style, voicing, all, notes);
    return { notes, voicing };
  }
  switch (style) {
    case 'block':
      all(0, 3.9, 0.6);
      break;
    case 'pulse':
      for (let k = 0; k < 8; k += 1) all(k * 0.5, 0.45, k % 2 === 0 ? 0.75 : 0.45);
      break;
    case 'strum': {
      const strokes: [number, number, 'down' | 'up'][] = [
        [0, 1, 'down'],
        [1, 0.5, 'down'],
        [1.5, 1, 'up'],
        [2.5, 0.5, 'up'],
        [3, 0.5, 'down'],
        [3.5, 0.5, 'up'],
      ];
      for (const [at, duration, direction] of strokes) {
        const order = direction === 'down' ? voicing : [...voicing].reverse().slice(0, 3);
        order.forEach((pitch, i) => notes.push(note(ctx, pitch, at + i * 0.02, duration, direction === 'down' ? 0.8 : 0.5)));
      }
      break;
    }
    case 'stabs':
      for (const at of [0.5, 1.5, 2.5, 3.5]) all(at, 0.3, 0.7);
      break;
    case 'afterbeat':
      // The oom-pah's "pah": short chords on two and four (the bass has one and three).
      for (const at of [1, 3]) all(at, 0.45, 0.65);
      break;
    case 'marcato':
      // Tango's marcato: short chords on every beat, the first and third leaning.
      for (const at of [0, 1, 2, 3]) all(at, 0.35, at % 2 === 0 ? 0.8 : 0.5);
      break;
    case 'rasgueado': {
      // Flamenco's rumba: a rasgueado (four fingers' strokes in a sixteenth) on one and on the
      // "and" of two, each stroke rolled across the strings; a muted "chk" on two and four; a
      // down-stroke on three, up-strokes after it.
      const stroke = (at: number, duration: number, accent: number, up = false) =>
        (up ? [...voicing].reverse() : voicing).forEach((pitch, i) => notes.push(note(ctx, pitch, at + i * 0.012, duration, accent)));
      // Each stroke ends before the next starts: the same string struck again.
      for (const at of [0, 1.5]) for (let k = 0; k < 4; k += 1) stroke(at + k * 0.0625, k === 3 ? 0.3 : 0.05, k === 3 ? 0.85 : 0.5, k % 2 === 1);
      for (const at of [1, 3]) stroke(at, 0.06, 0.7);
      stroke(2, 0.45, 0.6);
      for (const at of [2.5, 3.5]) stroke(at, 0.4, 0.45, true);
      break;
    }
    case 'montuno': {
      // Salsa's piano montuno, in the band's eighths (this bar's sixteenths: a bar here is a bar
      // of clave): the top note in octaves against the inner tones, leaning ahead of the beats.
      const top = voicing.at(-1)!;
      [0, 2, 3, 5, 6, 8, 10, 11, 13, 14].forEach((step, i) =>
        (i % 2 === 0 ? [top - 12, top] : voicing.slice(0, -1)).forEach((pitch) => notes.push(note(ctx, pitch, step / 4, 0.2, i % 2 === 0 ? 0.75 : 0.55))),
      );
      break;
    }
    case 'bossa':
      // The bossa nova guitar: short chords on the bossa clave, the cross-stick's rhythm.
      for (const at of [0, 0.75, 1.5, 2.5, 3.25]) all(at, 0.4, at === 0 ? 0.6 : 0.5);
      break;
    case 'comp': {
      const pattern = ctx.rng.pick([
        [0, 1.5],
        [0.5, 2],
        [1.5, 3],
        [0, 2.5],
      ]);
      for (const at of pattern) all(at, 0.8, 0.6);
      break;
    }
    case 'arp': {
      const tones = [...voicing, voicing[0]! + 12];
      const sequence = [...tones, ...tones.slice(1, -1).reverse()];
      for (let k = 0; k < 8; k += 1) notes.push(note(ctx, sequence[k % sequence.length]!, k * 0.5, 0.6, k % 4 === 0 ? 0.7 : 0.5));
      break;
    }
    case 'lazy':
      all(0, 2.4, 0.55, 0.04);
      all(2.5, 1.4, 0.45, 0.04);
      break;
    case 'power':
      for (let k = 0; k < 8; k += 1) all(k * 0.5, ctx.kind === 'chorus' ? 0.5 : 0.3, k % 2 === 0 ? 0.85 : 0.6);
      break;
  }
  return { notes, voicing };
}

/**
 * How each chord style plays a bar of three beats. In 3/4 they are three beats: the "pah-pah"
 * on two and three after the bass's "oom" on one, a strum on every beat, a jazz waltz's
 * comping. In 6/8 they are two pulses of three eighths: a strum on each pulse, comping on the
 * pulses or the eighths between, and "oom-pah-pah, oom-pah-pah" (the chord on the eighths after
 * each pulse). Both break the chord up in six eighths (accented on the beat, or on the pulses).
 */
interface BarOfThree {
  /** Where a strum or a power chord falls, how long each lasts (in choruses, and elsewhere), and the accent after the first. */
  strokes: number[];
  strumLength: number;
  powerLength: [chorus: number, other: number];
  laterAccent: [strum: number, power: number];
  /** Comping patterns, one picked a bar. */
  comp: number[][];
  /** The "pah"s of the plain pattern, and how long each lasts. */
  pah: number[];
  pahLength: number;
  /** Eighths of the broken chord that carry the accent. */
  accentEvery: number;
}

const BAR_OF_THREE: Record<'waltz' | 'sixEight', BarOfThree> = {
  waltz: { strokes: [0, 1, 2], strumLength: 0.9, powerLength: [0.9, 0.5], laterAccent: [0.55, 0.6], comp: [[1, 2], [0, 1.5], [1.5], [1, 2.5]], pah: [1, 2], pahLength: 0.7, accentEvery: 6 },
  sixEight: { strokes: [0, 1.5], strumLength: 1.4, powerLength: [1.4, 0.7], laterAccent: [0.6, 0.7], comp: [[0, 1.5], [1, 2.5], [1.5], [0.5, 2]], pah: [0.5, 1, 2, 2.5], pahLength: 0.4, accentEvery: 3 },
};

function barOfThreeChords(ctx: BarContext, style: ChordStyle, voicing: number[], all: (at: number, duration: number, accent: number, spread?: number) => void, notes: NoteEvent[]): void {
  const feel = BAR_OF_THREE[ctx.compound ? 'sixEight' : 'waltz'];
  switch (style) {
    case 'block':
      all(0, 2.9, 0.6);
      break;
    case 'lazy':
      all(0, 2.9, 0.5, 0.04);
      break;
    case 'strum':
    case 'rasgueado':
      // A flamenco guitar in three (sevillanas) strums as a guitar does.
      for (const at of feel.strokes) voicing.forEach((pitch, i) => notes.push(note(ctx, pitch, at + i * 0.02, feel.strumLength, at === 0 ? 0.8 : feel.laterAccent[0])));
      break;
    case 'arp': {
      const tones = [...voicing, voicing[0]! + 12];
      const sequence = [...tones, ...tones.slice(1, -1).reverse()];
      for (let k = 0; k < 6; k += 1) notes.push(note(ctx, sequence[k % sequence.length]!, k * 0.5, 0.6, k % feel.accentEvery === 0 ? 0.7 : 0.5));
      break;
    }
    case 'comp':
      for (const at of ctx.rng.pick(feel.comp)) all(at, 0.8, 0.6);
      break;
    case 'power':
      for (const at of feel.strokes) all(at, feel.powerLength[ctx.kind === 'chorus' ? 0 : 1], at === 0 ? 0.85 : feel.laterAccent[1]);
      break;
    default:
      // pulse, stabs, marcato, montuno, bossa, afterbeat: the plain oom-pah-pah.
      for (const at of feel.pah) all(at, feel.pahLength, 0.65);
  }
}

/**
 * Bass figures that are the same every bar: the tone (the chord's root, fifth or octave, or the
 * next chord's root), where in the bar, how long, how strong.
 */
const BASS_FIGURES: Record<'bossa' | 'tumbao' | 'syncopated' | 'habanera' | 'octaves' | 'rolling' | 'logdrum' | 'alternating', ['root' | 'fifth' | 'octave' | 'next', number, number, number][]> = {
  syncopated: [['root', 0, 1.4, 0.85], ['root', 1.5, 0.5, 0.6], ['fifth', 2.5, 1, 0.7], ['octave', 3.5, 0.45, 0.55]],
  // Bossa nova's: the root on one and the fifth on three, each a dotted quarter answered by an
  // eighth (the fifth on the "and" of two, the root on the "and" of four).
  bossa: [['root', 0, 1.4, 0.8], ['fifth', 1.5, 0.45, 0.6], ['fifth', 2, 1.4, 0.75], ['root', 3.5, 0.45, 0.6]],
  // The milonga's habanera: "DUM . . da DUM . DUM ." on each half of the bar.
  habanera: [['root', 0, 0.7, 0.85], ['fifth', 0.75, 0.25, 0.6], ['root', 1, 0.45, 0.75], ['fifth', 1.5, 0.45, 0.65], ['root', 2, 0.7, 0.8], ['fifth', 2.75, 0.25, 0.6], ['root', 3, 0.45, 0.75], ['octave', 3.5, 0.45, 0.65]],
  // The tumbao, in the band's eighths (this bar's sixteenths, a bar of clave): never on one; the
  // fifth on the "and" of two and the root on four, each time round, the last root the next chord's, early.
  tumbao: [['fifth', 0.75, 0.7, 0.65], ['root', 1.5, 1.2, 0.8], ['fifth', 2.75, 0.7, 0.65], ['next', 3.5, 0.5, 0.8]],
  // Disco's octave bass: the root on each beat, its octave on each "and", short and even.
  octaves: [0, 1, 2, 3].flatMap((beat) => [['root', beat, 0.4, 0.8], ['octave', beat + 0.5, 0.35, 0.7]] as const),
  // Techno's and trance's rolling bass: the three sixteenths after each kick, never on the beat.
  rolling: [0, 1, 2, 3].flatMap((beat) => [['root', beat + 0.25, 0.2, 0.6], ['root', beat + 0.5, 0.2, 0.75], ['root', beat + 0.75, 0.2, 0.6]] as const),
  // The oom-pah's "oom": the root on one, the fifth on three, each a short quarter.
  alternating: [['root', 0, 0.8, 0.85], ['fifth', 2, 0.8, 0.75]],
  // Amapiano's log drum: short, percussive notes off the beat, leaping to the octave and the fifth.
  logdrum: [['root', 0, 0.45, 0.9], ['root', 0.75, 0.35, 0.7], ['octave', 1.5, 0.4, 0.8], ['fifth', 2.5, 0.4, 0.8], ['root', 3, 0.3, 0.65], ['octave', 3.5, 0.4, 0.75]],
};

/** Bass: the chord's root in the low register, in the genre's pattern. */
export function bassBar(ctx: BarContext, bassStyle: BassStyle): NoteEvent[] {
  const root = (() => {
    let pitch = nearestWithClass(ctx.chord.root, 36);
    while (pitch < 28) pitch += 12;
    while (pitch > 43) pitch -= 12;
    return pitch;
  })();
  const fifth = root + 7;
  const octave = root + 12;
  const notes: NoteEvent[] = [];
  const add = (pitch: number, at: number, duration: number, accent: number) => notes.push(note(ctx, pitch, at, duration, accent));
  if (ctx.final || ctx.kind === 'intro' || ctx.kind === 'outro') {
    add(root, 0, ctx.beats - 0.1, 0.7);
    return notes;
  }
  if (ctx.kind === 'break') return notes;
  if (ctx.compound) {
    if (bassStyle === 'long') {
      add(root, 0, 2.9, 0.75);
    } else if (bassStyle === 'walking') {
      // On the pulses, then a step toward the next chord on the last eighth.
      let approach = nearestWithClass(ctx.next.root, root + 5);
      approach += ctx.rng.chance(0.5) ? -1 : 1;
      add(root, 0, 1.4, 0.8);
      add(fifth, 1.5, 0.95, 0.6);
      add(approach, 2.5, 0.45, 0.55);
    } else {
      // The root on the first pulse, the fifth (or the root again) on the second.
      add(root, 0, 1.4, 0.8);
      add(bassStyle === 'root' || ctx.rng.chance(0.5) ? fifth : root, 1.5, 1.4, 0.65);
    }
    return notes;
  }
  if (ctx.beats === 3) {
    if (bassStyle === 'walking') {
      // A jazz waltz walks in three: the root, the fifth, a step toward the next chord.
      let approach = nearestWithClass(ctx.next.root, root + 5);
      approach += ctx.rng.chance(0.5) ? -1 : 1;
      add(root, 0, 0.95, 0.8);
      add(fifth, 1, 0.95, 0.6);
      add(approach, 2, 0.95, 0.6);
    } else if (bassStyle === 'long') {
      add(root, 0, 2.9, 0.75);
    } else {
      // The "oom": the root on one, and the fifth on three in the busier styles.
      add(root, 0, 0.95, 0.8);
      if (['eighths', 'syncopated', 'offbeat', 'octaves', 'rolling', 'logdrum'].includes(bassStyle)) add(ctx.rng.chance(0.5) ? fifth : root, 2, 0.9, 0.6);
    }
    return notes;
  }
  switch (bassStyle) {
    case 'root':
      add(root, 0, 1.9, 0.8);
      add(ctx.rng.chance(0.5) ? fifth : root, 2, 1.9, 0.65);
      break;
    case 'eighths':
      for (let k = 0; k < 8; k += 1) add(k >= 6 && ctx.rng.chance(0.3) ? (k === 6 ? fifth : octave) : root, k * 0.5, 0.45, k % 2 === 0 ? 0.8 : 0.6);
      break;
    case 'offbeat':
      add(root, 0, 0.4, 0.8);
      for (const at of [0.5, 1.5, 2.5, 3.5]) add(root, at, 0.4, 0.75);
      break;
    case 'walking': {
      const scale = scalePitches(ctx.key, root - 2, root + 14);
      const third = scale.find((p) => p > root + 2 && p < root + 6) ?? fifth;
      let approach = nearestWithClass(ctx.next.root, root + 5);
      approach += ctx.rng.chance(0.5) ? -1 : 1;
      add(root, 0, 0.95, 0.8);
      add(third, 1, 0.95, 0.6);
      add(fifth, 2, 0.95, 0.7);
      add(approach, 3, 0.95, 0.6);
      break;
    }
    case 'long':
      add(root, 0, 3.9, 0.75);
      break;
    case 'three-three-two':
      // Tango's 3-3-2: on one, on the "and" of two and on four, the last leading to the next bar.
      add(root, 0, 1.4, 0.85);
      add(fifth, 1.5, 1.4, 0.7);
      add(ctx.rng.chance(0.5) ? octave : root, 3, 0.9, 0.75);
      break;
    case 'bossa':
    case 'tumbao':
    case 'syncopated':
    case 'habanera':
    case 'octaves':
    case 'rolling':
    case 'logdrum':
    case 'alternating':
      for (const [tone, at, duration, accent] of BASS_FIGURES[bassStyle]) add({ root, fifth, octave, next: nearestWithClass(ctx.next.root, root) }[tone], at, duration, accent);
      break;
  }
  return notes;
}

/** Pad: the chord held through the bar, in the fuller sections (always in ambient songs). */
export function padBar(ctx: BarContext, always: boolean, previous: number[] | undefined): { notes: NoteEvent[]; voicing: number[] } {
  const full = always || ['chorus', 'bridge', 'instrumental', 'outro', 'prechorus'].includes(ctx.kind) || ctx.final;
  const voicing = voiceChord(ctx.chord, 57, 77, previous);
  if (!full) return { notes: [], voicing };
  return { notes: voicing.map((pitch) => note(ctx, pitch, 0, ctx.final ? ctx.beats : ctx.beats - 0.05, 0.45)), voicing };
}
