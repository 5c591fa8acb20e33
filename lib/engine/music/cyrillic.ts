/**
 * Words in Cyrillic letters: their syllables, and stresses written with an acute accent.
 *
 * Every vowel letter of a Slavic language in Cyrillic is a syllable of its own, next to another
 * vowel too ("по-эт", "мо-и", "ра-ди-о"), so a word has as many syllables as vowel letters; the
 * grouping of vowels that English spelling needs ("rain", "boat") would sing "поэт" as one.
 *
 * Where the stress of a Russian word falls cannot be read from its spelling, so dictionaries and
 * books for learners mark it with an acute accent over the vowel ("доро́га", "любо́вь"); ё is
 * always stressed and needs none. Lines written that way (the Russian lyric bank) teach the
 * stress of their words and are sung without the marks.
 */

const VOWEL = /[аеёиоуыэюяіїє]/u;
const VOWELS = /[аеёиоуыэюяіїє]/gu;
const ACUTE = '\u0301';

/** Whether `word` is written in Cyrillic letters (marks aside). */
export function isCyrillic(word: string): boolean {
  return /^[\p{Script=Cyrillic}\u0301]+$/u.test(word);
}

/** Syllables of a word in Cyrillic: one for each vowel letter, at least one. */
export function cyrillicSyllables(word: string): number {
  return Math.max(1, (word.toLowerCase().match(VOWELS) ?? []).length);
}

/**
 * Text without the stress marks of its Cyrillic words, as it is shown and sung ("доро́га" →
 * "дорога"); ё and й stay, and so does an acute in another script ("café"). eSpeak does not
 * ignore the mark: "молоко́" was read "мо-ЛО-ко".
 */
export function unmarked(text: string): string {
  return text.normalize('NFC').replace(/(?<=\p{Script=Cyrillic})\u0301/gu, '');
}

/** The word with an acute accent after the vowel of its syllable `index` ("дорога", 1 → "доро́га"). */
export function withStressMark(word: string, index: number): string {
  let vowels = -1;
  let at = 0;
  for (const char of word) {
    at += char.length;
    if (VOWEL.test(char.toLowerCase()) && (vowels += 1) === index) return word.slice(0, at) + ACUTE + word.slice(at);
  }
  return word;
}

/** The syllable a word's acute accent falls on, if it has one ("доро́га" → 1). */
export function markedStress(word: string): number | undefined {
  return word.includes(ACUTE) ? stressedIndex(word.normalize('NFC').toLowerCase()) : undefined;
}

/** A word without ё's dots, as it is often typed ("звёзды" → "звезды"), for looking it up either way. */
export function withoutYo(word: string): string {
  return word.replaceAll('ё', 'е');
}

/**
 * The stressed syllable of each word of `lines` whose stress they show: the vowel before an
 * acute accent, or ё; keyed by the word in lower case without marks, and again without ё's
 * dots. Words of one syllable and words with no mark are left out.
 */
export function markedStresses(lines: Iterable<string>): Map<string, number> {
  const stresses = new Map<string, number>();
  for (const line of lines) {
    for (const written of line.normalize('NFC').toLowerCase().match(/[\p{L}\u0301]+/gu) ?? []) {
      const word = unmarked(written);
      if (cyrillicSyllables(word) < 2) continue;
      const stressed = stressedIndex(written);
      if (stressed === undefined) continue;
      if (!stresses.has(word)) stresses.set(word, stressed);
      if (!stresses.has(withoutYo(word))) stresses.set(withoutYo(word), stressed);
    }
  }
  return stresses;
}

/** The syllable a marked word's acute accent (or ё) falls on, counted in vowels. */
function stressedIndex(written: string): number | undefined {
  let vowels = -1;
  let yo: number | undefined;
  for (const char of written) {
    if (char === ACUTE) return vowels;
    if (VOWEL.test(char)) vowels += 1;
    if (char === 'ё') yo ??= vowels;
  }
  return yo;
}

/**
 * A language's reading of where its words are stressed: a mark on the word itself (a reading's,
 * or the lyrics' own), then the words it knows by their marks, then `byRule` for a word of
 * `count` (two or more) syllables it does not know.
 */
export function stressReader(known: ReadonlyMap<string, number>, byRule: (plain: string, count: number) => number): (word: string) => number {
  return (word) => {
    const marked = markedStress(word);
    if (marked !== undefined) return marked;
    const plain = unmarked(word.toLowerCase());
    const found = known.get(plain) ?? known.get(withoutYo(plain));
    if (found !== undefined) return found;
    const count = cyrillicSyllables(plain);
    return count < 2 ? 0 : byRule(plain, count);
  };
}
