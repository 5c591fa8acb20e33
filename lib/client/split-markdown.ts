import { frontMatterRuns } from './front-matter';
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
 * The front matter a Markdown file may open with, as static site generators read it (Jekyll,
 * Hugo, Astro ...): YAML between --- lines (or closed by ...), or TOML between +++ lines. Its
 * keys are the generator's words, not prose: Apertium made `title:` `Título:` and `draft: true`
 * `borrador: cierto`.
 */
const FRONT_MATTER = /^(?:---[ \t]*\n(?:[\s\S]*?\n)?(?:---|\.\.\.)|\+\+\+[ \t]*\n(?:[\s\S]*?\n)?\+\+\+)[ \t]*(?=\n|$)/;

/** The front matter `text` opens with, or '' (see FRONT_MATTER). */
export const frontMatterOf = (text: string): string => FRONT_MATTER.exec(text)?.[0] ?? '';

/**
 * Prose with code in it (a README, a how-to) as parts for a translator: fenced code blocks,
 * and the front matter a file opens with, stay between the parts exactly as written, as a
 * translator would rewrite code's words too; the prose around them is cut as splitText cuts
 * it. Null when the text holds neither, or nothing else.
 */
export function splitAroundCode(text: string, max: number): Split | null {
  const front = frontMatterOf(text);
  const runs: Parameters<typeof splitRuns>[0][number][] = frontMatterRuns(front);
  let last = front.length;
  const fences = new RegExp(FENCED_CODE, 'gm');
  fences.lastIndex = last;
  for (let block = fences.exec(text); block; block = fences.exec(text)) {
    runs.push({ text: text.slice(last, block.index), send: true }, { text: block[0], send: false });
    last = block.index + block[0].length;
  }
  if (runs.length === 0) return null;
  runs.push({ text: text.slice(last), send: true });
  return splitRuns(runs, max);
}
