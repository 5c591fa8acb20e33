import { FENCED_CODE } from '@/lib/client/split-markdown';

/**
 * Mathematics in a model's answer, as remark-math reads it. Models write it with TeX's
 * delimiters as often as with dollars: `\[ … \]` (display) and `\( … \)` (inline) become
 * `$$ … $$` and `$ … $`. A dollar before a digit is money ("$5 and $10"), not the start of
 * a formula, and is escaped so it stays text. Code (fenced blocks, inline spans) is left
 * exactly as written.
 */

// Code first, so nothing inside it is touched: a fenced block, or an inline span between
// equal runs of backticks.
const CODE = new RegExp(`${FENCED_CODE}|(?<ticks>\`+)[\\s\\S]*?\\k<ticks>`, 'gm');

/** Whether the text may hold mathematics (the renderer for it loads only then). */
export function mayHoldMath(text: string): boolean {
  return /\$\$[\s\S]+?\$\$|\\\(|\\\[|\$[^\s$\d][^$\n]*\$/.test(text);
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
    .replace(/(^|[^\\$])\$(?=\d)/g, '$1\\$');
}
