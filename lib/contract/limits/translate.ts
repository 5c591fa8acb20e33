/** Zod-free rules of the translate contract: the schema in ../translate.ts is built from them, and the studio reads them for its helper text without loading zod. */
/** Text accepted by both translation endpoints (spec: length 3 to 1500). */
export const TRANSLATE_TEXT_MIN = 3;

export const TRANSLATE_TEXT_MAX = 1500;

/**
 * What the studio's translator page takes: longer text is sent in parts of at most
 * TRANSLATE_TEXT_MAX, one after another (lib/client/split-text.ts). The API's rule
 * stays TRANSLATE_TEXT_MAX. Room for a film's subtitles (90 minutes of SRT is 60 to 100 KB).
 */
export const TRANSLATE_PAGE_TEXT_MAX = 100_000;

/**
 * Language codes: ISO 639-1 where it exists (en, es, pt), ISO 639-3 otherwise (ast),
 * optionally with a region or script (pt-BR, zh-Hant), in their conventional case.
 */
export const LANGUAGE_CODE = /^[a-z]{2,3}(-[A-Za-z0-9]{2,4})?$/;

/**
 * Whether a text has a letter in any script. Without one (a year range, a row of figures)
 * there is nothing to translate and no language to detect: the API refuses it under "detect"
 * (NO_LETTERS_RULE), and the translator page keeps such a part as written.
 */
export const hasLetters = (text: string): boolean => /\p{L}/u.test(text);

/**
 * The language a detection names when the text gives nothing to go on (ISO 639-2's
 * "undetermined"): detect answers it, and a hosted service may answer it for a translation.
 * Not a language to show or to translate from.
 */
export const UNDETERMINED_LANGUAGE = 'und';

/** The 400's rule for text without a letter sent with source_lang auto; the page's form shows the same. */
export const NO_LETTERS_RULE = 'has no letters to detect its language from (digits and signs read the same in every language); choose the language it is in (source_lang)';
