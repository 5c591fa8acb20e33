import { TAIL_SECONDS } from './song';
import { INSTRUMENTAL_KINDS, syllablesOf, type LyricSection, type SectionKind, type Syllable } from './lyrics';

/**
 * The song's form: sections with their length in bars and, for sung sections, the lines
 * placed in time. With lyrics the labels decide the form; without, a pop form sized to the
 * length asked for.
 */

/** Common time; a waltz has 3 (Style.beatsPerBar). */
export const BEATS_PER_BAR = 4;
/** Longest song the engine writes; sections past it are dropped (the outro is kept). */
export const MAX_SONG_SECONDS = 240;
/** Length of a song when neither the lyrics nor the text says. */
export const DEFAULT_SONG_SECONDS = 60;

export interface PlannedLine {
  text: string;
  syllables: Syllable[];
  /** Absolute start beat of the phrase and its length in beats. */
  startBeat: number;
  beats: number;
  /** Place of the line in its section (the melody repeats by position). */
  index: number;
  last: boolean;
}

export interface PlannedSection {
  kind: SectionKind;
  label: string;
  startBar: number;
  bars: number;
  lines: PlannedLine[];
  /** Sung lines come from lyrics; pseudo lines give instrumental sections a melody. */
  sung: boolean;
}

/**
 * Bars a phrase of `count` syllables needs: two bars of eighths, more when crowded. A waltz
 * sings a line over four bars of three ("Listen to the wind between the trees"); two hold
 * only a short one.
 */
export function phraseBars(count: number, beatsPerBar = BEATS_PER_BAR): number {
  // A 12/8 bar holds four pulses: two of them hold a line of up to sixteen syllables; two bars
  // of 5/4 have two beats more than two of 4/4.
  const [two, four] = beatsPerBar === 3 ? [6, 20] : beatsPerBar === 6 ? [16, 40] : beatsPerBar === 5 ? [16, 34] : [13, 28];
  if (count <= two) return 2;
  if (count <= four) return 4;
  return Math.ceil((count * 0.25 + 1.5) / beatsPerBar);
}

function instrumentalBars(kind: SectionKind, barSeconds: number): number {
  const short = barSeconds > 3;
  switch (kind) {
    case 'intro':
    case 'outro':
      return short ? 2 : 4;
    case 'break':
      return 2;
    default:
      return short ? 4 : 8;
  }
}

/** Pseudo lines for a section without lyrics: a phrase every two bars. */
function pseudoLines(bars: number, pattern: number[]): string[] {
  return Array.from({ length: Math.floor(bars / 2) }, (_, i) => 'la '.repeat(pattern[i % pattern.length]!).trim());
}

/**
 * Sections of the form used when there are no lyrics, sized so the song (its music and the
 * last chord's ring, TAIL_SECONDS) lasts about `seconds`. Sections come in whole units of
 * bars (`unit`: a written line's, or a blues' twelve), so the bar counts near the one asked are
 * tried and the form closest in length is kept.
 */
export function defaultForm(seconds: number, barSeconds: number, unit = 2, lengthAsked = true): { kind: SectionKind; bars: number }[] {
  const wanted = (seconds - TAIL_SECONDS) / barSeconds;
  let best = formOfBars(8, unit);
  let bestOff = Infinity;
  // Up to one whole unit with its intro and outro, however short the length.
  for (let target = Math.max(8, Math.floor(wanted) - 3); target <= Math.max(8, Math.ceil(wanted) + 3, unit + 4); target += 1) {
    const form = formOfBars(target, unit);
    // A form that breaks the unit (a blues that never goes round its twelve bars) counts as a
    // quarter further off when the length was asked (a slow blues of a minute is better at
    // 74 s in the blues' form than at 58 s out of it), and is a last resort when it was not.
    const whole = form.every((section) => section.kind === 'intro' || section.kind === 'outro' || section.bars % unit === 0);
    const off = Math.abs(form.reduce((sum, section) => sum + section.bars, 0) - wanted) / wanted + (whole ? 0 : lengthAsked ? 0.25 : 10);
    if (off < bestOff - 1e-9) {
      best = form;
      bestOff = off;
    }
  }
  return best;
}

