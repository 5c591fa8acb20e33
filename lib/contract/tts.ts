import { z } from 'zod';
import { booleanFlag, intBetween, lengthBetween, numberBetween } from './rules';

// Decision (spec: "units, bounds and defaults: not shown"): defaults are the VOICEVOX
// engine's; bounds are the VOICEVOX editor's slider ranges, so the API and the playground
// accept the same values. Lengths are seconds, pitch is log-F0 (natural log of Hz) as in VOICEVOX.
export const AUDIO_QUERY_BOUNDS = {
  speedScale: { min: 0.5, max: 2, default: 1 },
  pitchScale: { min: -0.15, max: 0.15, default: 0 },
  intonationScale: { min: 0, max: 2, default: 1 },
  volumeScale: { min: 0, max: 2, default: 1 },
  prePhonemeLength: { min: 0, max: 1.5, default: 0.1 },
  postPhonemeLength: { min: 0, max: 1.5, default: 0.1 },
} as const;
export const SAMPLING_RATES = [8000, 11025, 16000, 22050, 24000, 44100, 48000] as const;

const scale = (name: keyof typeof AUDIO_QUERY_BOUNDS) => {
  const b = AUDIO_QUERY_BOUNDS[name];
  return numberBetween(b.min, b.max).default(b.default);
};

export const mora = z.looseObject({
  text: z.string().describe('Katakana for Japanese; the syllable for other languages.'),
  consonant: z.string().nullish().describe('Consonant phoneme, absent for a bare vowel.'),
  consonant_length: numberBetween(0, 1).nullish().describe('Seconds.'),
  vowel: z.string().describe('Vowel phoneme; pau for a pause, N for the moraic nasal, cl for a geminate.'),
  vowel_length: numberBetween(0, 2).describe('Seconds.'),
  pitch: numberBetween(0, 7).describe('log F0 (natural log of Hz); 0 means unvoiced.'),
});
export type Mora = z.infer<typeof mora>;

export const accentPhrase = z.looseObject({
  moras: z.array(mora).min(1, 'must hold at least one mora').max(100, 'must hold at most 100 moras'),
  accent: z.number().int('must be a whole number').min(0, 'must be 0 or more').describe('1-based position of the accent nucleus; 0 for a flat phrase.'),
  pause_mora: mora.nullish(),
  is_interrogative: z.boolean().default(false),
});
export type AccentPhrase = z.infer<typeof accentPhrase>;

export const audioQuery = z.looseObject({
  accent_phrases: z.array(accentPhrase).max(200, 'must hold at most 200 accent phrases'),
  speedScale: scale('speedScale'),
  pitchScale: scale('pitchScale'),
  intonationScale: scale('intonationScale'),
  volumeScale: scale('volumeScale'),
  prePhonemeLength: scale('prePhonemeLength'),
  postPhonemeLength: scale('postPhonemeLength'),
  outputSamplingRate: z
    .union(SAMPLING_RATES.map((rate) => z.literal(rate)), { error: `must be one of ${SAMPLING_RATES.join(', ')}` })
    .default(24000),
  outputStereo: booleanFlag(false),
  kana: z.string().optional().describe('AquesTalk-like notation as VOICEVOX writes it.'),
});
export type AudioQuery = z.infer<typeof audioQuery>;

export const TTS_TEXT_MAX = 1000;
export const speaker = intBetween(0, 9999).describe('A style id from GET /tts/speakers.');

export const audioQueryRequest = z.object({
  text: lengthBetween(1, TTS_TEXT_MAX),
  speaker,
});

export const synthesisRequest = z.object({
  speaker,
  enable_interrogative_upspeak: booleanFlag(true),
  input: audioQuery,
});
export const synthesisResult = z.looseObject({
  audios: z.array(z.string()).describe('URLs of WAV files served by this app.'),
});

// Decision (spec: "how several texts are passed: not shown"): input is an array of audio
// queries, one per text. audios holds one WAV per query, in order, then the joined WAV last.
export const MULTI_SYNTHESIS_MAX = 20;
export const multiSynthesisRequest = z.object({
  speaker,
  enable_interrogative_upspeak: booleanFlag(true),
  input: z
    .array(audioQuery)
    .min(1, 'must hold at least one audio query')
    .max(MULTI_SYNTHESIS_MAX, `must hold at most ${MULTI_SYNTHESIS_MAX} audio queries`),
});

/** Extension: the voices, in the VOICEVOX engine's /speakers shape plus a language. */
export const speakersRequest = z.object({});
export const speakersResult = z.array(
  z.looseObject({
    name: z.string(),
    speaker_uuid: z.string(),
    language: z.string(),
    styles: z.array(z.object({ name: z.string(), id: z.number() })),
  }),
);
