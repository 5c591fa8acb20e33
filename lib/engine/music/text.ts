/**
 * Finding vocabulary words in free text. Tags and prompts are lower-cased and stripped of
 * punctuation (keeping # for sharps and & for r&b), then phrases are matched on word
 * boundaries (anywhere, in Chinese and Japanese, and in Korean for a word of two syllables or
 * more), longest first, and consumed so "synth bass" is not also "synth" and "bass".
 */

/** `text` with its first letter raised: a title's or a call's opening ("Mưa ơi", "La lluvia"). */
export const raiseFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function normalizeText(text: string): string {
  // Letters of every alphabet stay, with their marks: "canción", "über", "बारिश" are words, not
  // "canci n", "ber" and "ब र श" (a Devanagari vowel sign is a mark, not a letter).
  return ` ${text
    .normalize('NFC')
    .replace(/\u0000/g, ' ')
    .toLowerCase()
    .replace(/[’`]/g, "'")
    .replace(/[♯]/g, '#')
    // A decimal point or comma between digits stays a point: "1.5 minutes", "2,5 min".
    .replace(/(?<=\d)[.,](?=\d)/g, '\u0000')
    .replace(/[^\p{L}\p{M}\p{N}#&'\- \u0000]+/gu, ' ')
    .replace(/\u0000/g, '.')
    .replace(/\s+/g, ' ')
    .trim()} `;
}

export interface Match<T> {
  id: T;
  /** Position of the first occurrence: earlier words rank first. */
  index: number;
  phrase: string;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Chinese and Japanese are written without spaces, and Korean joins its particles to the word
 * before them ("피아노와", with the piano): their words are found anywhere ("雨についての悲しい
 * 歌"), a Korean one of two syllables or more (one, "록", is inside too many others: "기록").
 */
const UNSPACED = /^(?:[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]+|\p{Script=Hangul}{2,})$/u;

/** Each Greek vowel and the same vowel accented (or with a diaeresis). */
const GREEK_VOWELS: Record<string, string> = { α: 'αά', ε: 'εέ', η: 'ηή', ι: 'ιίϊΐ', ο: 'οό', υ: 'υύϋΰ', ω: 'ωώ' };
const GREEK_VOWEL_OF: Record<string, string> = Object.fromEntries(Object.entries(GREEK_VOWELS).flatMap(([plain, forms]) => [...forms].map((form) => [form, plain])));

/**
 * An escaped phrase whose Greek vowels match with or without their accent: Greeks often type
 * without them ("λυπημενο τραγουδι, 30 δευτερολεπτα"), and "λυπημένο" is still sad.
 */
export function accentFreeGreek(escaped: string): string {
  return escaped.replace(/[αάεέηήιίϊΐοόυύϋΰωώ]/gu, (vowel) => `[${GREEK_VOWELS[GREEK_VOWEL_OF[vowel]!]}]`);
}

/**
 * Unspaced words that a longer word holds with another meaning: "流行" is pop, but "流行病" an
 * epidemic and "流行性" epidemic (a description "关于流行病" was a pop song about "病").
 */
const NOT_BEFORE: Record<string, string> = { 流行: '病性' };

/** A phrase's pattern: on word boundaries, or anywhere for a phrase in Chinese characters, kana or Hangul. */
function phrasePattern(phrase: string, flags: string): RegExp {
  const escaped = accentFreeGreek(escapeRegExp(phrase));
  if (!UNSPACED.test(phrase)) return new RegExp(`(?<=[ ])${escaped}(?=[ ])`, `${flags}u`);
  const notBefore = NOT_BEFORE[phrase];
  return new RegExp(notBefore ? `${escaped}(?![${notBefore}])` : escaped, `${flags}u`);
}

/**
 * Finds which entries of a vocabulary occur in `text` (already normalised). Returns the
 * matches in order of appearance and the text with every matched phrase blanked out.
 */
export function findTerms<T extends string>(text: string, vocabulary: Record<T, { words: readonly string[] }>): { matches: Match<T>[]; rest: string } {
  const phrases = (Object.entries(vocabulary) as [T, { words: readonly string[] }][])
    .flatMap(([id, entry]) => entry.words.map((phrase) => ({ id, phrase })))
    .sort((a, b) => b.phrase.length - a.phrase.length);
  let rest = text;
  const found = new Map<T, Match<T>>();
  for (const { id, phrase } of phrases) {
    const pattern = phrasePattern(phrase, 'g');
    rest = rest.replace(pattern, (hit, offset: number) => {
      const previous = found.get(id);
      if (!previous || offset < previous.index) found.set(id, { id, index: offset, phrase });
      return ' '.repeat(hit.length);
    });
  }
  const matches = [...found.values()].sort((a, b) => a.index - b.index);
  return { matches, rest };
}

/** Whether any of `words` occurs in normalised `text`. */
export function hasAnyWord(text: string, words: readonly string[]): boolean {
  return words.some((word) => phrasePattern(word, '').test(text));
}
