import { greekNuclei, greekStress } from './greek';
import { romanianNuclei, romanianStress } from './romanian';

/**
 * Syllables and stress of words in languages other than English, for lyrics in Latin letters (and Greek ones)
 * whose language is known (SongRequest.language). English spelling needs the heuristics of
 * lyrics.ts and stress.ts (silent e, -ed, a-GAIN); these languages spell closer to how they
 * sound, and most mark or imply their stress by rule:
 *
 * - Spanish, Galician, Catalan, Portuguese and Italian: a written accent marks it; otherwise
 *   the second-last syllable, or the last when the word ends as the language's rule says
 *   ("ciudad", "amor", "papel"). Two strong vowels are two syllables ("po-e-ta"), and so is an
 *   accented i or u beside a vowel ("dí-a"); a weak vowel beside another is one ("cie-lo").
 * - French: the last sounded syllable; a final e or es after a consonant (or the u of qu, gu) is
 *   silent, and the -ent of a verb ("ils CHAN-tent") is sung weak, like a final e before a consonant.
 * - German and Dutch: the first, past an unstressed prefix ("ver-GES-sen", "ver-LIEBT"; not "GE-ben"),
 *   and common words that say otherwise ("zu-RÜCK", "van-DAAG"). A diaeresis parts two vowels in
 *   Dutch and French ("i-de-eën", "na-ïf").
 * - Italian, Portuguese and Catalan: a short word of i or u and a vowel is two ("MI-o", "DI-a",
 *   "LU-a"), where Spanish would write the accent ("mío", "día") and diphthongs stay one ("pie").
 * - Indonesian and Malay: every vowel a syllable but a closing ai, au, oi ("pan-tai", "la-ut").
 * - Turkish: every vowel a syllable; the last stressed, but the one before -yor ("ge-Lİ-yor")
 *   and the first of common adverbs ("ŞİM-di").
 * - Polish: every vowel a syllable but an i before another ("nie-bo"); the second-last stressed,
 *   the third-last in -yka, -ika ("MU-zy-ka").
 * - Czech and Slovak: every vowel a syllable but the diphthongs (ou, au, eu; Slovak's ia, ie, iu,
 *   ô), and an r or l between consonants or after one at the end is a syllable of its own ("srd-ce",
 *   "vl-na", "ví-tr"); the first stressed, as in stress.ts.
 * - Vietnamese: a written word is a syllable, its vowels one nucleus ("chiều", "người").
 * - Swedish: every vowel a syllable; the first stressed, common words as listed ("i-DAG", "för-BI").
 * - Romanian: its diphthongs one syllable, a final i after a consonant none; the second-last
 *   stressed after a vowel, the last after a consonant, common words as listed (romanian.ts).
 * - Greek: its digraphs one vowel, an unstressed i sound gliding into the vowel after it, the
 *   accent marking the stress (greek.ts: "καρ-διά", "α-λή-θεια").
 * - Indonesian and Malay: the second-last. Others: the first, as in stress.ts.
 */

const ROMANCE = new Set(['es', 'gl', 'ca', 'pt', 'it']);
const SILENT_U = new Set(['es', 'gl', 'ca', 'pt']);
const HIATUS_LANGUAGES = new Set(['it', 'pt', 'ca']);
const DIAERESIS_LANGUAGES = new Set(['nl', 'fr']);
const VOWEL = /[aeiouyàáâãäåæèéêëìíîïòóôõöøœùúûüýÿ]/;
const STRONG = /[aeoàáâãäåæèéêëòóôõöøœ]/;
const ACCENTED_WEAK = /[íìúù]/;
/** An accent that marks the stressed syllable; a tilde marks it only when nothing else does ("co-ra-ÇÃO"). */
const STRESS_MARK = /[áàâéèêíìîóòôúùû]/;
const TILDE = /[ãõ]/;

/** Whether lyrics in `language` are read with the English rules (also when the language is unknown). */
export function readsAsEnglish(language: string | undefined): boolean {
  return !language || language === 'en';
}

/** Whether a word's letters are read by `language`'s own rules here: Latin letters in any language but English, Greek ones in Greek. */
export function readsByOwnRules(letters: string, language: string | undefined): language is string {
  if (readsAsEnglish(language)) return false;
  return /^\p{Script=Latin}+$/u.test(letters) || (language === 'el' && /^\p{Script=Greek}+$/u.test(letters));
}

