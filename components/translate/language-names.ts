import type { ResultOf } from '@/lib/contract/define';
import { UNDETERMINED_LANGUAGE } from '@/lib/contract/limits/translate';
import type { contract } from '@/lib/contract/registry';

export type Languages = ResultOf<typeof contract.translate.languages>['languages'];

let displayNames: Intl.DisplayNames | undefined;

/** A language's English name: the translator's own list first, then the browser's. */
export function nameOf(code: string, languages: Languages | undefined): string {
  // The browser names ISO 639-2's "undetermined" "root" (CLDR's name for its base locale).
  if (code === UNDETERMINED_LANGUAGE) return 'Undetermined language';
  const listed = languages?.find((l) => l.code === code)?.name;
  if (listed) return listed;
  try {
    displayNames ??= new Intl.DisplayNames(['en'], { type: 'language' });
    return displayNames.of(code) ?? code;
  } catch {
    return code;
  }
}
