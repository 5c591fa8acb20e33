import { createHash } from 'node:crypto';
import type { EspeakStyle } from './espeak/voice';
import type { JapaneseStyle } from './jp/voice';
import { HTS_ALPHA } from './jp/hts';

/**
 * Every voice the engine has, in the VOICEVOX /speakers shape: a speaker has styles, and a
 * style id is what requests call `speaker`.
 *
 * - The Japanese HTS voice (nitech_jp_atr503_m001), styles 0-2: normal; whisper (noise
 *   excitation); higher (queries 4 semitones up, formants raised by a smaller all-pass constant).
 * - eSpeak NG voices for other languages, a curated list of those Debian's eSpeak NG says
 *   well; speaker n (from 0) has styles 100 + 10n + {0 normal, 1 female (variant f3), 2 whisper}.
 */

export type VoiceStyle =
  | { engine: 'hts'; name: string; id: number; style: JapaneseStyle }
  | { engine: 'espeak'; name: string; id: number; style: EspeakStyle; voice: string; tonal: boolean };

export interface SpeakerEntry {
  name: string;
  speaker_uuid: string;
  language: string;
  styles: VoiceStyle[];
}

/** A stable UUID (version-5 layout) from a key, so ids survive restarts and deploys. */
function stableUuid(key: string): string {
  const hex = createHash('sha1').update(`prism-studio/tts/${key}`).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const JAPANESE: SpeakerEntry = {
  name: 'Nitech M001 (HTS)',
  speaker_uuid: stableUuid('hts/nitech_jp_atr503_m001'),
  language: 'ja',
  styles: [
    { engine: 'hts', name: 'ノーマル', id: 0, style: { pitchShift: 0, alpha: HTS_ALPHA, whisper: false } },
    { engine: 'hts', name: 'ささやき', id: 1, style: { pitchShift: 0, alpha: HTS_ALPHA, whisper: true } },
    { engine: 'hts', name: '高め', id: 2, style: { pitchShift: Math.log(2) * (4 / 12), alpha: HTS_ALPHA - 0.04, whisper: false } },
  ],
};

/** eSpeak NG voice, display name, language code (ISO 639-1 where it exists), tonal. */
const ESPEAK_VOICES: Array<[string, string, string, boolean?]> = [
  ['en-us', 'English (US)', 'en-US'],
  ['en', 'English (UK)', 'en-GB'],
  ['es', 'Spanish (Spain)', 'es'],
  ['es-419', 'Spanish (Latin America)', 'es-419'],
  ['fr', 'French', 'fr'],
  ['de', 'German', 'de'],
  ['it', 'Italian', 'it'],
  ['pt-br', 'Portuguese (Brazil)', 'pt-BR'],
  ['pt', 'Portuguese (Portugal)', 'pt'],
  ['nl', 'Dutch', 'nl'],
  ['sv', 'Swedish', 'sv'],
  ['fi', 'Finnish', 'fi'],
  ['pl', 'Polish', 'pl'],
  ['cs', 'Czech', 'cs'],
  ['ru', 'Russian', 'ru'],
  ['uk', 'Ukrainian', 'uk'],
  ['el', 'Greek', 'el'],
  ['tr', 'Turkish', 'tr'],
  ['ar', 'Arabic', 'ar'],
  ['he', 'Hebrew', 'he'],
  ['fa', 'Persian', 'fa'],
  ['hi', 'Hindi', 'hi'],
  ['id', 'Indonesian', 'id'],
  ['vi', 'Vietnamese', 'vi', true],
  ['ko', 'Korean', 'ko'],
  ['yue', 'Cantonese', 'yue', true],
  ['sw', 'Swahili', 'sw'],
  // Appended, never inserted: a style id is 100 + 10 × the position in this list.
  ['cmn-latn-pinyin', 'Chinese (Mandarin)', 'zh', true],
  // Each read its greeting and a sentence without a word in English (espeak.test.ts). Not Thai:
  // its voice leaves out the vowels Thai does not write ("สวัสดี" came out "sa-wm-sa-d").
  ['ro', 'Romanian', 'ro'],
  ['hu', 'Hungarian', 'hu'],
  ['da', 'Danish', 'da'],
  ['nb', 'Norwegian (Bokmål)', 'nb'],
  ['sk', 'Slovak', 'sk'],
  ['bg', 'Bulgarian', 'bg'],
  ['sr', 'Serbian', 'sr'],
  ['hr', 'Croatian', 'hr'],
  ['ca', 'Catalan', 'ca'],
  ['ms', 'Malay', 'ms'],
  ['bn', 'Bengali', 'bn'],
  ['ur', 'Urdu', 'ur'],
  ['ta', 'Tamil', 'ta'],
  ['te', 'Telugu', 'te'],
  ['mr', 'Marathi', 'mr'],
  ['gu', 'Gujarati', 'gu'],
  ['pa', 'Punjabi', 'pa'],
  ['ne', 'Nepali', 'ne'],
];

export const ESPEAK_STYLE_BASE = 100;

const ESPEAK: SpeakerEntry[] = ESPEAK_VOICES.map(([voice, name, language, tonal], index) => {
  const base = ESPEAK_STYLE_BASE + index * 10;
  const make = (offset: number, styleName: string, style: EspeakStyle): VoiceStyle => ({
    engine: 'espeak', name: styleName, id: base + offset, style, voice, tonal: tonal ?? false,
  });
  return {
    name: `eSpeak NG ${name}`,
    speaker_uuid: stableUuid(`espeak/${voice}`),
    language,
    styles: [
      make(0, 'Normal', { variant: null, whisper: false }),
      make(1, 'Female', { variant: 'f3', whisper: false }),
      make(2, 'Whisper', { variant: null, whisper: true }),
    ],
  };
});

export const SPEAKERS: readonly SpeakerEntry[] = [JAPANESE, ...ESPEAK];

const byId = new Map<number, { speaker: SpeakerEntry; style: VoiceStyle }>();
for (const speaker of SPEAKERS) for (const style of speaker.styles) byId.set(style.id, { speaker, style });

export function findStyle(id: number): { speaker: SpeakerEntry; style: VoiceStyle } | null {
  return byId.get(id) ?? null;
}

/** The listing GET /tts/speakers answers. */
export function speakerListing(): Array<{ name: string; speaker_uuid: string; language: string; styles: Array<{ name: string; id: number }> }> {
  return SPEAKERS.map((speaker) => ({
    name: speaker.name,
    speaker_uuid: speaker.speaker_uuid,
    language: speaker.language,
    styles: speaker.styles.map((s) => ({ name: s.name, id: s.id })),
  }));
}

/**
 * Installed Piper voices get style ids from 5000 up (the built-in ones stay below 1000): each
 * voice's id comes from its catalogue id (FNV-1a, modulo the 5000 free ids), so it is the same
 * after a restart, on another machine and whatever else is installed; two voices whose ids
 * meet take the next free one, in the order of their catalogue ids.
 */
export const INSTALLED_VOICE_STYLE_BASE = 5000;
const INSTALLED_VOICE_STYLES = 5000;

export function installedVoiceStyleIds(voiceIds: readonly string[]): Map<string, number> {
  const taken = new Set<number>();
  const styles = new Map<string, number>();
  for (const id of [...voiceIds].sort()) {
    let slot = fnv1a(id) % INSTALLED_VOICE_STYLES;
    while (taken.has(slot)) slot = (slot + 1) % INSTALLED_VOICE_STYLES;
    taken.add(slot);
    styles.set(id, INSTALLED_VOICE_STYLE_BASE + slot);
  }
  return styles;
}

function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash;
}

/** An installed voice as GET /tts/speakers lists it, beside the built-in ones. */
export function installedVoiceSpeaker(voice: { id: string; name: string; language: string; styleId: number }) {
  return { name: voice.name, speaker_uuid: stableUuid(`piper/${voice.id}`), language: voice.language, styles: [{ name: 'Normal', id: voice.styleId }] };
}
