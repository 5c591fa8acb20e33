import type { AccentPhrase, AudioQuery, Mora } from '../../../contract/tts';
import { melCepstralAnalysis } from '../dsp/cepstrum';
import { pitchTrack } from '../dsp/pitch';
import { TtsInputError } from '../errors';
import { renderTimeline, type SpectralSource } from '../render';
import { buildTimeline, type Timeline } from '../timeline';
import { synthesize, textToPhonemes, type EspeakAudio, type EspeakEvent } from './ffi';
import { clauseWords, joinIpa, joinNames, wordAccent, type Word } from './syllables';

/**
 * The voices of other languages: eSpeak NG says the text (or, for synthesis, the query's
 * phonemes), we measure where each phoneme is and what pitch it has, and the MLSA vocoder
 * re-says it with the query's lengths and pitches from a mel-cepstral analysis of it.
 */

export interface EspeakStyle {
  /** eSpeak NG voice variant (f3 is a female voice), or null for the language's default. */
  variant: string | null;
  whisper: boolean;
}

/** Analysis grid: 110 samples at 22.05 kHz, about 5 ms. */
const HOP = 110;
const ORDER = 24;
const ALPHA = 0.45;
/** Shortest gap between clauses that becomes a pause mora, in seconds. */
const MIN_PAUSE = 0.04;

const round = (value: number) => Math.round(value * 1e6) / 1e6;
const clamp = (value: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, value));

function voiceName(voice: string, style: EspeakStyle): string {
  return style.variant ? `${voice}+${style.variant}` : voice;
}

/**
 * What ends a clause: Latin and CJK punctuation, the Arabic script's comma, semicolon and
 * question mark (Arabic, Persian, Urdu: "؟" asked nothing before), Urdu's full stop ("۔") and
 * the danda of Hindi, Bengali and their neighbours ("।").
 */
const CLAUSE_PIECE = /[^.!?;:,。！？、，；：¿¡،؛؟۔।॥]+[.!?;:,。！？、，；：،؛؟۔।॥]*/gu;
const QUESTION_END = /[?？؟]\s*$/;

/** Clause-sized pieces of text, each with the punctuation that ends it. */
function clauses(text: string): Array<{ text: string; interrogative: boolean; pauseAfter: boolean }> {
  const out: Array<{ text: string; interrogative: boolean; pauseAfter: boolean }> = [];
  const lines = text.split(/\r\n|\r|\n/);
  lines.forEach((line, li) => {
    const pieces = line.match(CLAUSE_PIECE) ?? [];
    pieces.forEach((piece, pi) => {
      const trimmed = piece.trim();
      if (!/[\p{L}\p{N}]/u.test(trimmed)) return;
      const last = pi === pieces.length - 1 && li === lines.length - 1;
      out.push({ text: trimmed, interrogative: QUESTION_END.test(trimmed), pauseAfter: !last });
    });
  });
  return out;
}

/**
 * Sample spans of a sequence of phoneme strings in eSpeak's phoneme events: each unit
 * consumes the events whose names spell it (tolerating eSpeak's own substitutions), and ends
 * where the next event, pauses included, begins.
 */
export function alignUnits(units: string[], audio: EspeakAudio): Array<[number, number]> {
  const phonemes = audio.events.filter((e) => e.kind === 'phoneme');
  const speech = phonemes.filter((e) => !e.name.startsWith('_'));
  const nextStart = (event: EspeakEvent) => {
    const index = phonemes.indexOf(event);
    return index + 1 < phonemes.length ? phonemes[index + 1]!.sample : audio.samples.length;
  };
  const spans: Array<[number, number]> = [];
  let j = 0;
  units.forEach((unit, u) => {
    const nextUnit = units[u + 1] ?? '';
    let spelled = '';
    const taken: EspeakEvent[] = [];
    while (j < speech.length && spelled.length < unit.length) {
      const name = speech[j]!.name;
      const fits = unit.startsWith(spelled + name);
      // An unexpected name is still ours unless it clearly starts the next unit.
      if (!fits && taken.length > 0 && nextUnit.startsWith(name)) break;
      spelled += name;
      taken.push(speech[j]!);
      j++;
    }
    if (taken.length === 0) {
      const at = spans.length > 0 ? spans[spans.length - 1]![1] : (speech[0]?.sample ?? 0);
      spans.push([at, at]);
      return;
    }
    spans.push([taken[0]!.sample, nextStart(taken[taken.length - 1]!)]);
  });
  // Events left over (eSpeak said more than expected): they belong to the last unit.
  if (j < speech.length && spans.length > 0) spans[spans.length - 1]![1] = nextStart(speech[speech.length - 1]!);
  return spans;
}

