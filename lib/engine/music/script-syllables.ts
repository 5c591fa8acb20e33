/**
 * Syllables of lyrics in scripts whose words cannot be read by counting written vowels
 * (lyrics.ts does that for Latin, Cyrillic, Greek, Armenian and Georgian; CJK and Hangul are a
 * syllable a character):
 *
 * - Brahmic scripts (Hindi, Bengali, Punjabi, Gujarati, Marathi, Tamil, Telugu, Kannada,
 *   Malayalam, Sinhala…) write each syllable as a consonant with its vowel: a consonant carries
 *   an "a" unless a vowel sign replaces it or a virama kills it ("प्यार": p-yā-r). Hindi and its
 *   neighbours drop that "a" at the end of a word ("दिल" dil) and between two sounded syllables
 *   ("आसमान" ās-mān, "समझना" sa-majh-nā: the rule Ohala described, read from the right).
 * - Abjads (Arabic, Persian, Urdu, Hebrew…) leave short vowels unwritten: about a syllable for
 *   every two letters ("حبيبي" ḥa-bī-bī, "שלום" sha-lom).
 * - Ethiopic (Amharic, Tigrinya) writes a syllable a character.
 * - Thai, Lao, Khmer and Burmese write no spaces: a run is split into words by the ICU dictionary
 *   (`unspacedWords`). A Thai or Lao word has a syllable for each vowel written before its
 *   consonant (เ แ โ ใ ไ) and each run of vowel signs written after one, those of a leading
 *   vowel's own syllable aside ("หน้าต่าง" nâa-tàang, "เรา" rao); a vowel left unwritten ("ฝน"
 *   fǒn) is found only as a word's sole syllable. A Khmer or Burmese word is one syllable, which
 *   most of their common words are.
 */