/**
 * Italian words the rules below divide otherwise than they are sung: "ciao" is one syllable (its
 * i only softens the c), "ad-DI-o", "gio-I-re" and their like part a stressed i from the vowel
 * after it, which only short words do by rule ("MI-o").
 */
const ITALIAN_NUCLEI: Record<string, string[]> = {
  ciao: ['iao'],
  addio: ['a', 'i', 'o'],
  desio: ['e', 'i', 'o'],
  oblio: ['o', 'i', 'o'],
  brusio: ['u', 'i', 'o'],
  mormorio: ['o', 'o', 'i', 'o'],
  leggio: ['e', 'i', 'o'],
  pendio: ['e', 'i', 'o'],
  gioire: ['io', 'i', 'e'],
  gioia: ['io', 'ia'],
};

const MALAY = new Set(['id', 'ms']);
const MALAY_DIPHTHONG = /^(?:ai|au|oi|ei)$/;
/** Their y is a consonant ("sa-ya", "nya-nyi"). */
const MALAY_VOWEL = /[aeiouéè]/;
/** Vietnamese vowel letters with any tone mark (NFC): a, ă, â, e, ê, i, o, ô, ơ, u, ư, y. */
const VIETNAMESE_VOWELS = /[aăâeêioôơuưyàáảãạằắẳẵặầấẩẫậèéẻẽẹềếểễệìíỉĩịòóỏõọồốổỗộờớởỡợùúủũụừứửữựỳýỷỹỵ]+/;
/** Turkish's eight vowels (and the circumflexed ones of loan words): never a diphthong. */
const TURKISH_VOWEL = /[aeıioöuüâîû]/;
const SWEDISH_VOWEL = /[aeiouyåäöé]/;

/**
 * A nucleus for every vowel, for languages that sound each ("sa-at", "di-a", Turkish "şi-ir"),
 * but for the pairs `joins` allows when the pair closes its syllable: at the word's end, or
 * before a consonant that opens the next one.
 */
function everyVowel(word: string, vowel: RegExp, joins?: RegExp): string[] {
  const nuclei: string[] = [];
  const chars = [...word];
  let previousVowel = false;
  for (const [at, char] of chars.entries()) {
    if (!vowel.test(char)) {
      previousVowel = false;
      continue;
    }
    const last = nuclei.at(-1);
    const closesSyllable = at === chars.length - 1 || (!vowel.test(chars[at + 1] ?? '') && vowel.test(chars[at + 2] ?? ''));
    if (joins && previousVowel && last?.length === 1 && joins.test(last + char) && closesSyllable) nuclei[nuclei.length - 1] = last + char;
    else nuclei.push(char);
    previousVowel = true;
  }
  return nuclei.length ? nuclei : [word];
}

/** Polish vowels: each its own syllable, but an i before another vowel, which only softens the consonant ("nie-bo", "mia-sto"). */
const POLISH_VOWEL = /[aąeęioóuy]/;

function polishNuclei(word: string): string[] {
  const chars = [...word];
  const nuclei = chars.filter((char, at) => POLISH_VOWEL.test(char) && !(char === 'i' && POLISH_VOWEL.test(chars[at + 1] ?? '')));
  return nuclei.length ? nuclei : [word];
}

const CZECH_VOWEL = /[aáeéěiíoóuúůyýäô]/;
const CZECH_DIPHTHONG: Record<string, RegExp> = { cs: /^(?:ou|au|eu)$/, sk: /^(?:ou|au|eu|ia|ie|iu)$/ };
/** Slovak writes its long syllabic r and l ("vŕba", "vĺča"). */
const SYLLABIC_LIQUID = /[rlŕĺ]/;

/**
 * Czech and Slovak nuclei: each vowel or diphthong, and a syllabic r or l: one after a consonant
 * and before another or at the word's end ("prst", "srd-ce", "ví-tr", "mys-l"), not after another
 * liquid ("Karl-štejn") nor before a vowel ("pra-vda"), which makes it an onset.
 */
