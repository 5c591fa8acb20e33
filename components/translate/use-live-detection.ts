'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { TRANSLATE_TEXT_MAX, TRANSLATE_TEXT_MIN, UNDETERMINED_LANGUAGE } from '@/lib/contract/limits/translate';
import { ApiClientError, callEndpoint } from '@/lib/client';
import { translateApi } from '@/lib/client/endpoints/translate';

/** A detection's language, or null for "undetermined", which the picker does not name. */
const known = (lang: string): string | null => (lang === UNDETERMINED_LANGUAGE ? null : lang);

const DETECT_DELAY_MS = 400;

/**
 * Live detection spends requests the user never asked for. Under a small limit (a demo link's
 * 10 a minute) a typed sentence once spent them all, and the Translate press that followed was
 * refused. It stops while less than half of the window's budget is left (or after a 429),
 * until the window resets; a translation still detects the language itself. The text typed
 * meanwhile is detected when the window resets, so the picker is not left saying nothing.
 */
let pausedUntil = 0;
function pauseIfBudgetLow(headers: Headers) {
  const limit = Number(headers.get('ratelimit-limit'));
  const remaining = Number(headers.get('ratelimit-remaining'));
  const reset = Number(headers.get('ratelimit-reset'));
  if (limit > 0 && remaining < limit / 2 && Number.isFinite(reset)) pausedUntil = Date.now() + reset * 1000;
}

/**
 * Live detection while the source is "detect", so the picker can say what it found and
 * offer the targets that language reaches before anything is translated. Only text the
 * detect endpoint accepts (the contract's length rule) is sent. `remember` records what a
 * translation detected.
 */
export function useLiveDetection(text: string, active: boolean) {
  // The language the detector named for a given text (null: nothing to go on).
  const [detection, setDetection] = useState<{ text: string; lang: string | null } | null>(null);
  // One detection at a time: typing on does not cut one short (the server would count and
  // compute it all the same); the newest text waits for it, and older ones are skipped.
  const inFlight = useRef(false);
  const waiting = useRef<string | null>(null);
  // Aborted when the page goes away, not when the text changes.
  const mounted = useRef<AbortController | null>(null);
  // The newest text's detection put off by a pause; cleared when the text changes.
  const resumeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const detect = useCallback(function detectNow(forText: string) {
    if (Date.now() < pausedUntil) {
      clearTimeout(resumeTimer.current);
      resumeTimer.current = setTimeout(() => {
        if (mounted.current?.signal.aborted === false) detectNow(forText);
      }, pausedUntil - Date.now() + DETECT_DELAY_MS);
      return;
    }
    if (inFlight.current) {
      waiting.current = forText;
      return;
    }
    inFlight.current = true;
    let refused = false;
    callEndpoint(translateApi.detect, { text: forText }, { signal: mounted.current?.signal, onHeaders: pauseIfBudgetLow })
      .then((result) => setDetection({ text: forText, lang: known(result.lang) }))
      .catch((error: unknown) => {
        if (error instanceof ApiClientError && error.retryAfterMs !== null) {
          pausedUntil = Date.now() + error.retryAfterMs;
          refused = true;
        }
      })
      .finally(() => {
        inFlight.current = false;
        const next = waiting.current;
        waiting.current = null;
        if (mounted.current?.signal.aborted !== false) return;
        // A refused text is asked for again when the window resets, unless a newer one waits.
        if (next !== null && next !== forText) detectNow(next);
        else if (refused) detectNow(forText);
      });
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    mounted.current = controller;
    return () => {
      controller.abort();
      clearTimeout(resumeTimer.current);
    };
  }, []);

  useEffect(() => {
    if (!active || text.length < TRANSLATE_TEXT_MIN || text.length > TRANSLATE_TEXT_MAX) return;
    const timer = setTimeout(() => detect(text), DETECT_DELAY_MS);
    return () => {
      clearTimeout(timer);
      clearTimeout(resumeTimer.current);
    };
  }, [text, active, detect]);

  const detected = active && detection?.text === text ? detection.lang : null;
  // A translation's "undetermined" leaves what the live detection found as it was.
  const remember = (forText: string, lang: string) => {
    if (known(lang)) setDetection({ text: forText, lang });
  };
  return { detected, remember };
}
