'use client';

import { useEffect, useRef } from 'react';
import { SPEAKER_ID_MAX } from '@/lib/contract/limits/tts';
import { sanitizeSettings } from './presets';
import type { Settings } from './query-edit';
import type { Line } from './use-speech-lines';

/**
 * The playground's work in this tab: the text, the voice, the sliders and every line's query
 * with its edits. A reload once lost them all, an hour of pitch edits with them. Kept in
 * sessionStorage (each tab its own, so two tabs never write over each other; gone with the
 * tab). Checked on the way back in: a damaged entry is dropped, never sent.
 */
export interface Draft {
  text: string;
  speaker: number;
  settings: Settings;
  lines: Line[];
  selected: number;
}

const KEY = 'prism.tts.draft';

function isLine(value: unknown): value is Line {
  const line = value as Line;
  return typeof line?.text === 'string' && typeof line.speaker === 'number' && Array.isArray(line.query?.accent_phrases);
}

function isSpeaker(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) <= SPEAKER_ID_MAX;
}

export function loadDraft(): Draft | null {
  try {
    const raw = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<Draft> | null;
    if (!raw || typeof raw.text !== 'string' || !isSpeaker(raw.speaker)) return null;
    const lines = Array.isArray(raw.lines) ? raw.lines.filter(isLine) : [];
    const selected = Number.isInteger(raw.selected) && raw.selected! >= 0 && raw.selected! < lines.length ? raw.selected! : 0;
    return { text: raw.text, speaker: raw.speaker, settings: sanitizeSettings(raw.settings), lines, selected };
  } catch {
    return null;
  }
}

function saveDraft(draft: Draft): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the work lasts while the page is open.
  }
}

/**
 * Puts a saved draft back once the page is interactive (the server render knows none), then
 * saves the work after each change.
 */
export function useTabDraft(draft: Draft, restore: (saved: Draft) => void): void {
  const restored = useRef(false);
  const restoreRef = useRef(restore);
  useEffect(() => {
    restoreRef.current = restore;
  });
  // Before the restoring effect, so the first render's defaults do not write over the draft.
  useEffect(() => {
    if (restored.current) saveDraft(draft);
  }, [draft]);
  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    const saved = loadDraft();
    if (saved) void Promise.resolve().then(() => restoreRef.current(saved));
  }, []);
}
