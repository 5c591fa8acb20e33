import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runTool } from '../tools';
import { readWav } from '../wav';
import { spokenWords } from './lone-letters';

/**
 * Spoken words from eSpeak NG, one clip per word, in a flat monotone (SSML prosody range 0)
 * so the singer can move the pitch to each note. All words are spoken in one process call,
 * separated by long breaks, and cut apart at the silences; if the cut does not give one
 * clip per word, each word is spoken on its own instead.
 */

export const ESPEAK_RATE = 22050;
const WORD_BREAK_MS = 450;
const SILENCE_GAP_MS = 220;

export interface SpeakOptions {
  /** eSpeak NG voice, e.g. "en-us+m3" or "en-us+f3". */
  voice: string;
  /** eSpeak pitch 0..99 (base pitch of the monotone). */
  pitch: number;
  /** Words per minute: slower gives longer vowels to sustain. */
  speed: number;
  timeoutMs: number;
  signal?: AbortSignal;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

async function speak(ssml: string, options: SpeakOptions): Promise<Float32Array> {
  const dir = await mkdtemp(path.join(tmpdir(), 'prism-espeak-'));
  try {
    const file = path.join(dir, 'speech.wav');
    // -m: SSML; -w: write a WAV file (its header carries the true length); text on stdin.
    await runTool('espeak-ng', ['-m', '-v', options.voice, '-p', String(options.pitch), '-s', String(options.speed), '-w', file, '--stdin'], {
      input: ssml,
      timeoutMs: options.timeoutMs,
      signal: options.signal,
    });
    const audio = readWav(await readFile(file));
    if (audio.sampleRate !== ESPEAK_RATE) throw new Error(`espeak-ng wrote ${audio.sampleRate} Hz, expected ${ESPEAK_RATE}`);
    return audio.channels[0]!;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Non-silent stretches of `samples`, split at silences of at least `gapMs`. */
export function splitAtSilence(samples: Float32Array, gapMs: number): Float32Array[] {
  const frame = Math.round(ESPEAK_RATE * 0.005);
  const frames = Math.floor(samples.length / frame);
  const rms = new Float32Array(frames);
  let peak = 0;
  for (let f = 0; f < frames; f += 1) {
    let sum = 0;
    for (let i = f * frame; i < (f + 1) * frame; i += 1) sum += samples[i]! * samples[i]!;
    rms[f] = Math.sqrt(sum / frame);
    peak = Math.max(peak, rms[f]!);
  }
  const threshold = Math.max(peak * 0.01, 1e-4);
  const gapFrames = Math.round(gapMs / 5);
  const segments: Float32Array[] = [];
  let start = -1;
  let quiet = 0;
  for (let f = 0; f <= frames; f += 1) {
    const loud = f < frames && rms[f]! > threshold;
    if (loud) {
      if (start < 0) start = f;
      quiet = 0;
    } else if (start >= 0) {
      quiet += 1;
      if (quiet >= gapFrames || f === frames) {
        const end = f - quiet + 1;
        segments.push(samples.slice(start * frame, Math.min(samples.length, end * frame)));
        start = -1;
        quiet = 0;
      }
    }
  }
  return segments;
}

/**
 * One monotone clip per word, in order. A word in a script the song's voice does not read (a
 * Russian or Arabic subject in English lyrics: the English voice spells its letters' names) is
 * spoken by its script's voice, with the same variant, pitch and speed.
 */
export async function speakWords(written: string[], options: SpeakOptions): Promise<Float32Array[]> {
  const [language = '', variant] = options.voice.split('+');
  // A marked letter alone ("é", "Ó") is one the voice may read by its name (lone-letters.ts).
  const words = await spokenWords(written, options);
  // A voice of a language written in another script reads its own script's words (a Serbian
  // voice its Cyrillic, a Persian one its Arabic letters, Japanese its kanji): only a
  // Latin-script voice hands a word on.
  const own = words.map((word) => {
    if (NON_LATIN_VOICES.has(language)) return null;
    const script = SCRIPT_VOICES.find(([pattern]) => pattern.test(word))?.[1];
    return script ? (variant ? `${script}+${variant}` : script) : null;
  });
  if (own.every((voice) => voice === null)) return speakInOneVoice(words, options);
  const clips = await speakInOneVoice(
    words.filter((_, at) => !own[at]),
    options,
  );
  const result: Float32Array[] = [];
  for (const [at, word] of words.entries()) {
    const voice = own[at];
    result.push(voice ? (await speakInOneVoice([word], { ...options, voice }))[0]! : clips.shift()!);
  }
  return result;
}

async function speakInOneVoice(words: string[], options: SpeakOptions): Promise<Float32Array[]> {
  if (!words.length) return [];
  const body = words.map(escapeXml).join(`<break time="${WORD_BREAK_MS}ms"/>`);
  const all = await speak(`<speak><prosody range="0">${body}</prosody></speak>`, options);
  const clips = splitAtSilence(all, SILENCE_GAP_MS);
  if (clips.length === words.length) return clips;
  // The cut went wrong (a word with a long inner pause, or a silent word): one call each.
  const result: Float32Array[] = [];
  for (const word of words) {
    const clip = splitAtSilence(await speak(`<speak><prosody range="0">${escapeXml(word)}</prosody></speak>`, options), 10_000);
    result.push(clip[0] ?? new Float32Array(0));
  }
  return result;
}

/**
 * eSpeak NG voices for the languages lyrics are detected in (ISO 639-1 → voice; most are
 * their code). Latin-script lyrics in a language not here are sung by the English voice.
 */
const LYRIC_VOICES: Record<string, string> = {
  ...Object.fromEntries(
    'af am ar az be bg bn ca cs cy da de el eo es et eu fa fi ga gu he hi hr hu hy id is it ka kn lt lv mk ml mr ms mt nb nl or pa pl ro ru sk sl sq sr sv sw ta te th tr uk ur vi'
      .split(' ')
      .map((code) => [code, code]),
  ),
  en: 'en-us',
  fr: 'fr-fr',
  pt: 'pt-br',
  // No Galician voice: Spanish says its words closest.
  gl: 'es',
  // Debian's plain Mandarin voice, without the extended dictionary it leaves out, says many
  // characters as a tone's number in English ("你" as "ni three"); its pinyin voice reads them
  // right, as the speech playground found (lib/engine/tts/speakers.ts).
  zh: 'cmn-latn-pinyin',
  ja: 'ja',
  ko: 'ko',
};

/** Voices of languages written in a script other than Latin. */
const NON_LATIN_VOICES = new Set(
  'am ar as ba be bg bn bpy chr-US-Qaaa-x-west cmn cmn-latn-pinyin cv el fa gu he hi hy hyw ja ka kk kn ko kok ky mk ml mr my ne or pa ru ru-lv sd si sr ta te th tt ug uk ur yue'.split(' '),
);

/**
 * The voice for lyrics whose language is not known, by their script (the first that matches:
 * kana before the Han characters Japanese shares with Chinese).
 */
const SCRIPT_VOICES: [RegExp, string][] = [
  [/\p{Script=Hiragana}|\p{Script=Katakana}/u, 'ja'],
  [/\p{Script=Hangul}/u, 'ko'],
  [/\p{Script=Han}/u, 'cmn-latn-pinyin'],
  [/\p{Script=Cyrillic}/u, 'ru'],
  [/\p{Script=Greek}/u, 'el'],
  [/\p{Script=Devanagari}/u, 'hi'],
  [/\p{Script=Bengali}/u, 'bn'],
  [/\p{Script=Gurmukhi}/u, 'pa'],
  [/\p{Script=Gujarati}/u, 'gu'],
  [/\p{Script=Tamil}/u, 'ta'],
  [/\p{Script=Telugu}/u, 'te'],
  [/\p{Script=Kannada}/u, 'kn'],
  [/\p{Script=Malayalam}/u, 'ml'],
  [/\p{Script=Sinhala}/u, 'si'],
  [/\p{Script=Arabic}/u, 'ar'],
  [/\p{Script=Hebrew}/u, 'he'],
  [/\p{Script=Thai}/u, 'th'],
  [/\p{Script=Myanmar}/u, 'my'],
  [/\p{Script=Armenian}/u, 'hy'],
  [/\p{Script=Georgian}/u, 'ka'],
  [/\p{Script=Ethiopic}/u, 'am'],
];

/** eSpeak voice for the lyrics' language when known, else their script, with a male or female variant. */
export function voiceFor(lyrics: string, voice: 'male' | 'female', language?: string): string {
  const variant = voice === 'female' ? '+f3' : '+m3';
  const known = (language ? LYRIC_VOICES[language] : undefined) ?? SCRIPT_VOICES.find(([script]) => script.test(lyrics))?.[1];
  return `${known ?? 'en-us'}${variant}`;
}

/**
 * eSpeak's -p for a monotone near `hz` (measured for the +m3 and +f3 variants: 50 gives
 * about 90 and 178 Hz, and each step adds about 1.1%). The singer measures the real pitch anyway.
 */
export function espeakPitchFor(hz: number, voice: 'male' | 'female'): number {
  const [base, atFifty] = voice === 'female' ? [0.0108, 178] : [0.0116, 90];
  const steps = Math.log(hz / atFifty) / Math.log(1 + base);
  return Math.max(0, Math.min(99, Math.round(50 + steps)));
}