function westSlavicNuclei(word: string, language: 'cs' | 'sk'): string[] {
  const chars = [...word];
  const isVowel = (char: string | undefined) => char !== undefined && CZECH_VOWEL.test(char);
  const nuclei: string[] = [];
  for (const [at, char] of chars.entries()) {
    const before = chars[at - 1];
    if (isVowel(char)) {
      const last = nuclei.at(-1);
      if (isVowel(before) && last?.length === 1 && CZECH_DIPHTHONG[language]!.test(last + char)) nuclei[nuclei.length - 1] = last + char;
      else nuclei.push(char);
    } else if (SYLLABIC_LIQUID.test(char) && before !== undefined && !isVowel(before) && !SYLLABIC_LIQUID.test(before) && !isVowel(chars[at + 1])) {
      nuclei.push(char);
    }
  }
  return nuclei.length ? nuclei : [word];
}

/** The vowel nuclei of `word` (lower case, letters only), one per syllable. */
export function nucleiOf(word: string, language: string): string[] {
  if (language === 'el') return greekNuclei(word);
  if (language === 'ro') return romanianNuclei(word);
  if (language === 'pl') return polishNuclei(word);
  if (language === 'cs' || language === 'sk') return westSlavicNuclei(word, language);
  const known = language === 'it' ? ITALIAN_NUCLEI[word] : undefined;
  if (known) return known;
  // Indonesian and Malay sound every vowel ("sa-at", "di-a", "ba-ik", "la-ut"), but ai, au, oi and
  // ei are one at a word's end or before a consonant ("pan-TAI", "pu-LAU", "sau-da-ra", "ba-gai-ma-na").
  if (MALAY.has(language)) return everyVowel(word, MALAY_VOWEL, MALAY_DIPHTHONG);
  // Vietnamese writes each syllable as a word: its vowels are one nucleus ("chiều", "người", "khuya").
  if (language === 'vi') return [word.match(VIETNAMESE_VOWELS)?.[0] ?? word];
  if (language === 'tr') return everyVowel(word, TURKISH_VOWEL);
  // Swedish sounds every vowel: "le-en-de", "fi-ol".
  if (language === 'sv') return everyVowel(word, SWEDISH_VOWEL);
  const nuclei: string[] = [];
  let current = '';
  let previous = '';
  const chars = [...word];
  for (const [at, char] of chars.entries()) {
    // The u of Spanish "que", "qui", "gue", "gui" (and Portuguese, Catalan) only hardens the
    // consonant: "a-QUÍ" is two syllables, not "a-qu-í".
    const silentU = char === 'u' && SILENT_U.has(language) && /[qg]/.test(chars[at - 1] ?? '') && /[eiéíèêî]/.test(chars[at + 1] ?? '');
    if (!VOWEL.test(char) || silentU) {
      if (current) nuclei.push(current);
      current = '';
      previous = '';
      continue;
    }
    // In the Romance languages two strong vowels, or an accented i or u beside a vowel, are two
    // syllables; Portuguese's nasal ão, ãe, õe are one.
    const strongPair = STRONG.test(char) && STRONG.test(previous) && !TILDE.test(previous);
    // Italian writes an accent only on a last vowel that is stressed ("più", "così"), never to part two.
    const accentParts = language !== 'it' && (ACCENTED_WEAK.test(char) || ACCENTED_WEAK.test(previous));
    // A weak vowel between two strong ones leans to the second ("PRAI-a", "rai-AR", "GIO-ia").
    const glideBetween = STRONG.test(char) && /[iuy]$/.test(current) && STRONG.test(current);
    // Dutch and French write a diaeresis to part a vowel from the one before ("ide-eën", "na-ïf", "No-ël").
    const diaeresis = DIAERESIS_LANGUAGES.has(language) && /[ëïü]/.test(char);
    const breaks = current !== '' && (diaeresis || (ROMANCE.has(language) && (strongPair || accentParts || glideBetween)));
    if (breaks) {
      nuclei.push(current);
      current = '';
    }
    current += char;
    previous = char;
  }
  if (current) nuclei.push(current);
  // French's final e is silent after a consonant, and after the u that only hardens q or g ("chaque", "langue").
  if (language === 'fr' && nuclei.length > 1 && /(?:[^aeiouyéèêë]|[qg]u)(e|es)$/.test(word)) nuclei.pop();
  // "io", "mio", "Dio", "dia", "rua", "dues": the i or u is stressed and the vowel after it its own
  // syllable; not after c, g or q, whose i or u is spelling ("ciao", "già", "qual"), nor under an accent ("più").
  if (HIATUS_LANGUAGES.has(language) && nuclei.length === 1 && /^[^aeiou]*[iu][aeo]s?$/.test(word) && !/[cgq][iu][aeo]/.test(word)) return [nuclei[0]![0]!, nuclei[0]!.slice(1)];
  return nuclei.length ? nuclei : [word];
}

