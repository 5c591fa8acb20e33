import { iso6393To1 } from 'iso-639-3/iso6393-to-1.js';

/**
 * One code system everywhere: ISO 639-1 where it exists (en, es, pt), ISO 639-3 otherwise
 * (ast, frp), with an optional region (pt-BR). Apertium names its languages with 639-3 codes
 * (eng, spa), sometimes 639-1 (es, pt), and variants after an underscore (por_BR, hbs_HR).
 */

// Serbo-Croatian variants are three standard languages with their own 639-1 codes.
const VARIANT_LANGUAGES: Record<string, string> = { hbs_HR: 'hr', hbs_SR: 'sr', hbs_BS: 'bs' };

/**
 * A language an Apertium analyser reads also covers the standard languages it was built
 * from: the Serbo-Croatian analyser reads Croatian, Serbian and Bosnian text.
 */
export const SOURCE_ALSO_READS: Record<string, string[]> = { sh: ['hr', 'sr', 'bs'] };

/** ISO code for one side of an Apertium mode name, or null for variants we do not offer. */
export function isoFromApertium(side: string): string | null {
  if (VARIANT_LANGUAGES[side]) return VARIANT_LANGUAGES[side];
  const match = /^([a-z]{2,3})(?:_([A-Za-z]+))?$/.exec(side);
  if (!match) return null;
  const [, base = '', variant] = match;
  const code = base.length === 3 ? (iso6393To1[base] ?? base) : base;
  if (!variant) return code;
  // Regional standards (por_BR, eng_US) map to a region subtag; orthographic or dialect
  // variants (valencia, pre2017, aran) are not offered: the main standard is.
  return /^[A-Z]{2}$/.test(variant) ? `${code}-${variant}` : null;
}

/** The language part of a code: pt-BR → pt. */
export const baseLanguage = (code: string) => code.split('-')[0] ?? code;

let displayNames: Intl.DisplayNames | undefined;
// ICU calls the deprecated 'sh' "Serbian (Latin)"; Apertium's hbs is the whole continuum.
const NAME_OVERRIDES: Record<string, string> = { sh: 'Serbo-Croatian' };

/** English name of a language code ("pt-BR" → "Brazilian Portuguese"). */
export function languageName(code: string): string {
  if (NAME_OVERRIDES[code]) return NAME_OVERRIDES[code];
  displayNames ??= new Intl.DisplayNames(['en'], { type: 'language', fallback: 'code' });
  try {
    return displayNames.of(code) ?? code;
  } catch {
    return code;
  }
}
