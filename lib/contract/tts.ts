import { z } from 'zod';
import { booleanFlag, engineField, intBetween, lengthBetween, numberBetween } from './rules';
import { AUDIO_QUERY_BOUNDS, PAUSE_LENGTH_MAX, SAMPLING_RATES, TTS_TEXT_MAX, MULTI_SYNTHESIS_MAX, SPEAKER_ID_MAX, TTS_MAX_ACCENT_PHRASES, TTS_MAX_PHRASE_MORAS } from './limits/tts';
import { grouped } from './limits/figures';
export * from './limits/tts';

const scale = (name: keyof typeof AUDIO_QUERY_BOUNDS) => {
  const b = AUDIO_QUERY_BOUNDS[name];
  return numberBetween(b.min, b.max).default(b.default);
};

// Decision (spec: "how other languages fit the mora shape: not shown"): for the Japanese
// voice a mora is a VOICEVOX mora (Open JTalk phonemes: consonant such as k, ky, sh; vowel
// a i u e o, A I U E O devoiced, N, cl; pau in a pause). For the other languages (eSpeak NG)
// an accent phrase is a word, accent the 1-based index of its stressed syllable (0 when
// unstressed), and a mora a syllable: text its IPA, consonant its onset and vowel its rhyme
// (the vowel and the consonants closing the syllable), both in eSpeak NG phoneme mnemonics.
export const mora = z.looseObject({
  text: z.string().max(64, 'must be at most 64 characters').describe('Katakana for Japanese; the syllable in IPA for other languages.'),
  consonant: z.string().max(32, 'must be at most 32 characters').nullish().describe('Consonant phoneme(s), absent for a bare vowel.'),
  consonant_length: numberBetween(0, 1).nullish().describe('Seconds.'),
  vowel: z
    .string()
    .min(1, 'must not be empty')
    .max(32, 'must be at most 32 characters')
    .describe('Vowel phoneme(s); pau for a pause, N for the moraic nasal, cl for a geminate.'),
  vowel_length: numberBetween(0, 2).describe('Seconds.'),
  pitch: numberBetween(0, 7).describe('log F0 (natural log of Hz); 0 means unvoiced.'),
});
export type Mora = z.infer<typeof mora>;

export const accentPhrase = z
  .looseObject({
    moras: z.array(mora).min(1, 'must hold at least one mora').max(TTS_MAX_PHRASE_MORAS, `must hold at most ${grouped(TTS_MAX_PHRASE_MORAS)} moras`),
    accent: z
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(0, 'must be 0 or more')
      .describe(
        '1-based position of the accent nucleus. A flat (heiban) phrase has it on its last mora, as VOICEVOX writes it; 0 is read the same way.',
      ),
    pause_mora: mora.nullish(),
    is_interrogative: z.boolean({ error: 'must be true or false' }).default(false),
  })
  .refine((phrase) => phrase.accent <= phrase.moras.length, { path: ['accent'], message: 'must be at most the number of moras' });
export type AccentPhrase = z.infer<typeof accentPhrase>;

export const audioQuery = z.looseObject({
  accent_phrases: z.array(accentPhrase).max(TTS_MAX_ACCENT_PHRASES, `must hold at most ${grouped(TTS_MAX_ACCENT_PHRASES)} accent phrases`),
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
  pauseLength: numberBetween(0, PAUSE_LENGTH_MAX).nullish().default(null).describe('Seconds for every pause mora; null keeps each its own.'),
  pauseLengthScale: scale('pauseLengthScale'),
  kana: z.string().optional().describe('AquesTalk-like notation as VOICEVOX writes it (read-only: synthesis ignores it).'),
});
export type AudioQuery = z.infer<typeof audioQuery>;

export const speaker = intBetween(0, SPEAKER_ID_MAX).describe('A style id from GET /tts/speakers; an id no voice has is a 400.');

export const audioQueryRequest = z.object({
  text: lengthBetween(1, TTS_TEXT_MAX),
  speaker,
});

export const synthesisRequest = z.object({
  speaker,
  enable_interrogative_upspeak: booleanFlag(true),
  input: audioQuery,
});
// Decision (spec: "the form of audios: not shown"): absolute URLs of 16-bit PCM WAV files
// stored by this app (content-addressed, served at /api/files/<id> as audio/wav), at the
// query's outputSamplingRate, mono or stereo as outputStereo asks. synthesis: one URL.
export const synthesisResult = z.looseObject({
  audios: z.array(z.string()).describe('Absolute URLs of WAV files served by this app.'),
  engine: engineField('spoke'),
});

export const multiSynthesisRequest = z.object({
  speaker,
  enable_interrogative_upspeak: booleanFlag(true),
  input: z
    .array(audioQuery)
    .min(1, 'must hold at least one audio query')
    .max(MULTI_SYNTHESIS_MAX, `must hold at most ${grouped(MULTI_SYNTHESIS_MAX)} audio queries`),
});

/**
 * Extension, VOICEVOX's /mora_data: the voice's lengths and pitches for accent phrases as
 * they are now (after moving an accent or changing a phoneme), texts and accents unchanged.
 * Decision: speaker travels in the body with the phrases (VOICEVOX: a query parameter).
 */
export const moraDataRequest = z.object({
  speaker,
  accent_phrases: z.array(accentPhrase).max(TTS_MAX_ACCENT_PHRASES, `must hold at most ${grouped(TTS_MAX_ACCENT_PHRASES)} accent phrases`),
});
export const moraDataResult = z.array(accentPhrase);

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
