import { bassBar, chordBar, padBar, type BarContext } from './arrange';
import { articulate } from './articulation';
import { drumKit, drumPart } from './drums';
import { swingBeat } from './groove';
import { bluesProgression, PROGRESSIONS, profileOf } from './genres';
import { INSTRUMENTS } from './instruments';
import { songTitle, topicOf, writeLyrics, writtenLanguage } from './lyric-writer';
import { parseLyrics, type SectionKind } from './lyrics';
import { composeLine, type MelodyNote } from './melody';
import { streamFor } from './random';
import { TAIL_SECONDS, type NoteEvent, type Part, type Song, type SungNote } from './song';
import { DEFAULT_SONG_SECONDS, defaultForm, fitTempo, phraseBars, planSong, type PlannedSection } from './structure';
import { parseStyle, TEMPO_RANGE, type Style } from './style';
import { buildChord, type Chord, type ChordSpec } from './theory';

/** What the composer needs: the request's text and a seed per variation. */
export interface SongRequest {
  /** simple: `prompt` describes the song; advance: `prompt` holds the lyrics. */
  mode: 'simple' | 'advance';
  prompt: string;
  /** Advance: the song's title. Simple: empty, a title composed from the prompt; or the one composed at its submission, kept. */
  title: string;
  /** Style tags (advance); ignored in simple mode, where the prompt carries the style. */
  tags: string;
  negativeTags: string;
  instrumental: boolean;
  /** 32-bit seed: the same request and seed give the same song, note for note. */
  seed: number;
  /**
   * ISO 639-1 code, detected by the server, of the given lyrics (advance: their syllables,
   * stresses and singing voice follow it; unknown, English rules and a voice by script) or of
   * the description (simple: lyrics are written in it when there is a bank for it).
   */
  language?: string;
  /**
   * Advance: the lyrics as they are sung, where that is not as they are written (Japanese kanji
   * read into kana, Russian words given their stress marks, by the server: lyrics-reading.ts);
   * their syllables make the melody and the voice sings them, while the song keeps the lyrics
   * as written. Simple: the description's topic as it is sung, where that is not as written (a
   * Japanese one in kanji read into kana: "雨" is sung "アメ", two notes, by the Japanese voice).
   */
  reading?: string;
}

const LIFT: Record<SectionKind, number> = { intro: 0, verse: -0.6, prechorus: 0.2, chorus: 1, bridge: 0.5, instrumental: 0.6, break: 0, outro: 0 };

/** Sections whose bars share one progression (the seed picks it, choruses differ from verses). */
function progressionsFor(style: Style, seed: number): (kind: SectionKind) => ChordSpec[] {
  if (style.blues) {
    const blues = bluesProgression(style.key.mode);
    return () => blues;
  }
  const rng = streamFor(seed, 'progressions');
  const pool = profileOf(style.genre, style.variant).progressions?.[style.key.mode] ?? PROGRESSIONS[style.key.mode];
  const verse = rng.pick(pool);
  const chorus = rng.pick(pool.filter((p) => p !== verse));
  const bridge = rng.pick(pool.filter((p) => p !== verse && p !== chorus));
  const pre: ChordSpec[] = style.key.mode === 'major' ? [{ degree: 3 }, { degree: 4 }] : [{ degree: 5 }, { degree: 4, dominant: true }];
  const colour = (specs: ChordSpec[]) =>
    specs.map((spec) => ({ ...spec, seventh: style.extensions !== 'triad', ninth: style.extensions === 'ninth' && spec.degree !== 4 }));
  const table: Record<SectionKind, ChordSpec[]> = {
    intro: colour(verse),
    verse: colour(verse),
    prechorus: colour(pre),
    chorus: colour(chorus),
    bridge: colour(bridge),
    instrumental: colour(chorus),
    break: colour(verse),
    outro: colour(chorus),
  };
  return (kind) => table[kind];
}

/** Bars a written line takes: two, or four of a waltz's shorter bars (phraseBars). */
const linesBars = (style: Style) => (style.beatsPerBar === 3 ? 4 : 2);

/** The default form's sections are whole lines, or in a blues whole times round its twelve bars. */
const formUnit = (style: Style) => (style.blues ? 12 : linesBars(style));

/** The melody range: the singer's when sung, the lead instrument's otherwise. */
function melodyRange(style: Style, sung: boolean): [number, number] {
  const [low, high] = !sung ? [62, 79] : style.voice === 'male' ? [50, 66] : [58, 74];
  return [low + style.register, high + style.register];
}

