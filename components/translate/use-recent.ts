'use client';

import { useCallback, useSyncExternalStore } from 'react';
import { announceStorageChange, storageSubscriber } from '@/lib/client/browser-storage';
import { parseOpenedFile, type OpenedFile } from './opened-file';

/** One translation the user made, kept in this browser only. */
export interface RecentTranslation {
  text: string;
  /** What the user picked: a language code or 'auto'. */
  source: string;
  target: string;
  /** The source language the answer gave (the detected one for auto). */
  lang: string;
  output: string;
  at: number;
  /** The file the text was opened from, if it was: picked again, its translation saves as that file. */
  file?: OpenedFile;
  /** What the list shows instead of the text's and the translation's first line (subtitles: their words). */
  preview?: { text: string; output: string };
}

const KEY = 'prism.translate.recent';
const KEEP = 12;
/**
 * A translation of a longer text is not kept: twelve documents of the page's length would
 * fill this origin's storage, which the chat's conversations share. The tab's draft keeps it.
 */
export const RECENT_TEXT_MAX = 20_000;
const CHANGED = 'prism:translate-recent';
const NONE: RecentTranslation[] = [];

// localStorage is the store; the parsed list is cached by its raw text so React sees the
// same array until the stored value changes.
let cache: { raw: string | null; items: RecentTranslation[] } = { raw: null, items: NONE };

function read(): RecentTranslation[] {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(KEY);
  } catch {
    return NONE;
  }
  if (raw === cache.raw) return cache.items;
  let items = NONE;
  try {
    const parsed: unknown = JSON.parse(raw ?? '[]');
    if (Array.isArray(parsed)) items = (parsed as RecentTranslation[]).filter((r) => typeof r?.text === 'string' && typeof r?.output === 'string').map(withCheckedFields);
  } catch {
    // A damaged entry: start again.
  }
  cache = { raw, items };
  return items;
}

/** An entry's optional fields as this page writes them; a damaged one is dropped, the entry kept. */
function withCheckedFields(item: RecentTranslation): RecentTranslation {
  const { file, preview, ...rest } = item;
  const checkedFile = file === undefined ? null : parseOpenedFile(file);
  const checkedPreview = typeof preview?.text === 'string' && typeof preview.output === 'string' ? { text: preview.text, output: preview.output } : null;
  return { ...rest, ...(checkedFile ? { file: checkedFile } : {}), ...(checkedPreview ? { preview: checkedPreview } : {}) };
}

function write(items: RecentTranslation[]): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(items));
  } catch {
    // Storage full or disabled (private mode): nothing is kept.
  }
  announceStorageChange(CHANGED);
}

const subscribe = storageSubscriber(CHANGED);

/** The last translations (newest first, up to RECENT_TEXT_MAX characters), in localStorage; the same text and pair is kept once. */
export function useRecentTranslations() {
  const items = useSyncExternalStore(subscribe, read, () => NONE);
  const add = useCallback((item: RecentTranslation) => {
    if (item.text.length > RECENT_TEXT_MAX) return;
    const rest = read().filter((r) => !(r.text === item.text && r.source === item.source && r.target === item.target));
    write([item, ...rest].slice(0, KEEP));
  }, []);
  const clear = useCallback(() => write([]), []);
  return { items, add, clear };
}
