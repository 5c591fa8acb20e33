/**
 * Lyrics: section labels, lines, words and syllables. The structure of the song comes from
 * the labels; the melody's rhythm comes from the syllables of each line.
 */
import { stressedSyllable } from './stress';
import { cyrillicSyllables, isCyrillic } from './cyrillic';
import { scriptSyllableCount, unspacedWords } from './script-syllables';
import { nucleiOf, readsByOwnRules } from './syllable-rules';

export type SectionKind = 'intro' | 'verse' | 'prechorus' | 'chorus' | 'bridge' | 'instrumental' | 'break' | 'outro';

export interface LyricSection {
  kind: SectionKind;
  /** The label as written ("Verse 2"), or the kind when there was none. */
  label: string;
  lines: string[];
  /** Length in bars when fixed beforehand (written lyrics); otherwise from the lines. */
  bars?: number;
}

const LABELS: [RegExp, SectionKind][] = [
  [/\bintro/, 'intro'],
  [/\b(pre[- ]?chorus|pre[- ]?hook|build[- ]?up|build)\b/, 'prechorus'],
  [/\b(chorus|hook|refrain|drop)\b/, 'chorus'],
  [/\b(bridge|middle 8|middle eight)\b/, 'bridge'],
  [/\b(instrumental|solo|interlude)\b/, 'instrumental'],
  [/\b(break|breakdown)\b/, 'break'],
  [/\b(outro|end|ending|coda)\b/, 'outro'],
  [/\bverse/, 'verse'],
];

/** Section kinds that have no sung line unless the lyrics give them some. */
export const INSTRUMENTAL_KINDS: readonly SectionKind[] = ['intro', 'instrumental', 'break', 'outro'];

export function sectionKindOf(label: string): SectionKind {
  const text = label.trim().toLowerCase();
  return LABELS.find(([pattern]) => pattern.test(text))?.[1] ?? 'verse';
}

/**
 * Splits lyrics into sections at bracketed labels ([Verse], [Chorus 2] ...). Lines before
 * the first label form a verse; blank lines are ignored; an empty lyric gives no section.
 * Parenthesised backing lines ("(oh oh)") are sung like the others, without the brackets.
 */
export function parseLyrics(text: string): LyricSection[] {
  const sections: LyricSection[] = [];
  let current: LyricSection | null = null;
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    const label = /^\[([^\]]{1,40})\]$/.exec(line);
    if (label) {
      current = { kind: sectionKindOf(label[1]!), label: label[1]!.trim(), lines: [] };
      sections.push(current);
      continue;
    }
    const sung = line.replace(/[()[\]{}*_]/g, ' ').replace(/\s+/g, ' ').trim();
    if (!wordsOf(sung).length) continue;
    if (!current) {
      current = { kind: 'verse', label: 'Verse', lines: [] };
      sections.push(current);
    }
    current.lines.push(sung);
  }
  return sections;
}

/** Scripts written without spaces: each character is a syllable (and sung as one word). */
const SYLLABIC_CHAR = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\uf900-\ufaff]/u;
const SMALL_KANA = /[ぁぃぅぇぉゃゅょゎっァィゥェォャュョヮッ]/u;
/** Katakana by the vowel that ends them (hiragana are read as their katakana). */
const KANA_VOWELS: [string, string][] = [
  ['ア', 'アカサタナハマヤラワガザダバパァャヮ'],
  ['イ', 'イキシチニヒミリギジヂビピィ'],
  ['ウ', 'ウクスツヌフムユルグズヅブプゥュヴ'],
  ['エ', 'エケセテネヘメレゲゼデベペェ'],
  ['オ', 'オコソトノホモヨロヲゴゾドボポォョ'],
];

/**
 * What the long vowel mark ("ー") after a mora sings: that mora's vowel again, a mora of its
 * own ("キョー" is "キョ", "オ"; "トーキョー" four notes, not two). Undefined after a mora without
 * a vowel (ン, ッ).
 */
