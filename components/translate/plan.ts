import { TRANSLATE_TEXT_MAX } from '@/lib/contract/limits/translate';
import { cueWords, keptMarkupOf } from '@/lib/client/keep-markup';
import { proseKeysOf } from '@/lib/client/front-matter';
import { FENCED_CODE, frontMatterOf, splitAroundCode } from '@/lib/client/split-markdown';
import { splitSubtitles } from '@/lib/client/split-subtitles';
import { joinParts, splitText, type Split } from '@/lib/client/split-text';
import { grouped } from '@/lib/contract/limits/figures';

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
 * prose around fenced code and a file's front matter (which are not sent), prose with inline
 * code, tags or links with those kept out (translate-in-parts.ts sends them as placeholders), a
 * text longer than one request takes in parts, else null (one request).
 */
export function translationPlan(text: string): TranslationPlan | null {
  const cues = splitSubtitles(text, TRANSLATE_TEXT_MAX);
  if (cues) {
    const count = cues.parts.length;
    const words = count === 1 ? 'the words of its one cue are' : `the words of their ${grouped(count)} cues are`;
    return { split: cues, kind: 'subtitles', note: `Subtitles: ${words} translated; numbers and times stay as they are.` };
  }
  const inline = keptMarkupOf(text);
  const prose = splitAroundCode(text, TRANSLATE_TEXT_MAX) ?? (inline.code || inline.markup ? splitText(text, TRANSLATE_TEXT_MAX) : null);
  if (prose) return { split: prose, kind: 'code', note: keptNote(text, inline, prose.parts.length) };
  return text.length > TRANSLATE_TEXT_MAX ? longPlan(text) : null;
}

/** The plan a run in parts follows (a text one request takes is one part). */
export const planOf = (text: string): TranslationPlan => translationPlan(text) ?? longPlan(text);

function longPlan(text: string): TranslationPlan {
  const split = splitText(text, TRANSLATE_TEXT_MAX);
  return { split, kind: 'long', note: `Longer than one request takes (${grouped(TRANSLATE_TEXT_MAX)} characters): it is translated in ${split.parts.length} parts, one after another.` };
}

/**
 * What stays as written, said as it is: a file's front matter (but the title and such it holds:
 * front-matter.ts), code, tags and link addresses.
 */
function keptNote(text: string, inline: { code: boolean; markup: boolean }, parts: number): string {
  const inParts = parts > 1 ? ` in ${parts} parts` : '';
  const front = frontMatterOf(text);
  const prose = proseKeysOf(front);
  const but = prose.length ? ` but for its ${listed(prose)}` : '';
  const code = inline.code || new RegExp(FENCED_CODE, 'm').test(text.slice(front.length));
  if (front && !code && !inline.markup) return `Front matter stays as written${but}; ${prose.length ? `the ${listed(prose)} and the text after it are` : 'the text after it is'} translated${inParts}.`;
  const kept = [front ? `front matter${prose.length ? ` (but for its ${listed(prose)})` : ''}` : '', code ? 'code' : '', inline.markup ? 'tags and link addresses' : ''].filter(Boolean);
  const said = kept.length > 1 && !kept.at(-1)!.includes(' and ') ? `${kept.slice(0, -1).join(', ')} and ${kept.at(-1)}` : kept.join(', ');
  const one = kept.length === 1 && kept[0] === 'code';
  return `${said[0]!.toUpperCase()}${said.slice(1)} ${one ? 'stays' : 'stay'} as written; the text around ${one ? 'it' : 'them'} is translated${inParts}.`;
}

/** "title", "title and description", "title, summary and description". */
const listed = (words: string[]) => (words.length > 1 ? `${words.slice(0, -1).join(', ')} and ${words.at(-1)}` : words[0]!);

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
  const shown = cues ? cues.parts.map((part) => cueWords(part.text)).join(' ') : front ? text.slice(front.length) : null;
  return shown === null ? null : shown.replace(/\s+/g, ' ').trim().slice(0, PREVIEW_MAX);
}
