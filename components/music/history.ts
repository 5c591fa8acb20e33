/**
 * Past generations, remembered in this browser: the ids only (the records live on the
 * server), newest first. The page shows them PAST_PAGE at a time; the list itself once held
 * only 40, so the 41st song dropped the oldest from the studio while the server kept it.
 * HISTORY_LIMIT ids are some 60 KB of storage.
 */
const KEY = 'prism.music.generations';
export const HISTORY_LIMIT = 2000;
export const PAST_PAGE = 40;

export function loadHistory(): string[] {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? '[]') as unknown;
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(id)).slice(0, HISTORY_LIMIT) : [];
  } catch {
    return [];
  }
}

export function saveHistory(ids: string[]): void {
  try {
    localStorage.setItem(KEY, JSON.stringify([...new Set(ids)].slice(0, HISTORY_LIMIT)));
  } catch {
    // Private mode or a full quota: the list lasts for this visit only.
  }
}