/** The lyrics as sung (`text`), and as the song shows them where that differs (`shown`). */
function lyricsFor(request: SongRequest, topic: string, style: Style, barSeconds: number, sung: boolean): { text: string; shown?: string; topic: string; form?: { bars: number }[] } {
  if (request.mode === 'advance') return { text: request.reading ?? request.prompt, topic: '' };
  if (!sung) return { text: '', topic };
  const form = defaultForm(style.targetSeconds ?? DEFAULT_SONG_SECONDS, barSeconds, formUnit(style), style.targetSeconds !== null);
  // A blues takes four bars a line, three lines a time round (A, A, B): the words take the first
  // two bars of each four, the band answers in the other two.
  const barsPerLine = style.blues ? 4 : linesBars(style);
  const plan = form.map((s) => ({ kind: s.kind, lines: s.kind === 'intro' || s.kind === 'outro' ? 0 : Math.max(1, Math.floor(s.bars / barsPerLine)) }));
  const written = writeLyrics(request.prompt, style.moods, request.seed, plan, { blues: style.blues, language: request.language, sungTopic: request.reading, genre: style.genre });
  return { text: written.sung ?? written.text, shown: written.text, topic: written.topic, form };
}

export function composeSong(request: SongRequest): Song {
  const topic = request.mode === 'simple' ? topicOf(request.prompt, request.language) : '';
  const style = parseStyle({ text: request.mode === 'simple' ? request.prompt : request.tags, negative: request.negativeTags, seed: request.seed, subject: topic });
  // A description that asks for no voice ("an instrumental lofi beat") is taken at its word; in
  // custom mode the lyrics and the flag say it, and "instrumental" among the tags is a style.
  const sung = !request.instrumental && !style.vocalsExcluded && !(request.mode === 'simple' && style.noVoiceAsked);
  const beatsPerBar = style.beatsPerBar;
  const barSeconds = (beatsPerBar * 60) / style.bpm;
  const lyrics = lyricsFor(request, topic, style, barSeconds, sung);
  const rng = streamFor(request.seed, 'form');
  const pseudo = [rng.int(4, 8), rng.int(5, 9), rng.int(4, 8), rng.int(6, 10)];
  const parsed = parseLyrics(lyrics.text);
  // Written lyrics follow the form they were written for: each section keeps its length.
  if (lyrics.form) {
    for (const [i, section] of parsed.entries()) section.bars = lyrics.form[i]?.bars;
  }
  // Written lyrics are in the description's language when there is a bank for it, else English
  // (lyric-writer.ts); given ones are in the language the server found.
  const language = request.mode === 'simple' ? writtenLanguage(request.language) : request.language;
  const sections = planSong(parsed, style.bpm, style.targetSeconds, pseudo, beatsPerBar, formUnit(style), language);
  const totalBars = sections.reduce((sum, s) => sum + s.bars, 0);
  const totalBeats = totalBars * beatsPerBar;
  // Whole sections rarely add up to the length asked; a tempo the text did not name moves a little to meet it.
  const bpm = style.targetSeconds !== null && !style.tempoAsked ? fitTempo(style.bpm, totalBeats, style.targetSeconds, TEMPO_RANGE) : style.bpm;

  // One chord per bar; the song's last bar rests on the tonic.
  const progression = progressionsFor(style, request.seed);
  const chords: Chord[] = [];
  for (const section of sections) {
    const specs = progression(section.kind);
    for (let bar = 0; bar < section.bars; bar += 1) chords.push(buildChord(style.key, specs[bar % specs.length]!));
  }
  // A blues ends on its I7 as it has been playing it; flamenco on its major V (genres.ts).
  const last = (!style.blues && profileOf(style.genre, style.variant).lastChord?.[style.key.mode]) || { degree: 0, flatSeventh: style.blues && style.key.mode === 'major' };
  chords[chords.length - 1] = buildChord(style.key, { ...last, seventh: style.blues || style.extensions !== 'triad' });
  const chordAt = (beat: number) => chords[Math.min(chords.length - 1, Math.max(0, Math.floor(beat / beatsPerBar)))]!;

  const { chordPart, bassPart, padPart } = accompaniment(style, sections, chords, request.seed);
  const { melody, vocals } = melodies(style, sections, chordAt, request.seed, sung);

  const [low, high] = melodyRange(style, sung);
  const leadShift = sung ? 12 * Math.round((72 - (low + high) / 2) / 12) : 0;
  const lead: NoteEvent[] = melody.map(({ note, doubled }) => ({
    pitch: note.pitch + leadShift,
    start: note.start,
    duration: Math.max(0.2, note.duration * 0.92),
    velocity: doubled ? 42 : 84,
  }));

  const reverb = { ambient: 110, orchestral: 95, lofi: 70, jazz: 55, synthwave: 80, reggae: 75, tango: 60, flamenco: 55 }[style.genre as string] ?? 45;
  const parts: Part[] = [];
  const addPart = (name: string, role: keyof Style['roles'], channel: number, notes: NoteEvent[], volume: number, pan: number) => {
    const id = style.roles[role];
    if (!id || !notes.length) return;
    parts.push({ name, program: INSTRUMENTS[id].program, channel, volume, pan, reverb, chorus: style.genre === 'synthwave' ? 70 : 20, notes: tidy(articulate(id, role, notes, bpm), totalBeats) });
  };
  addPart('lead', 'lead', 0, lead, 100, 70);
  addPart('chords', 'chords', 1, chordPart, 88, 44);
  addPart('pad', 'pad', 2, padPart, 72, 84);
  addPart('bass', 'bass', 3, bassPart, 100, 64);
  const drums = drumPart(style.drums, sections, { beatsPerBar, compound: style.compound, energy: style.energy, swing: style.swing, humanize: style.humanize, sleighBells: style.sleighBells }, streamFor(request.seed, 'drums'));
  if (drums.length) parts.push({ name: 'drums', program: drumKit(style.drums), channel: 9, volume: style.genre === 'lofi' ? 92 : 104, pan: 64, reverb: Math.min(reverb, 50), chorus: 0, notes: tidy(drums, totalBeats) });

  const title = request.title.trim() || (request.mode === 'simple' ? songTitle(request.prompt, lyrics.topic, request.language, style) : '');
  return {
    title,
    style: bpm === style.bpm ? style : { ...style, bpm, tags: style.tags.replace(`${style.bpm} bpm`, `${bpm} bpm`) },
    bpm,
    beatsPerBar,
    sections,
    parts,
    vocals,
    lyrics: sung ? (lyrics.shown ?? lyrics.text) : '',
    language,
    totalBeats,
    durationSeconds: Math.round(((totalBeats * 60) / bpm + TAIL_SECONDS) * 1000) / 1000,
  };
}

