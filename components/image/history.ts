import { announceStorageChange, storageSubscriber } from '@/lib/client/browser-storage';
import type { OperationId } from './operations';

/** One finished run, remembered in this browser (the images live on the server). */
export interface RecentResult {
  id: string;
  op: OperationId;
  /** What was asked, e.g. "4× upscale" or "Bokeh high · muted". */
  summary: string;
  before: string;
  after: string;
  /** File name the download suggests, without extension (the server adds it). */
  downloadName: string;
  width?: number;
  height?: number;
  seconds: number;
  note?: string;
  /** Which engine made it (the API's `engine`). */
  engine?: string;
  at: number;
}

const KEY = 'prism.image.results';
/** Results remembered: a batch of this many photos keeps every one (the page shows a row of them until asked for all). */
export const RECENT_LIMIT = 50;

const isRecent = (value: unknown): value is RecentResult => {
  const r = value as RecentResult;
  return !!r && typeof r.id === 'string' && typeof r.after === 'string' && typeof r.before === 'string' && typeof r.op === 'string';
};

function parseRecent(raw: string | null): RecentResult[] {
  try {
    const value = JSON.parse(raw ?? '[]') as unknown;
    return Array.isArray(value) ? value.filter(isRecent).slice(0, RECENT_LIMIT) : [];
  } catch {
    return [];
  }
}

/** Whether the list was kept (false: private mode or a full quota). */
function saveRecent(list: RecentResult[]): boolean {
  try {
    localStorage.setItem(KEY, JSON.stringify(list));
    return true;
  } catch {
    return false;
  }
}

// A tiny external store over localStorage, read with useSyncExternalStore: the server
// renders an empty list, the browser its own, without a setState-in-effect round trip.
// Read from storage on every snapshot (cached by the raw text), not once per tab: a tab that
// kept its own copy wrote it back over the results another tab had added meanwhile.
const EMPTY: RecentResult[] = [];
let cache: { raw: string | null; list: RecentResult[] } = { raw: null, list: EMPTY };
// When storage cannot keep the list, it lasts for this visit only.
let unsaved: RecentResult[] | null = null;
const CHANGED = 'prism:image-results';
export const subscribeRecent = storageSubscriber(CHANGED);

export function recentSnapshot(): RecentResult[] {
  if (unsaved) return unsaved;
  let raw: string | null;
  try {
    raw = localStorage.getItem(KEY);
  } catch {
    return EMPTY;
  }
  if (raw !== cache.raw) cache = { raw, list: parseRecent(raw) };
  return cache.list;
}

export const recentServerSnapshot = (): RecentResult[] => EMPTY;

export function setRecent(list: RecentResult[]): void {
  const next = list.slice(0, RECENT_LIMIT);
  unsaved = saveRecent(next) ? null : next;
  announceStorageChange(CHANGED);
}