/**
 * Intro, verses and choruses (a bridge in longer songs) and outro, about `targetBars` in all;
 * every section in the body a whole number of `unit` bars (a written line's: four in a waltz;
 * a blues' twelve).
 */
function formOfBars(targetBars: number, unit: number): { kind: SectionKind; bars: number }[] {
  const edge = targetBars >= 24 ? 4 : 2;
  const body = targetBars - 2 * edge;
  // A song too short for one whole unit (a 30 s slow blues: twelve bars are 48 s) takes pairs of bars.
  const grain = body >= unit ? unit : 2;
  const form: { kind: SectionKind; bars: number }[] = [{ kind: 'intro', bars: edge }];
  // Three lines are a couplet and the chorus's call: a 30 s ballad sang a verse, a chorus and a
  // verse of one line each, three lines that rhymed with nothing. (Two stay a verse's line and
  // the chorus's, so the topic is sung; a blues too short to go round keeps its pairs of bars.)
  if (grain === unit && Math.round(body / grain) === 3) {
    form.push({ kind: 'verse', bars: 2 * grain }, { kind: 'chorus', bars: grain }, { kind: 'outro', bars: edge });
    return form;
  }
  // Four are a couplet and the chorus's call and answer, not a verse, a chorus, a verse and a
  // chorus of one line each (two lines that rhymed with nothing, and the call twice).
  if (grain === unit && body < 8 && Math.round(body / grain) === 4) {
    form.push({ kind: 'verse', bars: 2 * grain }, { kind: 'chorus', bars: 2 * grain }, { kind: 'outro', bars: edge });
    return form;
  }
  // Five are a couplet and the chorus's call, answer and call again, ending on the hook: a 30 s
  // song at 120 bpm ended on a verse of one line, half a couplet whose rhyme was never sung.
  if (grain === unit && body < 12 && Math.round(body / grain) === 5) {
    form.push({ kind: 'verse', bars: 2 * grain }, { kind: 'chorus', bars: 3 * grain }, { kind: 'outro', bars: edge });
    return form;
  }
  const size = Math.max(grain, body >= 16 ? 8 : body >= 8 ? 4 : 2);
  const cycle: SectionKind[] = ['verse', 'chorus', 'verse', 'chorus', 'bridge', 'chorus', 'verse', 'chorus'];
  let used = 0;
  for (let i = 0; used + size / 2 <= body && i < 64; i += 1) {
    const bars = Math.min(size, Math.max(grain, body - used));
    form.push({ kind: cycle[i % cycle.length]!, bars: bars - (bars % grain) });
    used += bars - (bars % grain);
  }
  form.push({ kind: 'outro', bars: edge });
  return form;
}

/** The furthest a tempo is moved to bring a song to the length asked: a few bpm, not a new feel. */
export const TEMPO_FIT = 0.12;

/**
 * The tempo, moved by at most TEMPO_FIT, at which `beats` (and the last chord's ring) last
 * closest to `seconds`: a form comes in whole sections (a slow blues' twelve bars are ~50 s),
 * so its bars alone leave a song asked for a minute at 71 s. Never past MAX_SONG_SECONDS.
 */
export function fitTempo(bpm: number, beats: number, seconds: number, range: { min: number; max: number }): number {
  const ideal = (beats * 60) / Math.max(1, seconds - TAIL_SECONDS);
  const longest = (beats * 60) / (MAX_SONG_SECONDS - TAIL_SECONDS);
  const fitted = Math.min(bpm * (1 + TEMPO_FIT), Math.max(bpm * (1 - TEMPO_FIT), ideal, longest));
  return Math.min(range.max, Math.max(range.min, Math.round(fitted)));
}

/**
 * Lengthens the shortest lines, two bars at a time, until they fill `bars`: a waltz's line of
 * five syllables takes two bars where four were written for it, and the song would come out
 * short of the length asked.
 */
