import { GENRES } from './genres';
import { DRUM_WORDS, FAMILIES, INSTRUMENTS } from './instruments';
import { MOODS } from './moods';
import { METRE_WORDS, NO_VOICE_WORDS, TEMPO_WORDS, VOICE_WORDS } from './style';
import { JOINERS, JOINER_WORDS, SONG_WORDS } from './subject-words';
import { findTerms, normalizeText, raiseFirst } from './text';

/**
 * How a song's title is written: the casing each language gives a title, the description's own
 * words where it names no subject, and its words spelled as the user spelled them.
 */

/**
 * Languages whose titles raise only their first letter ("La lluvia", "De regen", "Mưa ở Hà Nội");
 * names and German nouns keep their capitals, as the description writes them (`asWritten`).
 */
const SENTENCE_CASE = new Set(['es', 'it', 'pt', 'de', 'nl', 'ru', 'uk', 'pl', 'cs', 'sk', 'el', 'ro', 'sv', 'vi']);

/**
 * Little words an English (or Indonesian, Turkish) title leaves in lower case but first: "Trucks
 * and Beer", "Hujan di Kota"; not those English titles raise ("I", "Am", "Do").
 */
const TITLE_SMALL_WORDS = new Set(
  [
    ...JOINER_WORDS.split(' '),
    ...'a an the with for by into or nor but la el los las le les il lo gli un una une o os as'.split(' '),
    // Indonesian and Turkish "and", "of", "to", "with", "or": "Ibu dan Ayah", "Geceler ve Yalnızlık".
    ...'dan di ke dari yang dengan atau ve ile ya da'.split(' '),
  ].filter((word) => !['i', 'am', 'do'].includes(word)),
);

/** Names of styles written in capitals whatever the title's case: "Energetic EDM", "Canción de R&B". */
const CAPITALISED: Record<string, string> = { edm: 'EDM', idm: 'IDM', 'r&b': 'R&B', rnb: 'RnB', dnb: 'DnB', uk: 'UK', usa: 'USA' };
const withCapitals = (text: string) => text.replace(/[\p{L}&]+/gu, (word) => CAPITALISED[word.toLowerCase()] ?? word);

function titleCase(text: string): string {
  // An elided article raises the word after it too: "L'Amour", "D'Été".
  const raised = text.replace(/(^|\s|(?<=(?:^|\s)[ld]'))(\p{L})/giu, (_, space: string, letter: string) => space + letter.toUpperCase());
  return raised
    .split(' ')
    .map((word, at) => (at > 0 && TITLE_SMALL_WORDS.has(word.toLowerCase()) ? word.toLowerCase() : word))
    .join(' ');
}

/**
 * `text` cased as a title in `language` (the language the lyrics are written in): sentence case
 * where the language's titles are; French raises a title's first word and, after a definite
 * article, the word that follows it ("La Mer", "Les Nuits d'été à Paris", "L'Amour", "Mon chat");
 * other languages in English title case.
 */
export function casedTitle(text: string, language: string): string {
  if (SENTENCE_CASE.has(language)) return withCapitals(raiseFirst(text));
  if (language === 'fr') return withCapitals(raiseFirst(text).replace(/^((?:Le|La|Les) |L')(\p{L})/u, (_, article: string, letter: string) => article + letter.toUpperCase()));
  return withCapitals(titleCase(text));
}

/**
 * Normalised words as the description writes them, so a title says "New York" and German nouns
 * keep their capital ("den Regen"); the description's first word is capitalised only for opening
 * it, and stays lower case.
 */
export function asWritten(words: string, prompt: string): string {
  const written = (prompt.normalize('NFC').replace(/[’`]/g, "'").match(/[\p{L}\p{M}\p{N}'-]+/gu) ?? []).slice(1);
  return words
    .split(' ')
    .map((word) => written.find((as) => as.toLowerCase() === word) ?? word)
    .join(' ');
}

/** Words that ask for a voice or for none: left out of a title made of the style, which goes on past them. */
const VOICE_TERMS = { voice: { words: [...NO_VOICE_WORDS, ...Object.values(VOICE_WORDS).flatMap(({ words }) => words), 'instrumental'] } };
const STYLE_VOCABULARIES: readonly Record<string, { words: readonly string[] }>[] = [INSTRUMENTS, FAMILIES, { drums: { words: DRUM_WORDS } }, GENRES, { metre: { words: METRE_WORDS } }, TEMPO_WORDS, MOODS];
/** Chinese and Japanese, which write no spaces: their description is titled by a stretch of it, not by words. */
const UNSPACED = new Set(['zh', 'ja']);
/** What opens a Chinese or Japanese description and is not its title: "一首", a length ("30秒の"). */
const UNSPACED_OPENING = /^(?:一首|一支|一曲|首|\d+(?:\.\d+)?\s*(?:秒|分钟|分鐘|分)(?:钟|鐘|間)?(?:的|の)?)+/u;
/** The longest stretch of unspaced text taken as a title. */
const UNSPACED_MAX = 12;

const blank = (text: string, from: number, to: number) => text.slice(from, to).trim() === '';

/**
 * The title of a song whose description names no subject, in the description's words: the run of
 * its style and its word for a song, as it wrote them ("Una canción pop tranquila, instrumental"
 * is titled "Canción pop tranquila", "Грустная инструментальная песня" "Грустная песня", "一首悲伤的
 * 钢琴曲，30秒" "悲伤的钢琴曲"). Asking for a voice or none is left out of it, joining words stay
 * inside it ("Canción de rock"), and the run ends at anything else (a length, "with"). Null when
 * no part of the description names a style.
 */
export function styleTitle(prompt: string, language: string): string | null {
  for (const clause of prompt.split(/[,.;:!?()\n،。、，！？；：]/u)) {
    if (UNSPACED.has(language)) {
      const stretch = clause.trim().replace(UNSPACED_OPENING, '').trim();
      const named = findTerms(normalizeText(stretch), VOICE_TERMS).rest;
      if (stretch && stretch.length <= UNSPACED_MAX && !/\d/.test(stretch) && STYLE_VOCABULARIES.some((vocabulary) => findTerms(named, vocabulary).matches.length)) return stretch;
      continue;
    }
    const words = styleRun(normalizeText(clause));
    if (words) return casedTitle(asWritten(words, prompt), language);
  }
  return null;
}

/** The first run of style words and words for a song in normalised `text`, joiners kept inside it; null without a style word. */
function styleRun(text: string): string | null {
  const unvoiced = findTerms(text, VOICE_TERMS).rest;
  const styled = STYLE_VOCABULARIES.reduce<string>((rest, vocabulary) => findTerms(rest, vocabulary).rest, unvoiced);
  const run: string[] = [];
  let pending: string[] = [];
  let styles = 0;
  for (const { 0: word, index } of text.matchAll(/\S+/g)) {
    const end = index + word.length;
    if (blank(unvoiced, index, end)) continue;
    const style = blank(styled, index, end);
    // A metre's figures are style but no title's words: "a jazz waltz in 3/4" is "Jazz Waltz".
    if (style && /\d/.test(word)) continue;
    if (style || SONG_WORDS.has(word)) {
      run.push(...pending, word);
      pending = [];
      if (style) styles += 1;
      if (run.length >= 5) break;
    } else if (run.length && JOINERS.has(word)) pending.push(word);
    else if (run.length) break;
  }
  return styles ? run.join(' ') : null;
}
