import { PHONEME_SEPARATOR } from './ffi';

/**
 * Syllables from eSpeak NG's phoneme strings. A query for a non-Japanese voice has the
 * VOICEVOX shape with these meanings (documented in the contract):
 *
 * - accent phrase = a word; accent = 1-based index of its stressed syllable (0: unstressed);
 * - mora = a syllable; text = the syllable in IPA; consonant = its onset (the consonants
 *   before the vowel) and vowel = its rhyme (the vowel and any consonants after it), both in
 *   eSpeak NG's phoneme mnemonics, which is what synthesis feeds back to eSpeak NG.
 *
 * Consonants between two vowels: one goes to the next syllable; of two or more, the first
 * closes the syllable before and the rest open the next one.
 */

export interface Token {
  /** eSpeak mnemonic, stress marks removed. */
  name: string;
  ipa: string;
  vowel: boolean;
  stress: 0 | 1 | 2;
}

export interface Syllable {
  onset: Token[];
  rhyme: Token[];
  stress: 0 | 1 | 2;
}

export interface Word {
  syllables: Syllable[];
}

const IPA_VOWELS = /[aeiouyæøœɐɑɒɔəɘɚɛɜɝɞɤɨɪɯɵɶʉʊʌʏᵻᵿ\u0329]/u;
/** Vowel mnemonics when no IPA pairs with them (ə is @, ɜ is 3, ɒ is 0, ʌ is V ...). */
const MNEMONIC_VOWELS = /[aeiouyAEIOUV@03]/;
const MNEMONIC_STRESS = /['",%=]/g;
const IPA_STRESS = /[ˈˌ]/gu;

function tokenise(word: string): string[] {
  return word.split(PHONEME_SEPARATOR);
}

/** Tokens that are not phonemes: language switches like (en), and pauses (_, _:, _|). */
const isMarker = (name: string) => name.startsWith('(') || name.startsWith('_');

/** Words of one clause, pairing the mnemonic and IPA renderings token by token. */
export function clauseWords(mnemonic: string, ipa: string): Word[] {
  const mWords = mnemonic.trim().split(/\s+/).filter(Boolean);
  const iWords = ipa.trim().split(/\s+/).filter(Boolean);
  const words: Word[] = [];
  mWords.forEach((mWord, w) => {
    const mTokens = tokenise(mWord);
    const iTokens = iWords.length === mWords.length ? tokenise(iWords[w]!) : [];
    const paired = iTokens.length === mTokens.length;
    const tokens: Token[] = [];
    let pendingStress: 0 | 1 | 2 = 0;
    mTokens.forEach((raw, i) => {
      const stress: 0 | 1 | 2 = raw.includes("'") ? 1 : raw.includes(',') ? 2 : 0;
      const name = raw.replace(MNEMONIC_STRESS, '');
      const ipaText = paired ? iTokens[i]!.replace(IPA_STRESS, '') : name;
      if (isMarker(name)) return;
      if (name === '') {
        // A stress mark standing alone: it belongs to the next token.
        pendingStress = stress || pendingStress;
        return;
      }
      const isVowel = paired && ipaText !== '' ? IPA_VOWELS.test(ipaText) : MNEMONIC_VOWELS.test(name);
      tokens.push({ name, ipa: ipaText, vowel: isVowel, stress: stress || pendingStress });
      pendingStress = 0;
    });
    if (tokens.length > 0) words.push({ syllables: syllabify(tokens) });
  });
  return words;
}

export function syllabify(tokens: Token[]): Syllable[] {
  const nuclei = tokens.map((t, i) => (t.vowel ? i : -1)).filter((i) => i >= 0);
  if (nuclei.length === 0) return [{ onset: [], rhyme: tokens, stress: stressOf(tokens) }];
  const syllables: Syllable[] = [];
  let start = 0;
  nuclei.forEach((nucleus, n) => {
    const next = nuclei[n + 1];
    let end: number;
    if (next === undefined) end = tokens.length;
    else {
      const between = next - nucleus - 1;
      end = nucleus + 1 + (between >= 2 ? 1 : 0);
    }
    const onset = tokens.slice(start, nucleus);
    const rhyme = tokens.slice(nucleus, end);
    syllables.push({ onset, rhyme, stress: stressOf([...onset, ...rhyme]) });
    start = end;
  });
  return syllables;
}

function stressOf(tokens: Token[]): 0 | 1 | 2 {
  let stress: 0 | 1 | 2 = 0;
  for (const token of tokens) {
    if (token.stress === 1) return 1;
    if (token.stress === 2) stress = 2;
  }
  return stress;
}

/** The accent of a word: its primary stress, else its secondary stress, else 0. */
export function wordAccent(word: Word): number {
  const primary = word.syllables.findIndex((s) => s.stress === 1);
  if (primary >= 0) return primary + 1;
  const secondary = word.syllables.findIndex((s) => s.stress === 2);
  return secondary >= 0 ? secondary + 1 : 0;
}

export const joinNames = (tokens: Token[]) => tokens.map((t) => t.name).join('');
export const joinIpa = (tokens: Token[]) => tokens.map((t) => t.ipa).join('');
