import { OVERRIDE_BLOCK } from '@/lib/contract/limits/subtitles';
import { INLINE_CODE } from './split-markdown';

/**
 * What a translator must not read in a text, kept out of what it is sent as fenced blocks are
 * (split-markdown.ts): inline code, HTML tags and autolinks, where Markdown links and images
 * lead, reference links' labels and definitions, and bare web addresses. Each span is sent as a
 * placeholder, ⟦1⟧, ⟦2⟧ …, which translators pass through as they do numbers, and is put back in
 * their answer (a text that holds those brackets itself gets ⟪1⟫ or ⦃1⦄ instead). Apertium,
 * given the spans themselves, made `npm run build` `npm complexión corrida`, `<a
 * href="/download/latest">` `<Un href="/descarga/Descarga">` (and `</a>` `</un>`),
 * `![…](images/old-lighthouse.png)` `(las imágenes/viejas-faro.png)`, and a reference's label
 * `[guide]` `[guía]` in the text but `[Guía]` in its definition.
 */
export interface KeptMarkup {
  /** What to send. */
  text: string;
  /** The answer with the spans put back, or null when it lost or repeated a placeholder (send the text as written then). */
  restore: (answer: string) => string | null;
}

// A tag (<a href="…">, </a>, <br/>), an HTML comment or an autolink (<https://…>): a letter
// right after the < (so "x < 3" is prose); a link's or image's destination with the ] of its
// text before it: [the guide](docs/guide.md "title"), or a reference link's label after it:
// [the guide][guide]. The ] is matched rather than looked behind for (Safari reads lookbehinds
// only since 16.4), and stays in what is sent.
// A tag is what CommonMark reads as one (its "raw HTML"): a name, then attributes, each a name
// with an optional value, quoted or not. So "<b, c>" or "<x 1>" stay prose, and "<b and c>" is
// a tag with two attributes, as a Markdown renderer would draw it. A quoted value may hold a >
// (title="a > b"), and stops at a < (so an unclosed quote costs one look to the next tag, not to
// the end of the text).
const ATTRIBUTE = String.raw`\s+[A-Za-z_:][A-Za-z0-9_.:-]*(?:\s*=\s*(?:[^\s"'=<>\x60]+|'[^'<]*'|"[^"<]*"))?`;
const HTML_TAG = String.raw`<!--[\s\S]*?-->|<[A-Za-z][A-Za-z0-9-]*(?:${ATTRIBUTE})*\s*\/?>|<\/[A-Za-z][A-Za-z0-9-]*\s*>|<[A-Za-z][A-Za-z0-9+.-]*:[^\s<>]*>`;
const LINK_DESTINATION = String.raw`\]\((?:[^()\s]|\([^()\s]*\))*(?:\s+"[^"]*")?\)`;
const REFERENCE_LABEL = String.raw`\]\[[^\]\n]*\]`;
// A reference definition, a line of its own: [guide]: https://… "title".
const REFERENCE_DEFINITION = String.raw`^ {0,3}\[[^\]\n]+\]:[ \t]*\S+(?:[ \t]+(?:"[^"\n]*"|'[^'\n]*'|\([^)\n]*\)))?[ \t]*$`;
// A bare address, as GitHub links one: up to a space, and not the sentence's own closing
// punctuation or an unmatched parenthesis after it ("(see https://x.org/a_(b))." keeps "a_(b)").
const BARE_URL = String.raw`\b(?:https?:\/\/|www\.)(?:[^\s<>()]|\([^\s<>()]*\))*(?:[^\s<>().,;:!?'"*_~]|\([^\s<>()]*\))`;
const MARKUP = `${HTML_TAG}|${OVERRIDE_BLOCK}|${LINK_DESTINATION}|${REFERENCE_LABEL}|${REFERENCE_DEFINITION}|${BARE_URL}`;
// Inline code first: a tag or link written inside code is code.
const KEPT = `${INLINE_CODE}|${MARKUP}`;

// The brackets placeholders are written in: the first pair the text does not hold itself, so
// the user's own ⟦1⟧ is never taken for one. Translators pass all three through untouched.
const MARKS = [
  ['⟦', '⟧'],
  ['⟪', '⟫'],
  ['⦃', '⦄'],
] as const;
const unchanged = (text: string): KeptMarkup => ({ text, restore: (answer) => answer });

export function keepMarkup(text: string): KeptMarkup {
  const mark = MARKS.find(([open, close]) => !text.includes(open) && !text.includes(close));
  // A text that holds every pair could not be told from its placeholders: sent as written.
  if (!mark) return unchanged(text);
  const [open, close] = mark;
  const placeholder = (n: number) => `${open}${n}${close}`;
  const spans: string[] = [];
  const sent = text.replace(new RegExp(KEPT, 'gm'), (span) => (span.startsWith(']') ? `]${placeholder(spans.push(span.slice(1)))}` : placeholder(spans.push(span))));
  if (!spans.length) return unchanged(text);
  return {
    text: sent,
    restore: (answer) => {
      for (let n = 1; n <= spans.length; n++) if (answer.split(placeholder(n)).length !== 2) return null;
      return answer.replace(new RegExp(`${open}(\\d+)${close}`, 'g'), (found, n: string) => spans[Number(n) - 1] ?? found);
    },
  };
}

/** What of that the text holds (a fence: the plan takes those first). */
export function keptMarkupOf(text: string): { code: boolean; markup: boolean } {
  return { code: new RegExp(INLINE_CODE).test(text), markup: new RegExp(MARKUP, 'm').test(text.replace(new RegExp(INLINE_CODE, 'g'), '')) };
}

/** A subtitle cue's words, for a preview: its tags and override blocks left out. */
export function cueWords(text: string): string {
  return text.replace(new RegExp(`${HTML_TAG}|${OVERRIDE_BLOCK}`, 'g'), '');
}