/** The notes that start before `end`, cut there: a 4/4 pattern played for two beats. */
function endBy(notes: NoteEvent[], end: number): NoteEvent[] {
  return notes.filter((n) => n.start < end - 1e-6).map((n) => ({ ...n, duration: Math.min(n.duration, end - n.start) }));
}

/** Sorted, inside the song, no zero-length notes: the MIDI writer and renderer rely on it. */
function tidy(notes: NoteEvent[], totalBeats: number): NoteEvent[] {
  return notes
    .filter((n) => n.start < totalBeats && n.duration > 0)
    .map((n) => ({ ...n, duration: Math.max(0.05, n.duration) }))
    .sort((a, b) => a.start - b.start || a.pitch - b.pitch);
}

function accompaniment(style: Style, sections: PlannedSection[], chords: Chord[], seed: number) {
  const rng = streamFor(seed, 'accompaniment');
  const chordPart: NoteEvent[] = [];
  const bassPart: NoteEvent[] = [];
  const padPart: NoteEvent[] = [];
  let chordVoicing: number[] | undefined;
  let padVoicing: number[] | undefined;
  // A 12/8 bar is played as two bars of 6/8 on its one chord, a 5/4 bar as a bar of three and
  // the first two beats of a bar of four.
  const groups = style.beatsPerBar === 6 ? [3, 3] : style.beatsPerBar === 5 ? [3, 2] : [style.beatsPerBar];
  let bar = 0;
  for (const section of sections) {
    for (let i = 0; i < section.bars; i += 1, bar += 1) {
      const final = bar === chords.length - 1;
      // The last bar lands once, on a chord held through the whole bar.
      for (let group = 0, offset = 0; group < (final ? 1 : groups.length); offset += groups[group]!, group += 1) {
        const length = groups[group]!;
        const ctx: BarContext = {
          beat: bar * style.beatsPerBar + offset,
          beats: final ? style.beatsPerBar : length === 2 ? 4 : (length as 3 | 4),
          compound: style.compound,
          chord: chords[bar]!,
          next: group === groups.length - 1 ? (chords[bar + 1] ?? chords[bar]!) : chords[bar]!,
          kind: section.kind,
          final,
          energy: style.energy,
          swing: style.swing,
          humanize: style.humanize,
          rng,
          key: style.key,
        };
        const within = (notes: NoteEvent[]) => (final ? notes : endBy(notes, ctx.beat + length));
        const chordNotes = chordBar(ctx, style.chordStyle, chordVoicing);
        chordVoicing = chordNotes.voicing;
        chordPart.push(...within(chordNotes.notes));
        if (style.roles.bass) bassPart.push(...within(bassBar(ctx, style.bassStyle)));
        // The pad holds the chord through the bar, however its beats are grouped.
        if (group === 0) {
          const pad = padBar({ ...ctx, beats: style.beatsPerBar }, style.genre === 'ambient', padVoicing);
          padVoicing = pad.voicing;
          padPart.push(...pad.notes);
        }
      }
    }
  }
  return { chordPart, bassPart, padPart };
}

