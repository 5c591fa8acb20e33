import { TRANSLATE_TEXT_MAX } from '@/lib/contract/limits/translate';
import { holdsInlineCode } from '@/lib/client/keep-inline-code';
import { FENCED_CODE, frontMatterOf, splitAroundCode } from '@/lib/client/split-markdown';
import { splitSubtitles } from '@/lib/client/split-subtitles';
import { joinParts, splitText, type Split } from '@/lib/client/split-text';

/**
 * How a text is sent, for a text that may not go in one request (use-translation-plan.ts says
 * which may not, and loads this when one comes: the splitters are not in the page's first
 * load).
 */

/**
 * A text's parts, and what they are: subtitles' cues, prose with code (blocks, inline spans or
 * a file's front matter: kept out of what is sent), or a long text's parts; and the sentence
 * the page shows under the text about it.
 */
export type TranslationPlan = { split: Split; kind: 'subtitles' | 'code' | 'long'; note: string };

/** What the page calls a plan's parts while they are translated: subtitles' are their cues. */
export const PART_NOUNS: Record<TranslationPlan['kind'], { one: string; many: string; One: string; Many: string }> = {
  subtitles: { one: 'cue', many: 'cues', One: 'Cue', Many: 'Cues' },
  code: { one: 'part', many: 'parts', One: 'Part', Many: 'Parts' },
  long: { one: 'part', many: 'parts', One: 'Part', Many: 'Parts' },
};

/**
 * Subtitles cue by cue (their numbers and times are not sent, and come back as they were),
 * prose with fenced code around the code (which is not sent), prose with inline code with its
 * code kept out (translate-in-parts.ts sends it as placeholders), a text longer than one
 * request takes in parts, else null (one request).
 */
export function translationPlan(text: string): TranslationPlan | null {
  const cues = splitSubtitles(text, TRANSLATE_TEXT_MAX);
  if (cues) return { split: cues, kind: 'subtitles', note: `Subtitles: the words of their ${cues.parts.length} cues are translated; numbers and times stay as they are.` };
  const prose = splitAroundCode(text, TRANSLATE_TEXT_MAX) ?? (holdsInlineCode(text) ? splitText(text, TRANSLATE_TEXT_MAX) : null);
  if (prose) return { split: prose, kind: 'code', note: codeNote(text, prose.parts.length) };
  return text.length > TRANSLATE_TEXT_MAX ? longPlan(text) : null;
}

/** The plan a run in parts follows (a text one request takes is one part). */
export const planOf = (text: string): TranslationPlan => translationPlan(text) ?? longPlan(text);

function longPlan(text: string): TranslationPlan {
  const split = splitText(text, TRANSLATE_TEXT_MAX);
  return { split, kind: 'long', note: `Longer than one request takes (${TRANSLATE_TEXT_MAX} characters): it is translated in ${split.parts.length} parts, one after another.` };
}

/** What stays as written, said as it is: code, a file's front matter, or both. */
function codeNote(text: string, parts: number): string {
  const inParts = parts > 1 ? ` in ${parts} parts` : '';
  const front = frontMatterOf(text);
  const code = holdsInlineCode(text) || new RegExp(FENCED_CODE, 'm').test(text.slice(front.length));
  if (!front) return `Code stays as written; the text around it is translated${inParts}.`;
  return code ? `Front matter and code stay as written; the text around them is translated${inParts}.` : `Front matter stays as written; the text after it is translated${inParts}.`;
}

/** The first `translated.length` parts of `split`, translated, joined as the text had them. */
export function joinedParts(split: Split, translated: string[]): string {
  return joinParts({ lead: split.lead, parts: split.parts.slice(0, translated.length) }, translated).trimEnd();
}

/** How much of a text Recent keeps for its one-line preview. */
const PREVIEW_MAX = 200;

/**
 * What Recent shows of a text on its one line when its first line says little: subtitles'
 * words without their cue numbers and times, or a post's text after its front matter; null
 * for other text (shown as it is).
 */
export function recentPreview(text: string): string | null {
  const cues = splitSubtitles(text, Number.MAX_SAFE_INTEGER);
  const front = cues ? '' : frontMatterOf(text);
  const shown = cues ? cues.parts.map((part) => part.text).join(' ') : front ? text.slice(front.length) : null;
  return shown === null ? null : shown.replace(/\s+/g, ' ').trim().slice(0, PREVIEW_MAX);
}
