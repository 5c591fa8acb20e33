/**
 * Romanian syllables and stress, as sung. Romanian spells its diphthongs and triphthongs as
 * vowel pairs and triples that are one syllable ("noap-te", "stea", "iu-bi-re", "ceai"), and a
 * final i after a consonant is not a syllable but softens it ("ochi", "pomi", "azi" are one),
 * but for the verbs whose infinitive ends in a stressed i ("a iu-BI", "a ve-NI", "a tră-I").
 * Its stress is not written: a word ending in a vowel is stressed on its second-last syllable
 * ("lu-MI-nă", "MA-re"), one ending in a consonant on its last ("se-NIN", "fru-MOS"), but a
 * definite -ul keeps the stress of the word without it ("CE-rul"); the common words that break
 * the rule are listed ("I-ni-mă", "CÂN-tec", "SU-flet").
 */

const VOWEL = /[aăâeiîouy]/;
/** Vowel groups said as one syllable. */
const ONE_SYLLABLE = new Set(['ea', 'oa', 'ia', 'ie', 'io', 'iu', 'ua', 'uă', 'ai', 'ei', 'oi', 'ui', 'ăi', 'âi', 'îi', 'au', 'eu', 'ou', 'ău', 'ii', 'eai', 'eau', 'iau', 'ioa', 'oai', 'iai']);

const FALLING = /^(?:ai|ei|oi|ui|ăi|âi|îi|au|eu|ou|ău|eai|eau|iau|oai|iai)$/;

/** Words the rules divide otherwise than they are said ("a-ici", "ca-ut", "e-co-ul"). */
const ROMANIAN_NUCLEI: Record<string, string[]> = {
  aici: ['a', 'i'],
  aur: ['a', 'u'],
  caut: ['a', 'u'],
  luat: ['u', 'a'],
  trăit: ['ă', 'i'],
  ecoul: ['e', 'o', 'u'],
  adiere: ['a', 'i', 'e', 'e'],
};

/**
 * Verbs whose final i is a syllable, and stressed: the infinitive (and past) of the -esc and -ăsc
 * verbs and of "veni", spelt as no plural or second person is ("iubești", "vii"); not "dormi",
 * "fugi" or "simți", whose second person is spelt as the infinitive and said in one syllable less.
 */
const SOUNDED_FINAL_I = new Set('iubi veni reveni citi privi sosi găsi vorbi zâmbi porni opri dori munci hrăni păzi topi plăti trăi luci răsări înflori părăsi locui dărui ocroti sfârși primi'.split(' '));

/** Common words stressed against the rule (the index of the stressed syllable). */
const ROMANIAN_STRESS: Record<string, number> = {
  inima: 0, inimă: 0, lacrima: 0, lacrimă: 0, cântec: 0, cântecul: 0, suflet: 0, sufletul: 0, astăzi: 0,
  primăvara: 0, primăvară: 0, camera: 0, visele: 0, orele: 0, stelele: 0, gândurile: 0, păsările: 0,
  grijile: 0, soarele: 0, liberi: 0, zâmbet: 0, zâmbetul: 0, mâinile: 0, vorbele: 0, insulă: 0, aur: 0,
  caut: 0, ecoul: 1, era: 1, cafea: 1, repede: 0, lumea: 0, valuri: 0, zilele: 0, florile: 0, aici: 1,
  flăcări: 0, greierii: 0, pustii: 1,
};

/** The vowel nuclei of a Romanian word (lower case, letters only), one per syllable. */
export function romanianNuclei(word: string): string[] {
  const known = ROMANIAN_NUCLEI[word];
  if (known) return known;
  if (SOUNDED_FINAL_I.has(word)) return [...romanianNuclei(word.slice(0, -1)), 'i'];
  const runs = [...word.matchAll(/[aăâeiîouy]+/g)].map((match) => ({ text: match[0], at: match.index }));
  const nuclei: string[] = [];
  runs.forEach(({ text, at }, index) => {
    const last = index === runs.length - 1;
    const end = at + text.length === word.length;
    // A final "-ie", "-ia" after a consonant is two syllables in a longer word ("bu-cu-ri-e", "fa-mi-li-a").
    if (last && end && runs.length > 1 && (text === 'ie' || text === 'ia')) {
      nuclei.push(text[0]!, text[1]!);
      return;
    }
    // A final i after a consonant only softens it ("ochi", "pomi"): no syllable, in a word that has another.
    if (last && end && text === 'i' && runs.length > 1) return;
    for (let from = 0; from < text.length; ) {
      const take = [3, 2].find((size) => from + size <= text.length && ONE_SYLLABLE.has(text.slice(from, from + size))) ?? 1;
      nuclei.push(text.slice(from, from + take));
      from += take;
    }
  });
  return nuclei.length ? nuclei : [word];
}

/** The stressed nucleus of a Romanian word. */
export function romanianStress(word: string, nuclei: readonly string[]): number {
  const last = nuclei.length - 1;
  const known = ROMANIAN_STRESS[word];
  if (known !== undefined && known <= last) return known;
  if (last === 0) return 0;
  if (SOUNDED_FINAL_I.has(word)) return last;
  // The definite article -ul leaves the stress where the word had it: "CE-rul", "DRU-mul".
  if (word.endsWith('ul')) return last - 1;
  // A falling diphthong at the end is stressed as a consonant would be: "a-POI", "ră-MÂI", "me-REU".
  if (FALLING.test(nuclei[last]!) && word.endsWith(nuclei[last]!)) return last;
  // A vowel that ends the word (not a final i that only softens the consonant before it).
  const endsInVowel = word.endsWith(nuclei[last]!) && VOWEL.test(word.at(-1)!);
  return endsInVowel ? last - 1 : last;
}
