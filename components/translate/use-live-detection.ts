'use client';

import { useEffect, useState } from 'react';
import { TRANSLATE_TEXT_MAX, TRANSLATE_TEXT_MIN } from '@/lib/contract/limits/translate';
import { api, callEndpoint } from '@/lib/client';

const DETECT_DELAY_MS = 400;

/**
 * Live detection while the source is "detect", so the picker can say what it found and
 * offer the targets that language reaches before anything is translated. Only text the
 * detect endpoint accepts (the contract's length rule) is sent. `remember` records what a
 * translation detected.
 */
export function useLiveDetection(text: string, active: boolean) {
  // The language the detector named for a given text (null: nothing to go on).
  const [detection, setDetection] = useState<{ text: string; lang: string | null } | null>(null);

  useEffect(() => {
    if (!active || text.length < TRANSLATE_TEXT_MIN || text.length > TRANSLATE_TEXT_MAX) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      callEndpoint(api.translate.detect, { text }, { signal: controller.signal })
        .then((result) => setDetection({ text, lang: result.lang === 'und' ? null : result.lang }))
        .catch(() => undefined);
    }, DETECT_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, active]);

  const detected = active && detection?.text === text ? detection.lang : null;
  return { detected, remember: (forText: string, lang: string) => setDetection({ text: forText, lang }) };
}
