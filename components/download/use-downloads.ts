'use client';

import { useCallback, useMemo, useRef, useState } from 'react';
import { useTabDraft } from '@/lib/client/tab-draft';
import { ApiClientError, callEndpoint } from '@/lib/client';
import { socialApi } from '@/lib/client/endpoints/social';
import type { DownloadResult } from './file-name';

export type RowStatus = 'waiting' | 'reading' | 'done' | 'failed';

export interface DownloadRow {
  key: string;
  url: string;
  status: RowStatus;
  result?: DownloadResult;
  error?: string;
  /** The HTTP status of a refused read (a 401 offers to sign in again). */
  errorStatus?: number;
  /** When the result was read (ms since the epoch): its media links are the sites' own and expire. */
  readAt?: number;
}

/** Reading a post runs yt-dlp on the server: a few at a time keeps a long paste fair. */
const CONCURRENCY = 3;

/**
 * The rows outlive a reload of the tab (useTabDraft): a reload once lost every result and the
 * links still waiting in a long paste. Those waiting or being read are read again, and so is a
 * result read more than READ_AGAIN_AFTER_MS before: the media links in it are the sites' own,
 * signed for hours at most (a YouTube or TikTok video's for a few), and saving through an
 * expired one fails with the site's 403.
 */
const KEY = 'prism.download.rows';
const KEPT_ROWS = 50;
const READ_AGAIN_AFTER_MS = 60 * 60_000;
const STATUSES: readonly RowStatus[] = ['waiting', 'reading', 'done', 'failed'];

/** A result the card can show: a title, the metadata and the media list (a damaged one is read again). */
const showable = (result: DownloadResult | undefined) =>
  typeof result?.title === 'string' && typeof result.username === 'string' && Array.isArray(result.contents) && Array.isArray(result.metadata?.comments);

/** A kept result that should be read again: damaged, or its links may have expired (an unknown age counts as old). */
const readAgain = (row: DownloadRow, now: number) =>
  !showable(row.result) || typeof row.readAt !== 'number' || !(now - row.readAt < READ_AGAIN_AFTER_MS);

function parseRows(value: unknown): DownloadRow[] | null {
  if (!Array.isArray(value)) return null;
  const now = Date.now();
  return value
    .filter((row: DownloadRow) => typeof row?.key === 'string' && typeof row.url === 'string' && STATUSES.includes(row.status))
    .map((row: DownloadRow) =>
      row.status === 'reading' || (row.status === 'done' && readAgain(row, now)) ? { key: row.key, url: row.url, status: 'waiting' as const } : row,
    );
}

/**
 * One row per pasted URL, each with its own status, read a few at a time. A newer paste
 * goes on top; a failed row can be tried again alone.
 */
export function useDownloads() {
  const [rows, setRows] = useState<DownloadRow[]>([]);
  const queue = useRef<DownloadRow[]>([]);
  const running = useRef(0);
  const counter = useRef(0);

  const update = useCallback((key: string, patch: Partial<DownloadRow>) => {
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  }, []);

  const read = useCallback(
    async (row: DownloadRow) => {
      update(row.key, { status: 'reading', error: undefined, errorStatus: undefined });
      try {
        const result = await callEndpoint(socialApi.download, { url: row.url });
        update(row.key, { status: 'done', result, readAt: Date.now() });
      } catch (error) {
        const message = error instanceof ApiClientError || error instanceof Error ? error.message : 'The request failed';
        update(row.key, { status: 'failed', error: message, errorStatus: error instanceof ApiClientError ? error.status : undefined });
      }
    },
    [update],
  );

  /** Starts workers up to the limit; each takes rows from the queue until it is empty. */
  const pump = useCallback(() => {
    const worker = async () => {
      for (let row = queue.current.shift(); row; row = queue.current.shift()) await read(row);
      running.current -= 1;
    };
    while (running.current < CONCURRENCY && queue.current.length) {
      running.current += 1;
      void worker();
    }
  }, [read]);

  const kept = useMemo(() => rows.slice(0, KEPT_ROWS), [rows]);
  useTabDraft(KEY, kept, parseRows, (stored) => {
    setRows((current) => [...current, ...stored]);
    queue.current.push(...stored.filter((row) => row.status === 'waiting'));
    pump();
  });

  const start = useCallback(
    (urls: string[]) => {
      // Unique across reloads: restored rows keep their keys.
      const added = urls.map((url) => ({ key: `${Date.now().toString(36)}-${(counter.current += 1)}`, url, status: 'waiting' as const }));
      setRows((current) => [...added, ...current]);
      queue.current.push(...added);
      pump();
    },
    [pump],
  );

  const retry = useCallback(
    (key: string) => {
      const row = rows.find((r) => r.key === key);
      if (!row) return;
      update(key, { status: 'waiting', error: undefined, errorStatus: undefined, result: undefined });
      queue.current.push(row);
      pump();
    },
    [rows, update, pump],
  );

  const clear = useCallback(() => {
    queue.current = [];
    setRows((current) => current.filter((row) => row.status === 'reading'));
  }, []);

  return { rows, start, retry, clear };
}
