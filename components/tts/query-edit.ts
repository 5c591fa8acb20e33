import { AUDIO_QUERY_BOUNDS } from '@/lib/contract/limits/tts';
import type { AccentPhrase, AudioQuery, Mora, SAMPLING_RATES } from '@/lib/contract/tts';

/**
 * Pure helpers of the playground: the query-wide settings (the sliders), and immutable edits
 * of one line's accent phrases. No React here, so the rules are easy to read and test.
 */

export type ScaleName = keyof typeof AUDIO_QUERY_BOUNDS;

export interface Settings {
  scales: Record<ScaleName, number>;
  outputSamplingRate: (typeof SAMPLING_RATES)[number];
  outputStereo: boolean;
  upspeak: boolean;
}

export const DEFAULT_SETTINGS: Settings = {
  scales: Object.fromEntries(Object.entries(AUDIO_QUERY_BOUNDS).map(([name, b]) => [name, b.default])) as Record<ScaleName, number>,
  outputSamplingRate: 24000,
  outputStereo: false,
  upspeak: true,
};

/** A line's query with the sliders applied; from `fromPhrase` on when playing from a phrase. */
export function withSettings(query: AudioQuery, settings: Settings, fromPhrase = 0): AudioQuery {
  return {
    ...query,
    ...settings.scales,
    accent_phrases: query.accent_phrases.slice(fromPhrase),
    outputSamplingRate: settings.outputSamplingRate,
    outputStereo: settings.outputStereo,
  };
}

export type MoraField = 'pitch' | 'vowel_length' | 'consonant_length';

export function editMora(phrases: AccentPhrase[], phrase: number, mora: number, field: MoraField, value: number): AccentPhrase[] {
  return phrases.map((p, pi) =>
    pi !== phrase ? p : { ...p, moras: p.moras.map((m, mi): Mora => (mi !== mora ? m : { ...m, [field]: value })) },
  );
}

export function editPause(phrases: AccentPhrase[], phrase: number, length: number): AccentPhrase[] {
  return phrases.map((p, pi) => (pi !== phrase || !p.pause_mora ? p : { ...p, pause_mora: { ...p.pause_mora, vowel_length: length } }));
}

export function editAccent(phrases: AccentPhrase[], phrase: number, accent: number): AccentPhrase[] {
  return phrases.map((p, pi) => (pi !== phrase ? p : { ...p, accent }));
}

/** Tokyo-Japanese melody of a phrase: which moras are high for an accent (VOICEVOX's notation: flat = last mora). */
export function isHigh(accent: number, moraIndex: number): boolean {
  return accent === 1 ? moraIndex === 0 : moraIndex >= 1 && moraIndex < accent;
}

/** The VOICEVOX-style kana of one phrase, for its heading: ' after the nucleus. */
export function phraseKana(phrase: AccentPhrase): string {
  return phrase.moras.map((m, i) => `${m.text}${i + 1 === phrase.accent ? "'" : ''}`).join('');
}

export const hz = (logF0: number) => (logF0 > 0 ? `${Math.round(Math.exp(logF0))} Hz` : 'unvoiced');
export const ms = (seconds: number) => `${Math.round(seconds * 1000)} ms`;
