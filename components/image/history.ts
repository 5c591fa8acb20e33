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
export const RECENT_LIMIT = 12;

const isRecent = (value: unknown): value is RecentResult => {
  const r = value as RecentResult;
  return !!r && typeof r.id === 'string' && typeof r.after === 'string' && typeof r.before === 'string' && typeof r.op === 'string';
};

export function loadRecent(): RecentResult[] {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? '[]') as unknown;
    return Array.isArray(value) ? value.filter(isRecent).slice(0, RECENT_LIMIT) : [];
  } catch {
    return [];
  }
}

export function saveRecent(list: RecentResult[]): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(list.slice(0, RECENT_LIMIT)));
  } catch {
    // Private mode or a full quota: the list lasts for this visit only.
  }
}

// A tiny external store over localStorage, read with useSyncExternalStore: the server
// renders an empty list, the browser its own, without a setState-in-effect round trip.
const EMPTY: RecentResult[] = [];
let cache: RecentResult[] | null = null;
const listeners = new Set<() => void>();

export function subscribeRecent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const recentSnapshot = (): RecentResult[] => (cache ??= loadRecent());
export const recentServerSnapshot = (): RecentResult[] => EMPTY;

export function setRecent(list: RecentResult[]): void {
  cache = list.slice(0, RECENT_LIMIT);
  saveRecent(cache);
  for (const listener of listeners) listener();
}
