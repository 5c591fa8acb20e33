'use client';

import { useEffect, useMemo, useState } from 'react';
import { TRANSLATE_TEXT_MAX } from '@/lib/contract/limits/translate';
import { loadPart } from '@/lib/client/api';

export type PlanModule = typeof import('./plan');

/** plan.ts, loaded once when first needed; a failed load is tried again on the next call. */
export const loadPlan = (): Promise<PlanModule> => loadPart(() => import('./plan'));

/**
 * Whether a text may need a plan (translationPlan may not return null): it is longer than one
 * request takes, opens as subtitles can (a digit or WEBVTT: split-subtitles.ts reads the rest)
 * or as front matter does (--- or +++), or holds a cue's arrow (subtitles whose first cue is
 * damaged), a backtick (inline code, a fence), a tag's <, a link's ]( or a reference's ][ or
 * ]:, a web address (:// or www.) or a line a tilde fence can open. Looser than the splitters
 * on purpose, so everything else is sent at once without
 * loading them; tests/unit/translate-plan.test.ts holds the two together.
 */
export const mayNeedPlan = (text: string): boolean =>
  text.length > TRANSLATE_TEXT_MAX || /^\s*(?:WEBVTT|\d)|^(?:---|\+\+\+)/.test(text) || text.includes('-->') || /[`<]|\][([:]|:\/\/|www\./.test(text) || /^ {0,3}~{3}/m.test(text);

/**
 * The plan of the text in the box: null for a text sent at once; for one that may need parts,
 * null too until plan.ts has loaded (moments after it was typed, pasted or opened).
 */
export function useTranslationPlan(text: string) {
  const needed = mayNeedPlan(text);
  const [planModule, setPlanModule] = useState<PlanModule | null>(null);
  useEffect(() => {
    if (!needed || planModule) return;
    let current = true;
    // A failed load says so when the text is sent (translate loads it again then).
    loadPlan().then(
      (loaded) => current && setPlanModule(loaded),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [needed, planModule]);
  return useMemo(() => (needed && planModule ? planModule.translationPlan(text) : null), [needed, planModule, text]);
}
