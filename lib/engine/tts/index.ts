import {
  audioQuery as audioQuerySchema,
  TTS_MAX_ACCENT_PHRASES,
  TTS_MAX_AUDIO_SECONDS,
  TTS_MAX_JOINED_SECONDS,
  TTS_MAX_PHRASE_MORAS,
  type AccentPhrase,
  type AudioQuery,
} from '../../contract/tts';
import { resolveConfig, type TtsConfig } from './config';
import { resample } from './dsp/resample';
import { encodeWav, toStereo, type PcmAudio } from './dsp/wav';
import { TtsInputError } from './errors';
import { espeakMoraData, espeakPhrases, renderEspeak, type EspeakStyle } from './espeak/voice';
import { isCancelled } from '../vision/cancel';
import { speakQuery, voiceConfigOf, type InstalledVoice } from './piper/model';
import { japaneseMoraData, japanesePhrases, renderJapanese } from './jp/voice';
import { queryKana } from './jp/moras';
import { findStyle, type VoiceStyle } from './speakers';
import { buildTimeline } from './timeline';

/**
 * The speech engine's public API: text to an audio query, an audio query to sound. Bytes
 * and options in, bytes and metadata out; no HTTP, no storage (the provider does that).
 *
 *   const query = await audioQuery('こんにちは', 0);
 *   query.accent_phrases[0].moras[2].pitch += 0.3;      // any edit
 *   const wav = await synthesize(query, 0);              // Uint8Array, a WAV file
 *
 * `renderQuery` gives the samples instead of a file (for mixing, e.g. sung vocals).
 */

export { DEFAULT_TTS_CONFIG, type TtsConfig } from './config';
export { TtsInputError, isTtsInputError } from './errors';
export { speakerListing, findStyle, installedVoiceSpeaker, installedVoiceStyleIds, SPEAKERS, type SpeakerEntry, type VoiceStyle } from './speakers';
export { decodeWav, encodeWav, type PcmAudio } from './dsp/wav';
export { pitchTrack, medianF0 } from './dsp/pitch';
export { buildTimeline, type Timeline } from './timeline';
export type { InstalledVoice } from './piper/model';

export interface EngineOptions {
  config?: Partial<TtsConfig>;
  signal?: AbortSignal;
  /**
   * An installed Piper voice to speak with instead of a built-in style (the speaker id is
   * then the voice's, given by the server). Queries for it are made by the eSpeak NG voice
   * its config names, so moras, accents and pauses edit as for the built-in voices.
   */
  voice?: InstalledVoice;
}

/** The eSpeak NG style a Piper voice's queries are made with: the plain voice. */
const PLAIN: EspeakStyle = { variant: null, whisper: false };

export interface SynthesisOptions extends EngineOptions {
  /** VOICEVOX's rule: an interrogative phrase ends on a raised extra mora. Default true. */
  enableInterrogativeUpspeak?: boolean;
}

/** eSpeak NG speaks louder than the HTS voice: this brings it to the same level. */
const ESPEAK_GAIN = 0.5;

function styleOf(speaker: number): VoiceStyle {
  const found = findStyle(speaker);
  if (!found) throw new TtsInputError('speaker', 'must be a style id listed by GET /tts/speakers');
  return found.style;
}

/** Text to a VOICEVOX-shaped audio query, with the voice's own lengths and pitches. */
export async function audioQuery(text: string, speaker: number, options: EngineOptions = {}): Promise<AudioQuery> {
  if (options.voice) {
    const phrases = espeakPhrases(text, (await voiceConfigOf(options.voice)).espeak.voice, PLAIN);
    return queryOf(phrases);
  }
  const style = styleOf(speaker);
  const config = resolveConfig(options.config);
  const phrases: AccentPhrase[] =
    style.engine === 'hts'
      ? await japanesePhrases(text, style.style, config, options.signal)
      : espeakPhrases(text, style.voice, style.style);
  return queryOf(phrases);
}

/**
 * The query of the phrases a voice read from the text. What the contract does not take back
 * (a phrase with no break in 100 moras) is the text's doing: a 400 on text that says how to
 * mend it, not the contract's error from inside the engine (a 500).
 */
function queryOf(phrases: AccentPhrase[]): AudioQuery {
  if (phrases.length > TTS_MAX_ACCENT_PHRASES) {
    throw new TtsInputError('text', `reads as ${phrases.length} accent phrases, more than the ${TTS_MAX_ACCENT_PHRASES} one query holds; send it in parts`);
  }
  const longest = Math.max(0, ...phrases.map((p) => p.moras.length));
  if (longest > TTS_MAX_PHRASE_MORAS) {
    throw new TtsInputError('text', `has a stretch of ${longest} moras with no break, more than the ${TTS_MAX_PHRASE_MORAS} one accent phrase holds; add spaces or punctuation`);
  }
  return audioQuerySchema.parse({ accent_phrases: phrases, kana: queryKana(phrases) });
}

/**
 * VOICEVOX's mora_data: the voice's lengths and pitches for accent phrases as they are now
 * (call it after moving an accent, so the melody follows, as the VOICEVOX editor does).
 */
export async function moraData(phrases: AccentPhrase[], speaker: number, options: EngineOptions = {}): Promise<AccentPhrase[]> {
  if (options.voice) return phrases.length === 0 ? [] : espeakMoraData(phrases, (await voiceConfigOf(options.voice)).espeak.voice, PLAIN);
  const style = styleOf(speaker);
  if (phrases.length === 0) return [];
  return style.engine === 'hts'
    ? japaneseMoraData(phrases, style.style, resolveConfig(options.config), options.signal)
    : espeakMoraData(phrases, style.voice, style.style);
}

