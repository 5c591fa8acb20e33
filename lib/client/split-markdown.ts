import { splitRuns, type Split } from './split-text';

/**
 * A fenced code block of Markdown: its opening fence (three or more backticks or tildes, up
 * to three spaces in), its lines, and its closing fence, or the end of the text when it has
 * none (as Markdown reads an unclosed fence). For a RegExp with the flags `gm`.
 */
export const FENCED_CODE = String.raw`^ {0,3}(?<fence>\`{3,}|~{3,})[^\n]*(?:\n[\s\S]*?(?:\n {0,3}\k<fence>[\`~]*[ \t]*(?=\n|$)|(?![\s\S]))|(?![\s\S]))`;

/**
 * An inline code span of Markdown: a run of backticks, what it holds, and a run of as many
 * (`npm run build`, ``a ` b``). For a RegExp; meets a fence's backticks too, so fenced blocks
 * go first where both may be.
 */
export const INLINE_CODE = String.raw`(?<ticks>\`+)[\s\S]*?\k<ticks>`;

/**
 * Prose with code in it (a README, a how-to) as parts for a translator: fenced code blocks
 * stay between the parts exactly as written, as a translator would rewrite code's words too;
 * the prose around them is cut as splitText cuts it. Null when the text holds no fence, or
 * nothing but code.
 */
export function splitAroundCode(text: string, max: number): Split | null {
  const runs: Array<{ text: string; send: boolean }> = [];
  let last = 0;
  for (const block of text.matchAll(new RegExp(FENCED_CODE, 'gm'))) {
    runs.push({ text: text.slice(last, block.index), send: true }, { text: block[0], send: false });
    last = block.index + block[0].length;
  }
  if (runs.length === 0) return null;
  runs.push({ text: text.slice(last), send: true });
  return splitRuns(runs, max);
}
