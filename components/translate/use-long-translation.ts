'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiClientError } from '@/lib/client';
import { loadPart } from '@/lib/client/api';
import type { TranslationPlan } from './plan';
import { loadPlan } from './use-translation-plan';

export type Values = { text: string; source_lang: string; target_lang: string };
export type LongResult = { text: string; lang: string; path?: string[]; engine?: string };

/** How far a translation in parts has come: parts done of all (cues, for subtitles: `kind`); `stopped` by the user. */
export type Progress = { done: number; total: number; stopped: boolean; waitSeconds?: number; kind: TranslationPlan['kind'] };

/**
 * What a translation in parts has done (while it runs, or once stopped or failed): the parts
 * translated, the language found and the source the rest is sent as. Enough to show them and
 * to go on from the next part, here or after a reload (the tab's draft keeps it).
 */
export type LongPartial = { values: Values; translated: string[]; source: string } & Omit<LongResult, 'text'>;

/** Whether the form holds what a run was started with (so going on from its parts is still right). */
export const sameValues = (a: Values, b: { text: string; source_lang: string; target_lang?: string }) =>
  a.text === b.text && a.source_lang === b.source_lang && a.target_lang === b.target_lang;

/**
 * A text longer than one request takes, translated in parts (translate-in-parts.ts does the
 * work): the translation fills in part by part, Stop keeps the parts done, and a failed part
 * keeps them too and says which part failed.
 */
export function useLongTranslation() {
  const [progress, setProgress] = useState<Progress | null>(null);
  const [error, setError] = useState<ApiClientError | null>(null);
  const [partial, setPartial] = useState<LongPartial | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  /**
   * `plan`: the text's (plan.ts's planOf). `onPart`: the parts translated so far, joined as the
   * text had them, after each part. `from`: a stopped or failed run of the same text, to go on
   * from its next part.
   */
  const run = useCallback(async (values: Values, plan: TranslationPlan, onPart: (sofar: LongResult) => void, onDone: (result: LongResult) => void, from?: LongPartial) => {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    setError(null);
    setProgress({ done: from?.translated.length ?? 0, total: plan.split.parts.length, stopped: false, kind: plan.kind });
    try {
      const { translateInParts } = await loadPart(() => import('./translate-in-parts'));
      const result = await translateInParts(values, plan, from, abort.signal, {
        progress: setProgress,
        partial: (sofar, text) => {
          setPartial(sofar);
          onPart({ text, lang: sofar.lang, path: sofar.path, engine: sofar.engine });
        },
      });
      // Stopped, or a newer run took over: its screen is not ours.
      if (!result || abort.signal.aborted) return;
      setProgress(null);
      setPartial(null);
      onDone(result);
    } catch (failure) {
      if (abort.signal.aborted) return;
      setError(failure instanceof ApiClientError ? failure : new ApiClientError(String(failure), 0, new Headers()));
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

  /**
   * Shows a run kept from before a reload as stopped, ready to go on; `onShown` gets its parts
   * done, joined as the text had them, once plan.ts has loaded (unless another run or a reset
   * came first). The run is kept from the first moment, so a draft saved meanwhile holds it.
   */
  const restore = useCallback((kept: LongPartial, onShown: (text: string) => void) => {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    setPartial(kept);
    loadPlan().then(
      ({ planOf, joinedParts }) => {
        if (abort.signal.aborted) return;
        const { split, kind } = planOf(kept.values.text);
        setProgress({ done: kept.translated.length, total: split.parts.length, stopped: true, kind });
        onShown(joinedParts(split, kept.translated));
      },
      (failure: ApiClientError) => {
        if (abort.signal.aborted) return;
        // Only Continue shows (the failure says why), so neither the total nor the kind is read.
        setProgress({ done: kept.translated.length, total: kept.translated.length + 1, stopped: true, kind: 'long' });
        setError(failure);
      },
    );
  }, []);

  const running = progress !== null && !progress.stopped && error === null;
  return { run, stop, reset, restore, progress, partial, running, error };
}
