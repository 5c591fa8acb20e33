import type { AccentPhrase, AudioQuery, Mora } from '../../../contract/tts';
import type { TtsConfig } from '../config';
import { renderTimeline, type SpectralSource } from '../render';
import { buildTimeline, type Timeline } from '../timeline';
import {
  HTS_ALPHA, HTS_FRAME_PERIOD, HTS_FRAME_SECONDS, HTS_MIN_PHONEME_FRAMES, HTS_ORDER, HTS_SAMPLE_RATE, runHts,
} from './hts';
import { labelsToPhrases, phrasesToLabels, type LabelMora, type PhraseShape } from './labels';
import { TtsInputError } from '../errors';
import { CONSONANTS, isDevoiced, MORA_VOWELS, moraText, PAUSE_VOWEL, VOICED_VOWELS } from './moras';
import { openJtalkLabels, splitForOpenJtalk } from './openjtalk';

/**
 * The Japanese voice: Open JTalk for the text analysis, the HTS voice nitech_jp_atr503_m001
 * for durations, pitch and spectrum, and our MLSA vocoder for the sound, so that the query's
 * lengths and pitches are what is heard.
 */

/** A style of the voice: how its queries and its sound differ from the plain voice. */
export interface JapaneseStyle {
  /** Added to every voiced mora's log F0 in the query. */
  pitchShift: number;
  /** Vocoder all-pass constant (the voice's own is HTS_ALPHA; lower raises the formants). */
  alpha: number;
  whisper: boolean;
}

/**
 * Lowest pitch a query gets from the voice (log of 70 Hz). The HTS voice drops into creak at
 * the end of some questions (a mean near 60 Hz for the final か of そうですか？); pulses that
 * slow sound like a rattle through the vocoder, so such moras start from 70 Hz instead.
 */
const MIN_VOICE_PITCH = Math.log(70);

/** Pause between pieces Open JTalk analysed apart (lines, long sentences), in seconds. */
const PIECE_PAUSE = { min: 0.25, max: 0.6, fallback: 0.4 };

/** Concurrency of open_jtalk runs for a long text (each is a process of its own). */
const PARALLEL_PIECES = 2;

async function mapLimited<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await task(items[index]!);
      }
    }),
  );
  return results;
}

const round = (value: number) => Math.round(value * 1e6) / 1e6;

function pauseMora(length: number): Mora {
  return { text: '、', consonant: null, consonant_length: null, vowel: PAUSE_VOWEL, vowel_length: round(length), pitch: 0 };
}

/**
 * A mora's pitch: the mean log F0 the voice gives its vowel (0 when devoiced or a geminate),
 * floored at MIN_VOICE_PITCH, plus the style's shift.
 */
function moraPitch(lf0: Float32Array, mora: LabelMora, style: JapaneseStyle): number {
  if (isDevoiced(mora.vowel) || mora.vowel === 'cl') return 0;
  const from = Math.round(mora.vowelStart / HTS_FRAME_SECONDS);
  const to = Math.max(from + 1, Math.round(mora.vowelEnd / HTS_FRAME_SECONDS));
  let sum = 0;
  let count = 0;
  for (let i = from; i < to && i < lf0.length; i++) {
    if (lf0[i]! > 0) {
      sum += lf0[i]!;
      count++;
    }
  }
  return count > 0 ? round(Math.max(sum / count, MIN_VOICE_PITCH) + style.pitchShift) : 0;
}