function holdLines(lineBars: number[], bars: number): void {
  for (let short = bars - lineBars.reduce((sum, b) => sum + b, 0); short > 0 && lineBars.length; ) {
    const at = lineBars.indexOf(Math.min(...lineBars));
    const added = Math.min(2, short);
    lineBars[at]! += added;
    short -= added;
  }
}

/**
 * Places sections and lines in time. `sections` are parsed lyrics (may be empty);
 * `seconds` sizes the default form; `pseudo` gives syllable counts for melody phrases of
 * sections without lines.
 */
export function planSong(sections: LyricSection[], bpm: number, seconds: number | null, pseudo: number[], beatsPerBar = BEATS_PER_BAR, formUnit = 2, language?: string): PlannedSection[] {
  const barSeconds = (beatsPerBar * 60) / bpm;
  const source: { kind: SectionKind; label: string; lines: string[]; bars?: number; sung: boolean }[] = sections.length
    ? sections.map((s) => ({ ...s, sung: s.lines.length > 0 }))
    : defaultForm(seconds ?? DEFAULT_SONG_SECONDS, barSeconds, formUnit, seconds !== null).map((s) => ({ kind: s.kind, label: s.kind, lines: [], bars: s.bars, sung: false }));

  // A short intro and outro frame songs whose lyrics start or end without one.
  if (sections.length && source[0]!.kind !== 'intro') source.unshift({ kind: 'intro', label: 'Intro', lines: [], bars: 2, sung: false });
  if (sections.length && source[source.length - 1]!.kind !== 'outro') source.push({ kind: 'outro', label: 'Outro', lines: [], bars: 2, sung: false });

  const planned: PlannedSection[] = [];
  let bar = 0;
  const maxBars = Math.floor(MAX_SONG_SECONDS / barSeconds);
  for (const [position, section] of source.entries()) {
    const isLast = position === source.length - 1;
    const lines = section.lines.length
      ? section.lines
      : INSTRUMENTAL_KINDS.includes(section.kind) && section.kind !== 'intro' && section.kind !== 'outro'
        ? pseudoLines(section.bars ?? instrumentalBars(section.kind, barSeconds), pseudo)
        : section.bars && !INSTRUMENTAL_KINDS.includes(section.kind)
          ? pseudoLines(section.bars, pseudo)
          : [];
    let syllables = lines.map((line) => syllablesOf(line, language));
    const lineBars = syllables.map((line) => phraseBars(line.length, beatsPerBar));
    // Lines written for a section of the form keep its length: shorter ones are held longer.
    if (section.sung && section.bars) holdLines(lineBars, section.bars);
    // Sung lines that would run past the longest song are cut where it ends (the outro's bars
    // kept): whole lines while they fit, and a first line longer than the room to the words
    // that fit, rather than the section left out with every word of it.
    const room = maxBars - bar - (source.at(-1)!.bars ?? 2);
    if (section.sung && !isLast && lineBars.reduce((sum, b) => sum + b, 0) > room && room >= 2) {
      let kept = 0;
      for (let used = 0; kept < lines.length && used + lineBars[kept]! <= room; kept += 1) used += lineBars[kept]!;
      if (kept === 0) {
        syllables = [syllables[0]!.slice(0, Math.max(1, Math.floor((room * beatsPerBar - 1.5) / 0.25)))];
        lineBars[0] = room;
        kept = 1;
      }
      syllables = syllables.slice(0, kept);
      lineBars.length = kept;
    }
    const placed: PlannedLine[] = [];
    let offset = 0;
    lines.slice(0, syllables.length).forEach((text, index) => {
      const bars = lineBars[index]!;
      placed.push({ text, syllables: syllables[index]!, startBeat: (bar + offset) * beatsPerBar, beats: bars * beatsPerBar, index, last: index === syllables.length - 1 });
      offset += bars;
    });
    const bars = Math.max(offset, section.bars ?? (lines.length ? 0 : instrumentalBars(section.kind, barSeconds)));
    // Past the longest song: stop, but still end on the outro.
    if (bar + bars > maxBars && !isLast) continue;
    planned.push({ kind: section.kind, label: section.label, startBar: bar, bars, lines: placed, sung: section.sung });
    bar += bars;
  }
  return planned;
}
