import { INLINE_CODE } from './split-markdown';

/**
 * Inline code (`npm run build`) kept out of what a translator reads, as fenced blocks are
 * (split-markdown.ts): each span is sent as a placeholder, ⟦1⟧, ⟦2⟧ …, which translators pass
 * through as they do numbers, and is put back in their answer. Apertium had turned
 * `npm run build` into `npm complexión corrida`.
 */
export interface KeptCode {
  /** What to send. */
  text: string;
  /** The answer with the code put back, or null when it lost or repeated a placeholder (send the text as written then). */
  restore: (answer: string) => string | null;
}

const OPEN = '⟦';
const placeholder = (n: number) => `${OPEN}${n}⟧`;
const unchanged = (text: string): KeptCode => ({ text, restore: (answer) => answer });

export function keepInlineCode(text: string): KeptCode {
  // A text that already holds the mark could not be told from its placeholders.
  if (text.includes(OPEN)) return unchanged(text);
  const spans: string[] = [];
  const sent = text.replace(new RegExp(INLINE_CODE, 'g'), (span) => placeholder(spans.push(span)));
  if (!spans.length) return unchanged(text);
  return {
    text: sent,
    restore: (answer) => {
      for (let n = 1; n <= spans.length; n++) if (answer.split(placeholder(n)).length !== 2) return null;
      return answer.replace(/⟦(\d+)⟧/g, (found, n: string) => spans[Number(n) - 1] ?? found);
    },
  };
}

/** Whether the text holds inline code (or a fence: the plan takes those first). */
export const holdsInlineCode = (text: string): boolean => new RegExp(INLINE_CODE).test(text);
