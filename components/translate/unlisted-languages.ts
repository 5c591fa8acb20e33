import type { Languages } from './language-names';
import { nameOf } from './language-names';

/**
 * What the pickers offer when the provider does not list its languages (the hosted upstream
 * has no GET /translate/languages): widely translated languages, every pair allowed. The
 * provider answers a pair it cannot translate with its own error, which the page shows.
 */
const UNLISTED_CODES = [
  'ar', 'bn', 'cs', 'da', 'de', 'el', 'en', 'es', 'fa', 'fi', 'fr', 'he', 'hi', 'hu', 'id', 'it',
  'ja', 'ko', 'ms', 'nb', 'nl', 'pl', 'pt', 'ro', 'ru', 'sv', 'th', 'tr', 'uk', 'ur', 'vi', 'zh',
] as const;

export const UNLISTED_LANGUAGES: Languages = UNLISTED_CODES.map((code) => ({
  code,
  name: nameOf(code, undefined),
  targets: UNLISTED_CODES.filter((other) => other !== code),
}));
