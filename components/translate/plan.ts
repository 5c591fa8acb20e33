import { TRANSLATE_TEXT_MAX } from '@/lib/contract/limits/translate';
import { holdsInlineCode } from '@/lib/client/keep-inline-code';
import { splitAroundCode } from '@/lib/client/split-markdown';
import { splitSubtitles } from '@/lib/client/split-subtitles';
import { joinParts, splitText, type Split } from '@/lib/client/split-text';

/**
 * How a text is sent, for a text that may not go in one request (use-translation-plan.ts says
 * which may not, and loads this when one comes: the splitters are not in the page's first
 * load).
 */

/** A text's parts, and what they are: subtitles' cues, prose with code (blocks, or inline: kept out of what is sent), or a long text's parts. */
export type TranslationPlan = { split: Split; kind: 'subtitles' | 'code' | 'long' };

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
  if (cues) return { split: cues, kind: 'subtitles' };
  const prose = splitAroundCode(text, TRANSLATE_TEXT_MAX);
  if (prose) return { split: prose, kind: 'code' };
  if (holdsInlineCode(text)) return { split: splitText(text, TRANSLATE_TEXT_MAX), kind: 'code' };
  return text.length > TRANSLATE_TEXT_MAX ? { split: splitText(text, TRANSLATE_TEXT_MAX), kind: 'long' } : null;
}

/** The plan a run in parts follows (a text one request takes is one part). */
export const planOf = (text: string): TranslationPlan => translationPlan(text) ?? { split: splitText(text, TRANSLATE_TEXT_MAX), kind: 'long' };

/** The first `translated.length` parts of `split`, translated, joined as the text had them. */
export function joinedParts(split: Split, translated: string[]): string {
  return joinParts({ lead: split.lead, parts: split.parts.slice(0, translated.length) }, translated).trimEnd();
}

/** How much of subtitles' words Recent keeps for its one-line preview. */
const SPOKEN_PREVIEW_MAX = 200;

/**
 * Subtitles' words on one line, for Recent's preview: their cues without the numbers and times
 * (which, shown first, were all a preview of the file could show); null for other text.
 */
export function spokenPreview(text: string): string | null {
  const cues = splitSubtitles(text, Number.MAX_SAFE_INTEGER);
  return cues ? cues.parts.map((part) => part.text).join(' ').replace(/\s+/g, ' ').trim().slice(0, SPOKEN_PREVIEW_MAX) : null;
}