/** Accent phrases of a text, with the voice's predicted lengths and pitches. */
export async function japanesePhrases(text: string, style: JapaneseStyle, config: TtsConfig, signal?: AbortSignal): Promise<AccentPhrase[]> {
  const pieces = splitForOpenJtalk(text);
  const perPiece = await mapLimited(pieces, PARALLEL_PIECES, async (piece) => {
    const labels = await openJtalkLabels(piece, config, signal);
    if (!labels.some((l) => l.phoneme !== 'sil' && l.phoneme !== 'pau')) return null;
    const hts = await runHts(labels.map((l) => l.label), config, { signal });
    const phrases = labelsToPhrases(hts.timed).map((phrase): AccentPhrase => ({
      moras: phrase.moras.map((mora): Mora => ({
        text: moraText(mora.consonant, mora.vowel),
        consonant: mora.consonant,
        consonant_length: mora.consonantLength === null ? null : round(mora.consonantLength),
        vowel: mora.vowel,
        vowel_length: round(mora.vowelLength),
        pitch: moraPitch(hts.lf0, mora, style),
      })),
      accent: phrase.accent,
      pause_mora: phrase.pause ? pauseMora(phrase.pause.length) : null,
      is_interrogative: phrase.interrogative,
    }));
    const finalSilence = hts.timed.length > 0 ? hts.timed[hts.timed.length - 1]! : null;
    const gap = finalSilence && finalSilence.phoneme === 'sil' ? finalSilence.end - finalSilence.start : PIECE_PAUSE.fallback;
    return { phrases, gap: Math.min(PIECE_PAUSE.max, Math.max(PIECE_PAUSE.min, gap)) };
  });

  const phrases: AccentPhrase[] = [];
  const present = perPiece.filter((p) => p !== null);
  present.forEach((piece, index) => {
    phrases.push(...piece.phrases);
    const last = phrases[phrases.length - 1];
    // Pieces were analysed apart: join them with a pause, as a sentence end would be.
    if (index < present.length - 1 && last && !last.pause_mora) last.pause_mora = pauseMora(piece.gap);
  });
  return phrases;
}

/** How the voice says a mora: devoiced (upper case) exactly when the query gives it no pitch. */
function labelVowel(vowel: string, pitch: number): string {
  const lower = vowel.toLowerCase();
  if (!(VOICED_VOWELS as readonly string[]).includes(lower)) return vowel;
  return pitch > 0 ? lower : lower.toUpperCase();
}

function phraseShapes(timeline: Timeline): PhraseShape[] {
  return timeline.phrases.map((phrase) => ({
    moras: phrase.moras.map((index) => {
      const mora = timeline.moras[index]!;
      return { consonant: mora.consonant, vowel: labelVowel(mora.vowel, mora.pitch) };
    }),
    accent: phrase.accent,
    interrogative: phrase.interrogative,
    pauseAfter: phrase.pauseAfter,
  }));
}

const KNOWN_CONSONANTS: ReadonlySet<string> = new Set(CONSONANTS);
const KNOWN_VOWELS: ReadonlySet<string> = new Set([...MORA_VOWELS, PAUSE_VOWEL]);

/** Every phoneme must be one the voice knows; the error names the field. */
export function checkJapanesePhonemes(query: AudioQuery): void {
  query.accent_phrases.forEach((phrase, p) => {
    const check = (mora: Mora, field: string) => {
      if (mora.consonant && !KNOWN_CONSONANTS.has(mora.consonant)) {
        throw new TtsInputError(`${field}.consonant`, `must be an Open JTalk consonant (${CONSONANTS.join(', ')})`);
      }
      if (!KNOWN_VOWELS.has(mora.vowel)) {
        throw new TtsInputError(`${field}.vowel`, `must be one of ${[...KNOWN_VOWELS].join(', ')}`);
      }
    };
    phrase.moras.forEach((mora, m) => check(mora, `input.accent_phrases.${p}.moras.${m}`));
    if (phrase.pause_mora && phrase.pause_mora.vowel !== PAUSE_VOWEL) {
      throw new TtsInputError(`input.accent_phrases.${p}.pause_mora.vowel`, `must be ${PAUSE_VOWEL}`);
    }
  });
}