const BRAHMIC = /^[\p{Script=Devanagari}\p{Script=Bengali}\p{Script=Gurmukhi}\p{Script=Gujarati}\p{Script=Oriya}\p{Script=Tamil}\p{Script=Telugu}\p{Script=Kannada}\p{Script=Malayalam}\p{Script=Sinhala}]+$/u;
/** Scripts whose languages drop a word's last inherent "a" (Bengali "মন" mon, Hindi "दिल" dil). */
const DROPS_FINAL_A = /[\p{Script=Devanagari}\p{Script=Bengali}\p{Script=Gurmukhi}\p{Script=Gujarati}]/u;
/** ...and one between two sounded syllables (Bengali sounds it as o: "ভালোবাসা" is left whole). */
const DROPS_MEDIAL_A = /[\p{Script=Devanagari}\p{Script=Gurmukhi}\p{Script=Gujarati}]/u;
const ABJAD = /^[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}]+$/u;
const ETHIOPIC = /^\p{Script=Ethiopic}+$/u;
const UNSPACED = /[\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
const THAI_OR_LAO = /^[\p{Script=Thai}\p{Script=Lao}]+$/u;
const LEADING_VOWEL = /[เแโใไເແໂໃໄ]/u;
const FOLLOWING_VOWEL = /[ะัาำิีึืุู็ະັາຳິີຶືຸູົໍ]/u;
const TONE_MARK = /[่้๊๋์່້໊໋໌]/u;

function thaiSyllables(word: string): number {
  let count = 0;
  // Consonants since a leading vowel whose syllable is still open: its signs come after one or two.
  let afterLeading = -1;
  let inVowelRun = false;
  for (const char of word) {
    if (LEADING_VOWEL.test(char)) {
      count += 1;
      afterLeading = 0;
      inVowelRun = false;
    } else if (FOLLOWING_VOWEL.test(char)) {
      if (afterLeading > 0) afterLeading = -1;
      else if (!inVowelRun) count += 1;
      inVowelRun = true;
    } else if (!TONE_MARK.test(char)) {
      inVowelRun = false;
      if (afterLeading >= 0) afterLeading = afterLeading === 2 ? -1 : afterLeading + 1;
    }
  }
  return Math.max(1, count);
}

type Vowel = 'inherent' | 'sign' | 'independent' | 'none' | 'dropped';
interface Akshara {
  vowel: Vowel;
  /** Its vowel is long (ā, ī, ū, e, ai, o, au), by its sign or its letter. */
  long: boolean;
  /** An anusvara after it: a nasal consonant closing the syllable ("ज़िंदगी" zin-da-gī). */
  nasal: boolean;
}

/** Long vowels, as signs and as letters, in the shared Brahmic layout (offsets in the block). */
const LONG_SIGNS = new Set([0x3e, 0x40, 0x42, 0x47, 0x48, 0x4b, 0x4c]);
const LONG_LETTERS = new Set([0x06, 0x08, 0x0a, 0x0f, 0x10, 0x13, 0x14]);

/** Brahmic blocks share one layout (Unicode's ISCII order) from U+0900 to U+0D7F; Sinhala has its own. */
const SINHALA_START = 0x0d80;
function brahmicRole(char: string): 'virama' | 'sign' | 'anusvara' | 'vowel' | 'consonant' | 'dead' | 'other' {
  const code = char.codePointAt(0)!;
  if (code >= SINHALA_START) {
    if (code === 0x0dca) return 'virama';
    if ((code >= 0x0dcf && code <= 0x0ddf) || code === 0x0df2 || code === 0x0df3) return 'sign';
    if (code >= 0x0d85 && code <= 0x0d96) return 'vowel';
    return /\p{L}/u.test(char) ? 'consonant' : 'other';
  }
  const offset = code & 0x7f;
  if (offset === 0x4d) return 'virama';
  if (offset === 0x02) return 'anusvara';
  // Malayalam's chillu letters are consonants with no vowel at all.
  if (code >= 0x0d7a && code <= 0x0d7f) return 'dead';
  if (/\p{M}/u.test(char)) return (offset >= 0x3a && offset <= 0x4c && offset !== 0x3c) || (offset >= 0x4e && offset <= 0x57) || offset === 0x62 || offset === 0x63 ? 'sign' : 'other';
  if (!/\p{L}/u.test(char)) return 'other';
  const devanagariOrGurmukhi = code < 0x0a80;
  if ((offset >= 0x04 && offset <= 0x14) || offset === 0x60 || offset === 0x61 || (devanagariOrGurmukhi && offset >= 0x72 && offset <= 0x77)) return 'vowel';
  return 'consonant';
}

const sounded = (akshara: Akshara | undefined) => akshara !== undefined && akshara.vowel !== 'none' && akshara.vowel !== 'dropped';

/** The word's aksharas, with the inherent "a" its language drops marked so. */
function aksharasOf(word: string): Akshara[] {
  const aksharas: Akshara[] = [];
  for (const char of word) {
    const role = brahmicRole(char);
    const last = aksharas.at(-1);
    const offset = char.codePointAt(0)! & 0x7f;
    if (role === 'consonant') aksharas.push({ vowel: 'inherent', long: false, nasal: false });
    else if (role === 'vowel') aksharas.push({ vowel: 'independent', long: LONG_LETTERS.has(offset), nasal: false });
    else if (role === 'dead') aksharas.push({ vowel: 'none', long: false, nasal: false });
    else if (last && role === 'virama') last.vowel = 'none';
    else if (last && role === 'sign' && last.vowel === 'inherent') Object.assign(last, { vowel: 'sign', long: LONG_SIGNS.has(offset) });
    else if (last && role === 'anusvara') last.nasal = true;
  }
  if (DROPS_FINAL_A.test(word) && aksharas.length > 1 && aksharas.at(-1)!.vowel === 'inherent') aksharas.at(-1)!.vowel = 'dropped';
  if (DROPS_MEDIAL_A.test(word)) {
    // ə → ∅ / VC_CV: the "a" between a sounded syllable and a consonant with its own vowel, the
    // consonant before it single (no virama or anusvara before it makes a cluster).
    for (let at = aksharas.length - 2; at >= 1; at -= 1) {
      const [before, akshara, after] = [aksharas[at - 1]!, aksharas[at]!, aksharas[at + 1]!];
      if (akshara.vowel === 'inherent' && !akshara.nasal && sounded(before) && !before.nasal && sounded(after) && after.vowel !== 'independent') akshara.vowel = 'dropped';
    }
  }
  return aksharas;
}

function brahmicSyllables(word: string): number {
  return Math.max(1, aksharasOf(word).filter(sounded).length);
}

/** Hindi words whose last syllable is stressed though it is open: "na-HĪ̃", "ka-HĀ̃". */
const HINDI_FINAL = new Set('नहीं कहाँ यहाँ वहाँ जहाँ कहीं यहीं वहीं'.split(' '));

/**
 * The stressed syllable of a word in Devanagari, by weight (as Hindi is described): a syllable
 * is heavier for a long vowel and for each consonant closing it ("बा-रिश", "ज़िन्-द-गी"). The
 * rightmost heaviest before the last is stressed ("ख़ा-मो-शी", "कि-ना-रे"); the last only when
 * it is heavier still (long and closed: "मुस्-कान") or the only heavy one ("क-दम", "सु-बह").
 * A last open long vowel counts light ("दु-नि-या"). Undefined for other scripts: the first.
 */
export function scriptStress(word: string): number | undefined {
  if (!/^[\p{Script=Devanagari}]+$/u.test(word)) return undefined;
  if (HINDI_FINAL.has(word)) return brahmicSyllables(word) - 1;
  const aksharas = aksharasOf(word);
  const weights: number[] = [];
  for (const [at, akshara] of aksharas.entries()) {
    if (!sounded(akshara)) continue;
    let codas = akshara.nasal && at < aksharas.length - 1 ? 1 : 0;
    for (let next = at + 1; next < aksharas.length && !sounded(aksharas[next]); next += 1) codas += 1;
    const last = !aksharas.slice(at + 1).some(sounded);
    weights.push(last && codas === 0 ? 1 : 1 + (akshara.long ? 1 : 0) + Math.min(codas, 2));
  }
  if (weights.length < 2) return 0;
  const final = weights.at(-1)!;
  const before = weights.slice(0, -1);
  const heaviest = Math.max(...before);
  if (final >= 3 && final > heaviest) return weights.length - 1;
  if (heaviest === 1) return final >= 2 ? weights.length - 1 : 0;
  return before.lastIndexOf(heaviest);
}

/**
 * Syllables of one word (letters and marks only) in a script of the list above, or undefined
 * when its script is not one of them.
 */
export function scriptSyllableCount(word: string): number | undefined {
  if (BRAHMIC.test(word)) return brahmicSyllables(word);
  if (ABJAD.test(word)) return Math.max(1, Math.round(word.replace(/\P{L}/gu, '').length / 2));
  if (ETHIOPIC.test(word)) return word.replace(/\P{L}/gu, '').length;
  if (THAI_OR_LAO.test(word)) return thaiSyllables(word);
  if (UNSPACED.test(word)) return 1;
  return undefined;
}

const wordSegmenter = new Intl.Segmenter('th', { granularity: 'word' });

/** The words of a run of Thai, Lao, Khmer or Burmese, or undefined for a run in another script. */
export function unspacedWords(run: string): string[] | undefined {
  if (!UNSPACED.test(run)) return undefined;
  return [...wordSegmenter.segment(run)].filter((part) => part.isWordLike).map((part) => part.segment);
}