export function longVowelOf(mora: string): string | undefined {
  const last = [...mora].at(-1)!;
  const katakana = /[\u3041-\u3096]/u.test(last) ? String.fromCharCode(last.charCodeAt(0) + 0x60) : last;
  return KANA_VOWELS.find(([, kana]) => kana.includes(katakana))?.[0];
}

/** Slavic languages in Latin letters: their one-consonant prepositions ("w", "z") lean on the next word, and "o" is "about". */
export const SLAVIC_IN_LATIN = new Set(['pl', 'cs', 'sk', 'sl', 'hr', 'bs']);

/**
 * A word of one consonant: a Slavic preposition or particle ("в", "с", "к", "з", "б", Ukrainian "й"; Polish "w",
 * "z"). It has no syllable of its own and is said with the word after it ("в комнате" is "fkom-
 * na-te"): alone, eSpeak read it as its letter's name ("вэ").
 */
function leansOnNext(word: string, language: string | undefined): boolean {
  return /^[бвжзксй]$/iu.test(word) || (SLAVIC_IN_LATIN.has(language ?? '') && /^[wzvks]$/iu.test(word));
}

/**
 * The words of a line: runs of letters, digits and apostrophes; CJK characters one by one; Thai,
 * Lao, Khmer and Burmese by their dictionary; a Slavic one-consonant preposition with the word
 * after it ("в комнате", one word of three syllables).
 */
