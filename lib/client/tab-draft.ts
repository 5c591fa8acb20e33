import { useEffect, useRef } from 'react';

/**
 * A page's work that should outlive a reload of its tab (the speech playground's edits, the
 * downloader's rows, the face studio's results): kept in sessionStorage under `key`, so each
 * tab has its own and two tabs never write over each other; gone with the tab. `parse` checks
 * what comes back (null: nothing usable), so a damaged entry is dropped, never sent. The saved
 * work is handed to `restore` once the page is interactive (the server render knows none);
 * after that, `value` is saved whenever it changes (memoise it: a new object each render is a
 * write each render). `onNone`, when nothing usable was saved, is where a page opens what its
 * address asks for (the translator's share link) without undoing a reload's work.
 */
export function useTabDraft<T>(key: string, value: T, parse: (raw: unknown) => T | null, restore: (saved: T) => void, onNone?: () => void): void {
  const restored = useRef(false);
  const latest = useRef({ parse, restore, onNone });
  useEffect(() => {
    latest.current = { parse, restore, onNone };
  });
  // Before the restoring effect, so the first render's defaults do not write over the draft.
  useEffect(() => {
    if (!restored.current) return;
    try {
      sessionStorage.setItem(key, JSON.stringify(value));
    } catch {
      // Storage full or disabled (a sandboxed frame): the work lasts while the page is open.
    }
  }, [key, value]);
  useEffect(() => {
    // Once (development runs an effect twice).
    if (restored.current) return;
    restored.current = true;
    let saved: T | null = null;
    try {
      saved = latest.current.parse(JSON.parse(sessionStorage.getItem(key) ?? 'null'));
    } catch {
      saved = null;
    }
    void Promise.resolve().then(() => (saved !== null ? latest.current.restore(saved) : latest.current.onNone?.()));
  }, [key]);
}
