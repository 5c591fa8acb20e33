'use client';

import { useMemo } from 'react';
import type { z } from 'zod';
import type { languagesResult } from '@/lib/contract/translate';

type TranslatorLanguage = z.infer<typeof languagesResult>['languages'][number];
import { nameOf } from './language-names';
import type { LanguageOption } from './language-select';

/**
 * What the pickers offer, from GET /translate/languages: sources that reach some target;
 * targets the (chosen or detected) source reaches, or every target before one is known;
 * whether the chosen pair is reachable, and whether it can be swapped. `anyPair`: the list
 * is only an offer (the provider lists none), so no pair is judged unreachable here.
 */
export function useLanguageOptions(languages: TranslatorLanguage[] | undefined, source: string | null | undefined, target: string | undefined, anyPair = false) {
  const sourceOptions: LanguageOption[] = useMemo(
    () => (languages ?? []).filter((l) => l.targets.length > 0).map((l) => ({ code: l.code, name: l.name })),
    [languages],
  );
  const targetOptions: LanguageOption[] = useMemo(() => {
    // No list (loading, offline, a failed request): the choice itself, so the picker is not blank.
    if (!languages) return target ? [{ code: target, name: nameOf(target, undefined) }] : [];
    const from = languages.find((l) => l.code === source);
    const codes = from && from.targets.length > 0 ? new Set(from.targets) : new Set(languages.flatMap((l) => l.targets));
    if (target) codes.add(target);
    return [...codes].map((code) => ({ code, name: nameOf(code, languages) })).sort((a, b) => a.name.localeCompare(b.name));
  }, [languages, source, target]);
  const targetReachable = anyPair || !source || !languages || (languages.find((l) => l.code === source)?.targets.includes(target ?? '') ?? false);
  const canSwap = Boolean(source && target && (anyPair || languages?.find((l) => l.code === target)?.targets.includes(source)));
  return { sourceOptions, targetOptions, targetReachable, canSwap };
}
