/** Zod-free rules of the tts contract: the schema in ../tts.ts is built from them, and the studio reads them for its helper text without loading zod. */
// Decision (spec: "units, bounds and defaults: not shown"): defaults are the VOICEVOX
// engine's; bounds are the VOICEVOX editor's slider ranges, so the API and the playground
// accept the same values. Lengths are seconds, pitch is log-F0 (natural log of Hz) as in VOICEVOX.
// The rules are VOICEVOX's too: lengths are divided by speedScale; every mora's log F0 is
// multiplied by 2^pitchScale; intonationScale scales each voiced mora's distance from their
// mean; volumeScale multiplies the samples; pre/postPhonemeLength are silences added before
// and after; pauseLength (when set) replaces every pause mora's length, then pauseLengthScale
// multiplies it.
export const AUDIO_QUERY_BOUNDS = {
  speedScale: { min: 0.5, max: 2, default: 1 },
  pitchScale: { min: -0.15, max: 0.15, default: 0 },
  intonationScale: { min: 0, max: 2, default: 1 },
  volumeScale: { min: 0, max: 2, default: 1 },
  prePhonemeLength: { min: 0, max: 1.5, default: 0.1 },
  postPhonemeLength: { min: 0, max: 1.5, default: 0.1 },
  pauseLengthScale: { min: 0, max: 2, default: 1 },
} as const;

/** Decision: pauseLength (VOICEVOX: unbounded, null by default) is capped like a vowel. */
export const PAUSE_LENGTH_MAX = 2;

/**
 * Decision: the longest audio one query may produce (after speedScale), and all the queries
 * of one multi_synthesis together, so a request cannot ask for hours of sound.
 */
export const TTS_MAX_AUDIO_SECONDS = 300;

export const TTS_MAX_JOINED_SECONDS = 600;

export const SAMPLING_RATES = [8000, 11025, 16000, 22050, 24000, 44100, 48000] as const;

export const TTS_TEXT_MAX = 1000;

/**
 * Decision: a query holds as many accent phrases as its longest text has characters (a phrase
 * takes one at least), so any text the engine accepts fits; TTS_MAX_AUDIO_SECONDS bounds the
 * work. eSpeak voices make a phrase of every word: 1,000 characters of plain English make
 * ~175, of short words 250 or more (a cap of 200 refused those with a 500).
 */
export const TTS_MAX_ACCENT_PHRASES = TTS_TEXT_MAX;

/** VOICEVOX's: a phrase longer than this is text with no break in it (a long URL, unspaced script). */
export const TTS_MAX_PHRASE_MORAS = 100;

// Decision (spec: "how several texts are passed: not shown"): input is an array of audio
// queries, one per text. audios holds one WAV per query, in order, then the joined WAV last
// (the queries' audio back to back, at the first query's sampling rate and channel count).
export const MULTI_SYNTHESIS_MAX = 20;

/**
 * Decision: the playground's per-mora sliders. Pitch as the VOICEVOX editor (log F0 3 to
 * 6.5); lengths 0 to 0.5 s (VOICEVOX: 0.3, but an eSpeak NG syllable's rhyme with its closing
 * consonants is often longer); pauses up to PAUSE_LENGTH_MAX.
 */
export const MORA_EDITOR_BOUNDS = {
  pitch: { min: 3, max: 6.5, step: 0.01 },
  length: { min: 0, max: 0.5, step: 0.005 },
  pause: { min: 0, max: PAUSE_LENGTH_MAX, step: 0.01 },
} as const;

/** Style ids (speaker) are 0 to this; GET /tts/speakers lists the ones that exist. */
export const SPEAKER_ID_MAX = 9999;
