'use client';

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { FETCH_MAX_IDS, FINAL_STATUSES } from '@/lib/contract/limits/music';
import type { GenerationRecord } from '@/lib/contract/music';
import { ApiClientError, callEndpoint } from '@/lib/client';
import { musicApi } from '@/lib/client/endpoints/music';
import { loadHistory, PAST_PAGE, saveHistory } from './history';
import { backoffMs, delayAfterError, delayAfterSuccess, POLL_FIRST_MS, unknownIdOf } from './polling';

export const isFinal = (record: GenerationRecord | undefined) => !!record && FINAL_STATUSES.includes(record.status);

export interface PollNotice {
  message: string;
  /** The HTTP status of a refused poll (a 401: the session ended; the notice offers to sign in). */
  status?: number;
  /** When the next poll happens (ms since epoch). */
  nextAt: number;
}

/**
 * The generations this browser knows: the ones made in this visit and the ones remembered
 * from before (localStorage), with their records kept fresh by polling /music/fetch until
 * each reaches a final status.
 */
export function useGenerations() {
  const [order, setOrder] = useState<string[]>([]);
  const [records, setRecords] = useState<Record<string, GenerationRecord>>({});
  const [notice, setNotice] = useState<PollNotice | null>(null);
  const [loaded, setLoaded] = useState(false);

  const merge = useCallback((list: GenerationRecord[]) => {
    setRecords((current) => {
      const next = { ...current };
      for (const record of list) next[record.id] = record;
      return next;
    });
  }, []);

  const forget = useCallback((id: string) => {
    saveHistory(loadHistory().filter((x) => x !== id));
    setOrder((current) => current.filter((x) => x !== id));
  }, []);

  /** Fetches records in batches of the contract's maximum, dropping ids the server no longer knows. */
  const fetchRecords = useCallback(
    async (ids: string[], options: { signal?: AbortSignal; onHeaders?: (headers: Headers) => void } = {}) => {
      let remaining = [...ids];
      const found: GenerationRecord[] = [];
      while (remaining.length) {
        const batch = remaining.slice(0, FETCH_MAX_IDS);
        try {
          found.push(...(await callEndpoint(musicApi.fetch, { ids: batch.join(',') }, options)));
          remaining = remaining.slice(batch.length);
        } catch (error) {
          const stale = unknownIdOf(error);
          if (!stale) throw error;
          forget(stale);
          remaining = remaining.filter((id) => id !== stale);
        }
      }
      merge(found);
      return found;
    },
    [forget, merge],
  );

  // Past generations from this browser: the newest PAST_PAGE read once (after any made
  // meanwhile), older ones a page at a time when asked (showOlder).
  const [older, setOlder] = useState<string[]>([]);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const showPage = useCallback(
    (page: string[]) =>
      fetchRecords(page)
        .catch(() => undefined)
        .finally(() => setOrder((current) => [...current, ...loadHistory().filter((id) => page.includes(id) && !current.includes(id))])),
    [fetchRecords],
  );
  useEffect(() => {
    const saved = loadHistory();
    // Read once the page is interactive: the server render knows no history.
    void Promise.resolve()
      .then(() => showPage(saved.slice(0, PAST_PAGE)))
      .finally(() => {
        setOlder(saved.slice(PAST_PAGE));
        setLoaded(true);
      });
  }, [showPage]);

  const showOlder = useCallback(async () => {
    const page = older.slice(0, PAST_PAGE);
    setLoadingOlder(true);
    await showPage(page);
    setOlder((current) => current.filter((id) => !page.includes(id)));
    setLoadingOlder(false);
  }, [older, showPage]);

  const add = useCallback(
    (list: GenerationRecord[]) => {
      merge(list);
      const ids = list.map((r) => r.id);
      saveHistory([...ids, ...loadHistory()]);
      setOrder((current) => [...ids, ...current.filter((id) => !ids.includes(id))]);
    },
    [merge],
  );

  const pending = useMemo(() => order.filter((id) => records[id] && !isFinal(records[id])), [order, records]);
  const pendingKey = pending.join(',');
  const attempt = useRef(0);

  // Poll while anything is unfinished; stop as soon as every record is final.
  useEffect(() => {
    if (!pendingKey) return;
    const ids = pendingKey.split(',');
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = (delay: number) => {
      timer = setTimeout(tick, delay);
    };
    async function tick() {
      const seen: { headers: Headers | null } = { headers: null };
      try {
        await fetchRecords(ids, { signal: controller.signal, onHeaders: (h) => (seen.headers = h) });
        setNotice(null);
        schedule(delayAfterSuccess(attempt.current++, seen.headers));
      } catch (error) {
        if (controller.signal.aborted) return;
        const delay = delayAfterError(attempt.current++, error);
        const limited = error instanceof ApiClientError && error.status === 429;
        setNotice({
          message: limited ? `Rate limit reached; checking again in ${Math.ceil(delay / 1000)} s.` : `Could not check progress (${error instanceof Error ? error.message : 'network error'}); retrying.`,
          status: error instanceof ApiClientError ? error.status : undefined,
          nextAt: Date.now() + delay,
        });
        schedule(delay);
      }
    }
    schedule(attempt.current === 0 ? POLL_FIRST_MS : backoffMs(attempt.current));
    return () => {
      controller.abort();
      if (timer) clearTimeout(timer);
    };
  }, [pendingKey, fetchRecords]);

  // A new submission starts the backoff again from the shortest delay.
  const submitted = useCallback(
    (list: GenerationRecord[]) => {
      attempt.current = 0;
      add(list);
    },
    [add],
  );

  return { order, records, notice: pendingKey ? notice : null, loaded, submitted, pending, olderCount: older.length, showOlder, loadingOlder };
}