export function wordsOf(line: string, language?: string): string[] {
  const words: string[] = [];
  for (const token of line.match(/[\p{L}\p{M}\p{N}']+/gu) ?? []) {
    const unspaced = unspacedWords(token);
    if (unspaced) {
      words.push(...unspaced);
      continue;
    }
    if (!SYLLABIC_CHAR.test(token)) {
      const word = token.replace(/^'+|'+$/g, '');
      if (word) words.push(word);
      continue;
    }
    // Split CJK runs into characters; small kana join the character before them, a long vowel
    // mark sings that character's vowel again.
    let latin = '';
    for (const char of token) {
      if (SYLLABIC_CHAR.test(char)) {
        if (latin) {
          words.push(latin);
          latin = '';
        }
        const held = char === 'ー' && words.length ? longVowelOf(words.at(-1)!) : undefined;
        if (held) words.push(held);
        else if ((SMALL_KANA.test(char) || char === 'ー') && words.length) words[words.length - 1] += char;
        else words.push(char);
      } else latin += char;
    }
    if (latin) words.push(latin);
  }
  for (let at = words.length - 2; at >= 0; at -= 1) {
    if (leansOnNext(words[at]!, language)) words.splice(at, 2, `${words[at]} ${words[at + 1]}`);
  }
  return words;
}

// Latin, Greek, Georgian and Armenian (ու is ո with a letter that is not a vowel); Cyrillic counts each vowel (cyrillic.ts).
const VOWELS = 'aeiouyàáâãäåæèéêëìíîïòóôõöøœùúûüýÿαεηιουωάέήίόύώϊϋΐΰაეიოუաեէըիոօ';
const VOWEL_GROUP = new RegExp(`[${VOWELS}]+`, 'g');
const DIGIT_SYLLABLES = [2, 1, 1, 1, 1, 1, 1, 2, 1, 1]; // zero, one, two ... seven (se-ven)

/** Common lyric words the vowel-group rule miscounts, as they are sung ("ev-ry", "peo-ple"). */
const SUNG_SYLLABLES: Record<string, number> = {
  every: 2, people: 2, quiet: 2, create: 2, idea: 3, poem: 2, science: 2, business: 2, evening: 2, realize: 3, chocolate: 2, maybe: 2,
};
/** Compounds whose first part hides a silent e or a vowel pair: some|one, every|thing, any|where. */
const COMPOUND = /^(some|every|any)(one|body|thing|where|time|times|day|how|way|more|place|what|while)$/;

/**
 * Syllables of one word. English (and a language not known): a heuristic for its spelling
 * that also counts the vowels of other alphabets; another language in Latin letters: its vowel
 * nuclei (syllable-rules.ts); abugidas, abjads and unspaced scripts: script-syllables.ts.
 */
export function syllableCount(word: string, language?: string): number {
  if (SYLLABIC_CHAR.test(word)) return 1;
  const lower = word.toLowerCase();
  const inScript = scriptSyllableCount(lower.replace(/[^\p{L}\p{M}]/gu, ''));
  if (inScript !== undefined) return inScript;
  if (/^\d+$/.test(lower)) return [...lower].reduce((sum, digit) => sum + DIGIT_SYLLABLES[Number(digit)]!, 0);
  const letters = lower.replace(/[^\p{L}]/gu, '');
  if (!letters) return 1;
  if (readsByOwnRules(letters, language)) return nucleiOf(letters, language).length;
  if (isCyrillic(letters)) return cyrillicSyllables(letters);
  const sung = SUNG_SYLLABLES[letters];
  if (sung) return sung;
  const compound = COMPOUND.exec(letters);
  if (compound) return syllableCount(compound[1]!) + syllableCount(compound[2]!);
  let count = (letters.match(VOWEL_GROUP) ?? []).length;
  if (/^[a-z]+$/.test(letters)) {
    // Silent final e (love, time), but not -le after a consonant (little) or a lone "the".
    if (/[^aeiouy]e$/.test(letters) && !/[^aeiouy]le$/.test(letters) && count > 1) count -= 1;
    // -ed is silent except after t or d (loved vs wanted).
    if (/[^aeiouytd]ed$/.test(letters) && count > 1) count -= 1;
    // -es is silent except after s, x, z, ch, sh, ce, ge (hopes vs kisses).
    if (/[^aeiouy]es$/.test(letters) && !/(s|x|z|ch|sh|c|g)es$/.test(letters) && count > 1) count -= 1;
    // -ing after a vowel is a syllable of its own (go-ing, see-ing, try-ing).
    if (/[aeiouy]ing$/.test(letters)) count += 1;
    // Vowel pairs read as two syllables (piano, radio, video), but not -tion, -sion, -cial.
    count += (letters.match(/[^aeioustcxgy](ia|io|eo)/g) ?? []).length;
  }
  return Math.max(1, count);
}

export interface Syllable {
  /** The word this syllable belongs to, and its place in that word. */
  word: string;
  wordIndex: number;
  index: number;
  count: number;
  /** The word's stressed syllable (`stressedSyllable`); little words like "the" have none. */
  stressed: boolean;
  /** The last syllable before a comma, semicolon, colon or dash: the singer breathes after it. */
  breathAfter: boolean;
}

/** The syllables of a lyric line, in order; `language` (ISO 639-1) when the lyrics' is known. */
export function syllablesOf(line: string, language?: string): Syllable[] {
  const result: Syllable[] = [];
  // The index of each word that ends a clause: splitting at the marks leaves the words whole.
  const clauseEnds = new Set<number>();
  let wordsBefore = 0;
  for (const clause of line.split(/[,;:\u2013\u2014\u3001\uff0c\u060c\u061b]/).slice(0, -1)) {
    wordsBefore += wordsOf(clause, language).length;
    if (wordsBefore) clauseEnds.add(wordsBefore - 1);
  }
  wordsOf(line, language).forEach((word, wordIndex) => {
    const count = syllableCount(word, language);
    // Characters of scripts written without spaces are sung evenly: none is marked.
    const stress = SYLLABIC_CHAR.test(word) ? -1 : stressedSyllable(word, count, language);
    for (let index = 0; index < count; index += 1) {
      result.push({ word, wordIndex, index, count, stressed: stress === index, breathAfter: index === count - 1 && clauseEnds.has(wordIndex) });
    }
  });
  return result;
}