/** Samples (48 kHz, -1..1) of a query said by the Japanese voice. */
export async function renderJapanese(
  query: AudioQuery,
  style: JapaneseStyle,
  enableInterrogativeUpspeak: boolean,
  config: TtsConfig,
  signal?: AbortSignal,
): Promise<{ samples: Float32Array; sampleRate: number; timeline: Timeline }> {
  checkJapanesePhonemes(query);
  const timeline = buildTimeline(query, {
    frameSeconds: HTS_FRAME_SECONDS,
    enableInterrogativeUpspeak,
    upspeak: 'mora',
  });
  const labels = phrasesToLabels(phraseShapes(timeline));
  if (labels.length !== timeline.segments.length) {
    throw new Error(`label/segment mismatch: ${labels.length} labels for ${timeline.segments.length} segments`);
  }

  // Each phoneme gets its query length in the voice too, but never fewer frames than the
  // voice has states; the spectrum is then stretched back onto the query's frames.
  const spans: Array<[number, number]> = [];
  const times: Array<[number, number]> = [];
  let cursor = 0;
  const unit = Math.round(HTS_FRAME_SECONDS * 1e7);
  for (const segment of timeline.segments) {
    const frames = Math.max(segment.end - segment.start, HTS_MIN_PHONEME_FRAMES);
    spans.push([cursor, cursor + frames]);
    times.push([cursor * unit, (cursor + frames) * unit]);
    cursor += frames;
  }
  const hts = await runHts(labels, config, { times, signal });

  // HTS spectra are in 16-bit sample units: move the gain to -1..1.
  const mcep = hts.mcep;
  const width = HTS_ORDER + 1;
  for (let i = 0; i < mcep.length; i += width) mcep[i]! -= Math.log(32768);

  const source: SpectralSource = {
    sampleRate: HTS_SAMPLE_RATE,
    framePeriod: HTS_FRAME_PERIOD,
    alpha: HTS_ALPHA,
    order: HTS_ORDER,
    mcep,
    lf0: hts.lf0,
    spans,
    lpf: hts.lpfTaps > 0 ? hts.lpf : undefined,
    lpfTaps: hts.lpfTaps,
  };
  const samples = renderTimeline(timeline, source, {
    intonationScale: query.intonationScale,
    whisper: style.whisper,
    alpha: style.alpha,
  });
  return { samples, sampleRate: HTS_SAMPLE_RATE, timeline };
}

/**
 * VOICEVOX's mora_data for this voice: the lengths and pitches the voice gives phrases as they
 * are now (after an accent or phoneme edit), written to labels and predicted again by HTS.
 * Texts, phonemes, accents and pauses stay the user's; only lengths and pitches change.
 */
export async function japaneseMoraData(
  phrases: AccentPhrase[],
  style: JapaneseStyle,
  config: TtsConfig,
  signal?: AbortSignal,
): Promise<AccentPhrase[]> {
  const probe = buildTimeline(
    { accent_phrases: phrases, speedScale: 1, pitchScale: 0, intonationScale: 1, volumeScale: 1, prePhonemeLength: 0.1, postPhonemeLength: 0.1, outputSamplingRate: 24000, outputStereo: false, pauseLength: null, pauseLengthScale: 1 },
    { frameSeconds: HTS_FRAME_SECONDS, enableInterrogativeUpspeak: false, upspeak: 'mora' },
  );
  checkJapanesePhonemes({ accent_phrases: phrases } as AudioQuery);
  // Keep each vowel as written (devoiced stays devoiced): the voice predicts for what is there.
  const shapes: PhraseShape[] = probe.phrases.map((phrase) => ({
    moras: phrase.moras.map((index) => ({ consonant: probe.moras[index]!.consonant, vowel: probe.moras[index]!.vowel })),
    accent: phrase.accent,
    interrogative: phrase.interrogative,
    pauseAfter: phrase.pauseAfter,
  }));
  const hts = await runHts(phrasesToLabels(shapes), config, { signal });
  // The timed labels come back in the order they were written: sil, moras (with pau), sil.
  const timed = hts.timed.filter((l) => l.phoneme !== 'sil');
  let cursor = 0;
  const take = () => timed[cursor++]!;
  return phrases.map((phrase) => {
    const moras = phrase.moras.map((mora): Mora => {
      if (mora.vowel === PAUSE_VOWEL) {
        const pause = take();
        return { ...mora, vowel_length: round(pause.end - pause.start) };
      }
      const consonant = mora.consonant ? take() : null;
      const vowel = take();
      const label: LabelMora = {
        consonant: mora.consonant ?? null,
        consonantLength: consonant ? consonant.end - consonant.start : null,
        vowel: mora.vowel,
        vowelLength: vowel.end - vowel.start,
        vowelStart: vowel.start,
        vowelEnd: vowel.end,
      };
      return {
        ...mora,
        consonant_length: label.consonantLength === null ? mora.consonant_length ?? null : round(label.consonantLength),
        vowel_length: round(label.vowelLength),
        pitch: moraPitch(hts.lf0, label, style),
      };
    });
    // The pause keeps the user's length: pauses are punctuation, not something the voice predicts.
    if (phrase.pause_mora) take();
    return { ...phrase, moras };
  });
}