/** Seconds of audio a query will make (after speed, pauses and upspeak). */
export function queryDuration(query: AudioQuery, enableInterrogativeUpspeak = true): number {
  const timeline = buildTimeline(query, { frameSeconds: 0.005, enableInterrogativeUpspeak, upspeak: 'mora' });
  return timeline.frames * timeline.frameSeconds;
}

function checkDuration(query: AudioQuery, upspeak: boolean, field = 'input'): number {
  const seconds = queryDuration(query, upspeak);
  if (seconds > TTS_MAX_AUDIO_SECONDS) {
    throw new TtsInputError(field, `must make at most ${TTS_MAX_AUDIO_SECONDS} s of audio (this one makes ${Math.round(seconds)} s)`);
  }
  return seconds;
}

/** The query's audio as samples at its outputSamplingRate, volume applied, stereo if asked. */
export async function renderQuery(query: AudioQuery, speaker: number, options: SynthesisOptions = {}): Promise<PcmAudio> {
  const upspeak = options.enableInterrogativeUpspeak ?? true;
  checkDuration(query, upspeak);
  const config = resolveConfig(options.config);
  let samples: Float32Array;
  let sampleRate: number;
  let gain = query.volumeScale;
  if (options.voice) {
    // The voice applies volume itself (with speed, pitch, silences and pauses).
    ({ samples, sampleRate } = await speakQuery(options.voice, query, () => (options.signal?.aborted ?? false) || isCancelled()));
    gain = 1;
    return finish(query, samples, sampleRate, gain);
  }
  const style = styleOf(speaker);
  if (style.engine === 'hts') {
    ({ samples, sampleRate } = await renderJapanese(query, style.style, upspeak, config, options.signal));
  } else {
    ({ samples, sampleRate } = renderEspeak(query, { voice: style.voice, style: style.style, tonal: style.tonal, enableInterrogativeUpspeak: upspeak }));
    gain *= ESPEAK_GAIN;
  }
  return finish(query, samples, sampleRate, gain);
}

/** Gain, then the query's output rate and channels. */
function finish(query: AudioQuery, samples: Float32Array, sampleRate: number, gain: number): PcmAudio {
  if (gain !== 1) for (let i = 0; i < samples.length; i++) samples[i]! *= gain;
  const out = resample(samples, sampleRate, query.outputSamplingRate);
  return query.outputStereo
    ? { sampleRate: query.outputSamplingRate, channels: 2, samples: toStereo(out) }
    : { sampleRate: query.outputSamplingRate, channels: 1, samples: out };
}

/** The query's audio as a WAV file. */
export async function synthesize(query: AudioQuery, speaker: number, options: SynthesisOptions = {}): Promise<Uint8Array> {
  return encodeWav(await renderQuery(query, speaker, options));
}

/** Puts audio in the given rate and channel count (for joining). */
function conform(audio: PcmAudio, sampleRate: number, channels: number): Float32Array {
  let mono: Float32Array;
  if (audio.channels === 1) mono = audio.samples;
  else {
    mono = new Float32Array(audio.samples.length / audio.channels);
    for (let i = 0; i < mono.length; i++) mono[i] = audio.samples[i * audio.channels]!;
  }
  const rated = resample(mono, audio.sampleRate, sampleRate);
  return channels === 2 ? toStereo(rated) : rated;
}

/**
 * Several queries for one speaker: one WAV per query, in order, then the joined WAV (at the
 * first query's rate and channel count) last.
 */
export async function multiSynthesize(queries: AudioQuery[], speaker: number, options: SynthesisOptions = {}): Promise<Uint8Array[]> {
  if (!options.voice) styleOf(speaker);
  const upspeak = options.enableInterrogativeUpspeak ?? true;
  let total = 0;
  queries.forEach((query, i) => {
    total += checkDuration(query, upspeak, `input.${i}`);
  });
  if (total > TTS_MAX_JOINED_SECONDS) {
    throw new TtsInputError('input', `must make at most ${TTS_MAX_JOINED_SECONDS} s of audio together (these make ${Math.round(total)} s)`);
  }
  const parts: PcmAudio[] = [];
  for (const query of queries) parts.push(await renderQuery(query, speaker, options));
  const first = parts[0]!;
  const pieces = parts.map((part) => conform(part, first.sampleRate, first.channels));
  const joined = new Float32Array(pieces.reduce((sum, p) => sum + p.length, 0));
  let offset = 0;
  for (const piece of pieces) {
    joined.set(piece, offset);
    offset += piece.length;
  }
  return [...parts.map(encodeWav), encodeWav({ sampleRate: first.sampleRate, channels: first.channels, samples: joined })];
}

/** Lines, then sentences (after 。！？.!?), of a text: the units speak() makes one WAV of each. */
export function sentences(text: string): string[] {
  return text
    .split(/\r\n|\r|\n/)
    .flatMap((line) => line.split(/(?<=[。！？!?])|(?<=\.)\s+/u))
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/**
 * Text to sound sentence by sentence: yields one WAV per sentence as soon as it is ready, so
 * a player can start on the first while the rest is made (this is what "time to first
 * audio" measures in bench/tts). `edit` may change each query before it is said.
 */
export async function* speak(
  text: string,
  speaker: number,
  options: SynthesisOptions & { edit?: (query: AudioQuery) => AudioQuery } = {},
): AsyncGenerator<Uint8Array> {
  for (const sentence of sentences(text)) {
    let query = await audioQuery(sentence, speaker, options);
    if (query.accent_phrases.length === 0) continue;
    if (options.edit) query = options.edit(query);
    yield await synthesize(query, speaker, options);
  }
}
