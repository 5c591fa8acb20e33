import { TRANSLATE_TEXT_MIN } from '@/lib/contract/limits/translate';

/**
 * What a short part is padded with: an ellipsis, which translators carry over as it is. A full
 * stop made Apertium read "No." as the abbreviation of a number ("Núm.").
 */
const PAD = '…';
/** The pad as an answer may end with it (an engine may write it as three stops), and full stops in the scripts the engines write. */
const TRAILING_PAD = /(?:…|\.{2,3}|[.。．।۔])+\s*$/u;

/**
 * A part shorter than the contract lets one request be (a table's "No", a heading's "Hi"),
 * as it can still be sent: with an ellipsis added up to the minimum, which comes off the
 * answer again. A part with fewer than two letters (a number, an initial, a dash) is not worth a
 * request and stays as written: null. Also null for a part long enough to go as it is.
 */
export function paddedShortPart(text: string): { text: string; restore: (answer: string) => string } | null {
  if (text.length >= TRANSLATE_TEXT_MIN) return null;
  if ((text.match(/\p{L}/gu) ?? []).length < 2) return null;
  return {
    text: text + PAD.repeat(TRANSLATE_TEXT_MIN - text.length),
    // "Hi" went as "Hi…" and came back "Hola…": the ellipsis was ours. An answer of nothing else keeps the part.
    restore: (answer) => answer.replace(TRAILING_PAD, '') || text,
  };
}