function logPitch(track: Float32Array, fromSample: number, toSample: number): number {
  let sum = 0;
  let count = 0;
  for (let t = Math.ceil(fromSample / HOP); t * HOP < toSample && t < track.length; t++) {
    if (track[t]! > 0) {
      sum += Math.log(track[t]!);
      count++;
    }
  }
  return count > 0 ? sum / count : 0;
}

/** Accent phrases of a text in a non-Japanese voice: words, syllables, eSpeak's own timing and pitch. */
export function espeakPhrases(text: string, voice: string, style: EspeakStyle): AccentPhrase[] {
  const name = voiceName(voice, style);
  // [[ ]] would switch eSpeak to phoneme input: a user's text is text.
  const clean = text.replace(/\[\[|\]\]/g, ' ');
  const pieces = clauses(clean);
  const structure: Array<{ words: Word[]; interrogative: boolean; pauseAfter: boolean }> = pieces.map((piece) => {
    const mnemonic = textToPhonemes(name, piece.text, false);
    const ipa = textToPhonemes(name, piece.text, true);
    const words: Word[] = [];
    mnemonic.forEach((clause, c) => words.push(...clauseWords(clause, ipa[c] ?? clause)));
    return { words, interrogative: piece.interrogative, pauseAfter: piece.pauseAfter };
  });
  const audio = synthesize(name, pieces.map((p) => p.text).join('\n'), false);
  const track = pitchTrack(audio.samples, { sampleRate: audio.sampleRate, hop: HOP });

  // Units in order: each syllable's onset (if any) and rhyme.
  const units: string[] = [];
  for (const piece of structure) {
    for (const word of piece.words) {
      for (const syllable of word.syllables) {
        if (syllable.onset.length > 0) units.push(joinNames(syllable.onset));
        units.push(joinNames(syllable.rhyme));
      }
    }
  }
  const spans = alignUnits(units, audio);
  const seconds = (samples: number) => samples / audio.sampleRate;

  const phrases: AccentPhrase[] = [];
  let u = 0;
  structure.forEach((piece, p) => {
    piece.words.forEach((word, w) => {
      const moras: Mora[] = word.syllables.map((syllable) => {
        const onset = syllable.onset.length > 0 ? spans[u++]! : null;
        const rhyme = spans[u++]!;
        return {
          text: joinIpa([...syllable.onset, ...syllable.rhyme]),
          consonant: onset ? joinNames(syllable.onset) : null,
          consonant_length: onset ? round(clamp(seconds(onset[1] - onset[0]), 0, 1)) : null,
          vowel: joinNames(syllable.rhyme),
          vowel_length: round(clamp(seconds(rhyme[1] - rhyme[0]), 0, 2)),
          pitch: round(logPitch(track, rhyme[0], rhyme[1]) || (onset ? logPitch(track, onset[0], onset[1]) : 0)),
        };
      });
      const lastWord = w === piece.words.length - 1;
      phrases.push({ moras, accent: wordAccent(word), pause_mora: null, is_interrogative: lastWord && piece.interrogative });
      if (lastWord && piece.pauseAfter && p + 1 < structure.length) {
        // The pause: from this word's end to the next piece's first sound.
        const end = spans[u - 1]![1];
        const next = spans[u]?.[0] ?? end;
        const gap = seconds(next - end);
        if (gap >= MIN_PAUSE) {
          phrases[phrases.length - 1]!.pause_mora = {
            text: '、', consonant: null, consonant_length: null, vowel: 'pau', vowel_length: round(clamp(gap, 0, 2)), pitch: 0,
          };
        }
      }
    });
  });
  return phrases;
}

const FORBIDDEN = /[[\]\s\u0000-\u001f]/;

/** The phoneme string eSpeak NG says for a query: words by spaces, stress before the accented vowel, pauses as _:. */
function phonemeInput(query: AudioQuery): { input: string; units: string[] } {
  const units: string[] = [];
  const words: string[] = [];
  query.accent_phrases.forEach((phrase, p) => {
    let word = '';
    phrase.moras.forEach((mora, m) => {
      const field = `accent_phrases.${p}.moras.${m}`;
      if (mora.vowel === 'pau') return;
      if (FORBIDDEN.test(mora.vowel) || mora.vowel === '') throw new TtsInputError(`input.${field}.vowel`, 'must be eSpeak NG phoneme mnemonics without spaces or brackets');
      if (mora.consonant && FORBIDDEN.test(mora.consonant)) throw new TtsInputError(`input.${field}.consonant`, 'must be eSpeak NG phoneme mnemonics without spaces or brackets');
      if (mora.consonant) units.push(mora.consonant);
      units.push(mora.vowel);
      word += `${mora.consonant ?? ''}${m + 1 === phrase.accent ? "'" : ''}${mora.vowel}`;
    });
    words.push(phrase.pause_mora ? `${word} _:` : word);
  });
  return { input: `[[${words.join(' ')}]]`, units };
}