/**
 * The lead's answer to a sung blues line, in the bars the words leave free: the line's last
 * notes turned round, in eighths after a pulse's rest, landing on the line's last pitch (a
 * chord tone) and held. Played at full voice, not sung.
 */
function answer(line: MelodyNote[], from: number, to: number, style: Style): { note: MelodyNote; doubled: boolean }[] {
  if (line.length < 2) return [];
  const turned = line.slice(-4).map((note) => note.pitch).reverse();
  const pitches = [...turned.slice(1), turned[0]!];
  const first = from + (style.compound ? 1.5 : 1);
  return pitches.map((pitch, i) => {
    const start = first + i * 0.5;
    const end = i === pitches.length - 1 ? Math.min(start + 2, to - 0.5) : start + 0.5;
    const swungStart = swingBeat(start, style.swing);
    return { note: { pitch, start: swungStart, duration: swingBeat(end, style.swing) - swungStart, syllable: line.at(-1)!.syllable }, doubled: false };
  });
}

function melodies(style: Style, sections: PlannedSection[], chordAt: (beat: number) => Chord, seed: number, sung: boolean) {
  const [low, high] = melodyRange(style, sung);
  const melody: { note: MelodyNote; doubled: boolean }[] = [];
  const vocals: SungNote[] = [];
  let wordId = 0;
  for (const section of sections) {
    let previous: number | null = null;
    for (const line of section.lines) {
      // A blues line is sung in the bars it needs; the rest of its four are the band's answer.
      const sungBeats = style.blues ? Math.min(line.beats, phraseBars(line.syllables.length, style.beatsPerBar) * style.beatsPerBar) : line.beats;
      // The same section kind and line position give the same tune: choruses repeat.
      const notes = composeLine({
        syllables: line.syllables,
        startBeat: line.startBeat,
        beats: sungBeats,
        chordAt,
        key: style.key,
        low,
        high,
        lift: LIFT[section.kind],
        cadence: line.last ? 'close' : 'open',
        rng: streamFor(seed, `melody:${section.kind}:${line.index}`),
        previous,
        pulse: style.compound ? 1.5 : 1,
        beatsPerBar: style.beatsPerBar,
      });
      previous = notes.at(-1)?.pitch ?? previous;
      // Swung genres swing the tune too: move each note's start and end on the swing grid.
      for (const note of notes) {
        const end = swingBeat(note.start + note.duration, style.swing);
        note.start = swingBeat(note.start, style.swing);
        note.duration = end - note.start;
      }
      const singing = sung && section.sung;
      for (const note of notes) {
        melody.push({ note, doubled: singing });
        if (singing) {
          vocals.push({
            pitch: note.pitch,
            start: note.start,
            duration: note.duration,
            word: note.syllable.word,
            wordId: wordId + note.syllable.wordIndex,
            syllableIndex: note.syllable.index,
            syllableCount: note.syllable.count,
          });
        }
      }
      if (line.beats - sungBeats >= style.beatsPerBar) melody.push(...answer(notes, line.startBeat + sungBeats, line.startBeat + line.beats, style));
      wordId += (line.syllables.at(-1)?.wordIndex ?? -1) + 1;
    }
  }
  return { melody, vocals };
}