/**
 * French words whose -ent after a consonant is sounded and stressed ("sou-VENT"), the common ones
 * outside -ment (adverbs and nouns: "moment", "doucement"); any other -ent after a consonant is
 * a verb's plural ending ("brillent", "traversent"), a weak sung e.
 */
const FRENCH_SOUNDED_ENT = new Set(
  'souvent talent parent argent serpent absent présent accent content torrent urgent violent différent évident excellent innocent prudent récent adolescent équivalent couvent régent silent'.split(' '),
);

/**
 * Verbs whose plural ends in -ment, as lyrics use them ("ils s'aiment", "les yeux se ferment"):
 * -ment is otherwise an adverb's or a noun's, sounded and stressed ("dou-ce-MENT", "mo-MENT").
 */
const FRENCH_VERBS_IN_MENT = new Set('aiment sèment dorment endorment ferment referment forment calment allument fument riment animent expriment priment impriment'.split(' '));

/** Whether `word` ends in a French verb's weak -ent ("chantent", "aiment", but not "moment", "souvent", "devient"). */
function frenchVerbEnding(word: string): boolean {
  // The word arrives without its apostrophe: "l'argent" is "largent", "qu'absent" "quabsent", "s'aiment" "saiment".
  const elided = [word, word.slice(1), ...(word.startsWith('qu') ? [word.slice(2)] : [])];
  if (elided.some((form) => FRENCH_VERBS_IN_MENT.has(form))) return true;
  return /[^aeiouyéèêëïœ]ent$/.test(word) && !word.endsWith('ment') && !elided.some((form) => FRENCH_SOUNDED_ENT.has(form));
}

const GERMAN_PREFIXES = /^(be|ge|er|ver|zer|ent|emp|miss)/;
const DUTCH_PREFIXES = /^(be|ge|ver|her|ont|er)/;
/**
 * Common German words stressed past their first syllable with no prefix to say so (the nucleus
 * index): the adverbs of da-, hin-, her-, vor-, wo-, zu- ("vor-BEI", "zu-RÜCK", "hi-NAUS", "zu-FRIE-den"),
 * and loan words ("Mu-SIK", "Me-lo-DIE"), as lyrics sing them every day.
 */
const GERMAN_STRESS: Record<string, number> = {
  ...Object.fromEntries(
    'vorbei zurück zufrieden zuerst zuletzt zuvor zugleich zumal zunächst zuweilen zuliebe zuwider allein alleine hinaus hinein heraus herein hinauf herauf hinab hinweg hinunter herunter voraus vorüber dahin daher darum warum wohin woher genug vielleicht zusammen sogar jedoch zuhaus zuhause nachdem indem obwohl davon dabei damit danach dafür darauf darin daran darüber woran worauf lebendig musik natur moment idee hotel minute sekunde gitarre familie papier paris berlin'
      .split(' ')
      .map((word) => [word, 1]),
  ),
  melodie: 2,
  fantasie: 2,
  phantasie: 2,
};
/** Common Dutch words stressed past their first syllable with no prefix to say so ("van-DAAG", "al-LEEN", "ri-VIER", "el-KAAR"). */
const DUTCH_STRESS: Record<string, number> = Object.fromEntries(
  'vandaag vannacht vanavond vandaan vanzelf vandaar misschien alleen waarom daarom hierom daarna voorbij terug muziek opnieuw opeens ineens elkaar rivier omdat vooral tenzij totdat nadat hallo papier gitaar minuut seconde familie moment idee natuur totaal heelal probleem oneindig onmogelijk tevreden tezamen waarheen'
    .split(' ')
    .map((word) => [word, 1]),
);
/** Common Swedish words stressed past their first syllable ("i-DAG", "för-BI", "ö-ver-ALLT", "mu-SIK"). */
const SWEDISH_STRESS: Record<string, number> = {
  ...Object.fromEntries(
    'idag ikväll inatt igen ihop isär iväg ibland förbi förlåt försvann försvinner förstår tillsammans tillbaka alldeles omkring musik minut sekund gitarr familj idé'
      .split(' ')
      .map((word) => [word, 1]),
  ),
  överallt: 2,
};
/** Common Turkish words stressed on their first syllable, not their last: adverbs and conjunctions. */
const TURKISH_FIRST = new Set('şimdi yarın belki sonra ama fakat nasıl neden niye nerede nereye nerden nereden burada şurada orada yine hâlâ sadece asla hemen çünkü ancak lütfen'.split(' '));

