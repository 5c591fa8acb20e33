'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { TRANSLATE_TEXT_MAX, TRANSLATE_TEXT_MIN } from '@/lib/contract/limits/translate';
import { api, ApiClientError, callEndpoint } from '@/lib/client';
import { joinParts, splitText } from '@/lib/client/split-text';

type Values = { text: string; source_lang: string; target_lang: string };
export type LongResult = { text: string; lang: string; path?: string[]; engine?: string };

/** How far a translation in parts has come: parts done of all; `stopped` by the user. */
export type Progress = { done: number; total: number; stopped: boolean; waitSeconds?: number };

/**
 * What a translation in parts has done (while it runs, or once stopped or failed): the parts
 * translated, the language found and the source the rest is sent as. Enough to show them and
 * to go on from the next part, here or after a reload (the tab's draft keeps it).
 */
export type LongPartial = { values: Values; translated: string[]; source: string } & Omit<LongResult, 'text'>;

/** Whether the form holds what a run was started with (so going on from its parts is still right). */
export const sameValues = (a: Values, b: { text: string; source_lang: string; target_lang?: string }) =>
  a.text === b.text && a.source_lang === b.source_lang && a.target_lang === b.target_lang;

/** The parts done, joined as the text had them. */
export function partialText({ values, translated }: LongPartial): string {
  const split = splitText(values.text, TRANSLATE_TEXT_MAX);
  return joinParts({ lead: split.lead, parts: split.parts.slice(0, translated.length) }, translated).trimEnd();
}

/** How many times one part waits out a 429 before it counts as failed. */
const RATE_LIMIT_WAITS = 3;
/** A wait longer than this is not sat through: the part fails and says so. */
const LONGEST_WAIT_MS = 65_000;

/**
 * Text longer than one request takes, translated in parts (split-text.ts), one after another:
 * the translation fills in part by part, Stop keeps the parts done, and a failed part keeps
 * them too and says which part failed. A part refused for the rate limit (a demo link allows
 * 10 calls a minute) waits as long as the answer says and is sent again. With "detect", the
 * first part's language is the source of the rest, as a short later part could be read as
 * another language.
 */
export function useLongTranslation() {
  const [progress, setProgress] = useState<Progress | null>(null);
  const [error, setError] = useState<ApiClientError | null>(null);
  const [partial, setPartial] = useState<LongPartial | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  /**
   * `onPart`: the parts translated so far, joined as the text had them, after each part.
   * `from`: a stopped or failed run of the same text, to go on from its next part.
   */
  const run = useCallback(async (values: Values, onPart: (sofar: LongResult) => void, onDone: (result: LongResult) => void, from?: LongPartial) => {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    setError(null);
    const split = splitText(values.text, TRANSLATE_TEXT_MAX);
    const total = split.parts.length;
    const translated = [...(from?.translated ?? [])];
    let source = from?.source ?? values.source_lang;
    let first: Omit<LongResult, 'text'> | null = from ? { lang: from.lang, path: from.path, engine: from.engine } : null;
    setProgress({ done: translated.length, total, stopped: false });
    try {
      for (const part of split.parts.slice(translated.length)) {
        // Too short to send (the contract's minimum): kept as written, a number or an initial.
        if (part.text.length < TRANSLATE_TEXT_MIN) {
          translated.push(part.text);
          continue;
        }
        const input = { text: part.text, source_lang: source, target_lang: values.target_lang };
        const result = await withRateLimitWaits(() => callEndpoint(api.translate.predict, input, { signal: abort.signal }), abort.signal, (ms) =>
          setProgress({ done: translated.length, total, stopped: false, waitSeconds: Math.ceil(ms / 1000) }),
        );
        // Stopped, or a newer run took over, while this part was answered: its screen is not ours.
        if (abort.signal.aborted) return;
        translated.push(result.text);
        first ??= { lang: result.lang, path: result.path, engine: result.engine };
        if (source === 'auto' && result.lang !== 'und') source = result.lang;
        setProgress({ done: translated.length, total, stopped: false });
        const sofar = { values, translated: [...translated], source, ...first };
        setPartial(sofar);
        onPart({ text: partialText(sofar), ...first });
      }
      setProgress(null);
      setPartial(null);
      onDone({ text: joinParts(split, translated), lang: first?.lang ?? source, path: first?.path, engine: first?.engine });
    } catch (failure) {
      if (abort.signal.aborted) return;
      const part = translated.length + 1;
      const message = failure instanceof Error ? failure.message : String(failure);
      // The server's error, kept whole (a 401 still offers to sign in), saying which part it stopped at.
      const known = failure instanceof ApiClientError ? failure : null;
      setError(new ApiClientError(`Part ${part} of ${total} could not be translated: ${message}`, known?.status ?? 0, known?.headers ?? new Headers(), known?.code, known?.details));
    } finally {
      if (controller.current === abort) controller.current = null;
    }
  }, []);

  /** Stops after the part in flight is cut off; the parts done stay on screen. */
  const stop = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setProgress((now) => (now ? { ...now, stopped: true } : null));
  }, []);

  const reset = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setProgress(null);
    setError(null);
    setPartial(null);
  }, []);

  /** Shows a run kept from before a reload as stopped, ready to go on. */
  const restore = useCallback((kept: LongPartial) => {
    setPartial(kept);
    setProgress({ done: kept.translated.length, total: splitText(kept.values.text, TRANSLATE_TEXT_MAX).parts.length, stopped: true });
  }, []);

  const running = progress !== null && !progress.stopped && error === null;
  return { run, stop, reset, restore, progress, partial, running, error };
}

/** Calls again after a 429 once its Retry-After has passed (a few times, never for long). */
async function withRateLimitWaits<T>(call: () => Promise<T>, signal: AbortSignal, onWait: (ms: number) => void): Promise<T> {
  for (let waits = 0; ; waits++) {
    try {
      return await call();
    } catch (error) {
      const wait = error instanceof ApiClientError && error.status === 429 ? error.retryAfterMs : null;
      if (wait === null || waits >= RATE_LIMIT_WAITS || wait > LONGEST_WAIT_MS) throw error;
      onWait(wait);
      await sleep(wait, signal);
    }
  }
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    }, { once: true });
  });
}
