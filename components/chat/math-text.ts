import { FENCED_CODE, INLINE_CODE } from '@/lib/client/split-markdown';

/**
 * Mathematics in a model's answer, as remark-math reads it. Models write it with TeX's
 * delimiters as often as with dollars: `\[ … \]` (display) and `\( … \)` (inline) become
 * `$$ … $$` and `$ … $`. A dollar before a digit is money ("$5 and $10") and is escaped so it
 * stays text, unless a formula closes on its line as Pandoc reads one: the next dollar follows
 * a character that is not a space and no digit follows it (`$2x + 1$`). Code (fenced blocks,
 * inline spans) is left exactly as written.
 */

// Code first, so nothing inside it is touched: a fenced block, or an inline span between
// equal runs of backticks.
const CODE = new RegExp(`${FENCED_CODE}|${INLINE_CODE}`, 'gm');

// A formula that opens with a digit: it closes at the line's next dollar, after a character
// that is not a space, with no digit after it. "$5 and $10" does not ("and $": a space).
const DIGIT_FORMULA = String.raw`\$\d[^$\n]*(?<=[^\s\\])\$(?!\d)`;
const DIGIT_FORMULA_HERE = new RegExp(`^${DIGIT_FORMULA}`);
// What may be mathematics: $$…$$, \( or \[, a formula in dollars opening with no space or
// digit, or one opening with a digit as above (not after an escaped dollar).
const MAY_HOLD_MATH = new RegExp(String.raw`\$\$[\s\S]+?\$\$|\\\(|\\\[|\$[^\s$\d][^$\n]*\$|(?:^|[^\\$])${DIGIT_FORMULA}`);

/** Whether the text may hold mathematics (the renderer for it loads only then). */
export function mayHoldMath(text: string): boolean {
  return MAY_HOLD_MATH.test(text);
}

/** The text with TeX's delimiters as remark-math's, and money's dollars escaped. */
export function withMathDelimiters(text: string): string {
  let out = '';
  let last = 0;
  for (const code of text.matchAll(CODE)) {
    out += prose(text.slice(last, code.index)) + code[0];
    last = code.index + code[0].length;
  }
  return out + prose(text.slice(last));
}

function prose(text: string): string {
  return text
    .replace(/\\\[([\s\S]+?)\\\]/g, (_, body: string) => `\n$$\n${body.trim()}\n$$\n`)
    .replace(/\\\(([\s\S]+?)\\\)/g, (_, body: string) => `$${body.trim()}$`)
    .replace(/(^|[^\\$])\$(?=\d)/g, (found: string, before: string, at: number, whole: string) =>
      DIGIT_FORMULA_HERE.test(whole.slice(at + before.length)) ? found : `${before}\\$`,
    );
}