/**
 * Turkish stresses a word's last syllable ("yağ-MUR", "gö-rü-RÜM"), but the one before the
 * progressive -yor ("ge-Lİ-yor", "ko-ŞU-yo-ruz") and the first of common adverbs ("ŞİM-di").
 */
function turkishStress(word: string, nuclei: string[]): number {
  const last = nuclei.length - 1;
  if (TURKISH_FIRST.has(word)) return 0;
  const progressive = word.lastIndexOf('yor');
  if (progressive > 0) {
    // The nucleus just before -yor: the vowels written before it, less one.
    const before = [...word.slice(0, progressive)].filter((char) => TURKISH_VOWEL.test(char)).length;
    return Math.max(0, Math.min(last, before - 1));
  }
  return last;
}

/**
 * A German or Dutch second syllable that is only an unstressed ending, not a stem after a prefix
 * ("ge-ben", but "ge-VOEL": its e belongs to "oe").
 */
const WEAK_ENDING = /[^aeiouyäöü](?:e|en|er|el|em|es|ern|eln|ens|et|est)$/;

/** The index of the stressed nucleus of a word of more than one syllable. */
export function stressedNucleus(word: string, nuclei: string[], language: string): number {
  if (language === 'el') return greekStress(nuclei);
  if (language === 'ro') return romanianStress(word, nuclei);
  const last = nuclei.length - 1;
  if (ROMANCE.has(language)) {
    const marked = nuclei.findIndex((nucleus) => STRESS_MARK.test(nucleus));
    if (marked >= 0) return marked;
    const tilde = nuclei.findIndex((nucleus) => TILDE.test(nucleus));
    if (tilde >= 0) return tilde;
    const penultimate = Math.max(0, last - 1);
    if (language === 'it') return penultimate;
    if (language === 'pt') return /([aeo]s?|[ae]m|ens)$/.test(word) ? penultimate : last;
    if (language === 'ca') return /([aeiou]s?|[ei]n)$/.test(word) ? penultimate : last;
    return /[aeiouns]$/.test(word) ? penultimate : last;
  }
  if (language === 'fr') return frenchVerbEnding(word) ? last - 1 : last;
  // Polish words in -yka and -ika from Greek and Latin keep the stress three from the end ("MU-zy-ka", "a-ME-ry-ka").
  if (language === 'pl' && nuclei.length >= 3 && /[iy]k(?:a|i|ę|ą|ach|om|ami)$/.test(word)) return last - 2;
  if (language === 'pl' || MALAY.has(language)) return Math.max(0, last - 1);
  if (language === 'tr') return turkishStress(word, nuclei);
  const known = (language === 'de' ? GERMAN_STRESS : language === 'nl' ? DUTCH_STRESS : language === 'sv' ? SWEDISH_STRESS : undefined)?.[word];
  if (known !== undefined && known <= last) return known;
  const prefix = language === 'de' ? GERMAN_PREFIXES : language === 'nl' ? DUTCH_PREFIXES : null;
  // "ge-SE-hen", "ver-GES-sen"; in two syllables, unless the second is only an ending: "ver-LIEBT",
  // "ge-SAGT", but "GE-ben", "ER-de", "GES-tern".
  if (prefix && prefix.test(word) && (nuclei.length >= 3 || !WEAK_ENDING.test(word))) return 1;
  return 0;
}