export interface EspeakRenderOptions {
  voice: string;
  style: EspeakStyle;
  /** Tonal languages keep more of eSpeak's own contour inside a syllable. */
  tonal: boolean;
  enableInterrogativeUpspeak: boolean;
}

/** Samples (22.05 kHz, -1..1) of a query said by an eSpeak NG voice. */
export function renderEspeak(query: AudioQuery, options: EspeakRenderOptions): { samples: Float32Array; sampleRate: number; timeline: Timeline } {
  const { input, units } = phonemeInput(query);
  const audio = synthesize(voiceName(options.voice, options.style), input, true);
  const sampleRate = audio.sampleRate;
  const timeline = buildTimeline(query, {
    frameSeconds: HOP / sampleRate,
    enableInterrogativeUpspeak: options.enableInterrogativeUpspeak,
    upspeak: 'glide',
  });
  const f0 = pitchTrack(audio.samples, { sampleRate, hop: HOP });
  const mcep = melCepstralAnalysis(audio.samples, { sampleRate, hop: HOP, f0, order: ORDER, alpha: ALPHA });
  const lf0 = new Float32Array(f0.length);
  for (let i = 0; i < f0.length; i++) lf0[i] = f0[i]! > 0 ? Math.log(f0[i]!) : Number.NaN;

  const unitSpans = units.length > 0 ? alignUnits(units, audio) : [];
  const spans: Array<[number, number]> = [];
  let u = 0;
  let last: [number, number] = [0, 1];
  for (const segment of timeline.segments) {
    if (segment.kind === 'sil' || segment.kind === 'pau') {
      // Silent: the gate closes; any quiet source frame will do.
      spans.push([last[1], last[1] + 1]);
      continue;
    }
    const span = unitSpans[u++] ?? [last[1] * HOP, last[1] * HOP];
    last = [span[0] / HOP, Math.max(span[0] / HOP + 0.01, span[1] / HOP)];
    spans.push(last);
  }
  const source: SpectralSource = { sampleRate, framePeriod: HOP, alpha: ALPHA, order: ORDER, mcep, lf0, spans };
  const samples = renderTimeline(timeline, source, {
    intonationScale: query.intonationScale,
    whisper: options.style.whisper,
    detailLimit: options.tonal ? 0.6 : 0.12,
    vowelVoicing: 'source',
  });
  return { samples, sampleRate, timeline };
}

/**
 * VOICEVOX's mora_data for an eSpeak NG voice: eSpeak NG says the phrases' phonemes with the
 * stress where each phrase's accent now is, and the lengths and pitches are measured again.
 * Pauses keep the user's lengths.
 */
export function espeakMoraData(phrases: AccentPhrase[], voice: string, style: EspeakStyle): AccentPhrase[] {
  const { input, units } = phonemeInput({ accent_phrases: phrases } as AudioQuery);
  if (units.length === 0) return phrases;
  const audio = synthesize(voiceName(voice, style), input, true);
  const track = pitchTrack(audio.samples, { sampleRate: audio.sampleRate, hop: HOP });
  const spans = alignUnits(units, audio);
  const seconds = (samples: number) => samples / audio.sampleRate;
  let u = 0;
  return phrases.map((phrase) => ({
    ...phrase,
    moras: phrase.moras.map((mora): Mora => {
      if (mora.vowel === 'pau') return mora;
      const onset = mora.consonant ? spans[u++]! : null;
      const rhyme = spans[u++]!;
      return {
        ...mora,
        consonant_length: onset ? round(clamp(seconds(onset[1] - onset[0]), 0, 1)) : (mora.consonant_length ?? null),
        vowel_length: round(clamp(seconds(rhyme[1] - rhyme[0]), 0, 2)),
        pitch: round(logPitch(track, rhyme[0], rhyme[1]) || (onset ? logPitch(track, onset[0], onset[1]) : 0)),
      };
    }),
  }));
}
