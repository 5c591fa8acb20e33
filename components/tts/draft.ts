import { SPEAKER_ID_MAX } from '@/lib/contract/limits/tts';
import { sanitizeSettings } from './presets';
import type { Settings } from './query-edit';
import type { Line } from './use-speech-lines';

/**
 * The playground's work in this tab (useTabDraft): the text, the voice, the sliders and every
 * line's query with its edits. A reload once lost them all, an hour of pitch edits with them.
 */
export interface Draft {
  text: string;
  speaker: number;
  settings: Settings;
  lines: Line[];
  selected: number;
}

export const TTS_DRAFT_KEY = 'prism.tts.draft';

/** A mora the editor can draw: its text, pitch and vowel length. */
const isMora = (mora: unknown) => {
  const m = mora as { text?: unknown; pitch?: unknown; vowel_length?: unknown } | null;
  return typeof m?.text === 'string' && typeof m.pitch === 'number' && typeof m.vowel_length === 'number';
};

function isLine(value: unknown): value is Line {
  const line = value as Line;
  return (
    typeof line?.text === 'string' &&
    typeof line.speaker === 'number' &&
    Array.isArray(line.query?.accent_phrases) &&
    line.query.accent_phrases.every((phrase) => typeof phrase?.accent === 'number' && Array.isArray(phrase.moras) && phrase.moras.every(isMora))
  );
}

function isSpeaker(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) <= SPEAKER_ID_MAX;
}

/** A saved draft, checked: slider settings back within bounds, damaged lines dropped. */
export function parseDraft(value: unknown): Draft | null {
  const raw = value as Partial<Draft> | null;
  if (!raw || typeof raw.text !== 'string' || !isSpeaker(raw.speaker)) return null;
  const lines = Array.isArray(raw.lines) ? raw.lines.filter(isLine) : [];
  const selected = Number.isInteger(raw.selected) && raw.selected! >= 0 && raw.selected! < lines.length ? raw.selected! : 0;
  return { text: raw.text, speaker: raw.speaker, settings: sanitizeSettings(raw.settings), lines, selected };
}
