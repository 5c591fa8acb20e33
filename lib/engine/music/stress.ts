import { isCyrillic } from './cyrillic';
import { russianStress } from './russian-stress';
import { ukrainianStress } from './ukrainian-stress';
import { scriptStress } from './script-syllables';
import { nucleiOf, readsAsEnglish, readsByOwnRules, stressedNucleus } from './syllable-rules';

/**
 * Which syllable of a sung word carries the stress, so the tune can put it on the beat.
 *
 * In English (and when the lyrics' language is not known): a word's first syllable by default
 * (RIV-er, MORN-ing, SUM-mer); the second for the common words that start weak (a-GAIN,
 * to-NIGHT, re-MEM-ber, be-LIEVE); the one before -tion and -sion (e-MO-tion). Other languages
 * in Latin letters follow their own rules (syllable-rules.ts: "co-ra-ZÓN", "CIE-lo", "a-MOUR"),
 * Russian and Ukrainian words what has been marked of them (russian-stress.ts, ukrainian-stress.ts:
 * "до-РО-га", "лю-БОВЬ", "ко-ХАН-ня").
 * The little words of a sentence (the, of, and, my, is; la, de, que; der, und) carry none: a
 * singer lets them pass between beats.
 */

/** Monosyllables that are unstressed in running speech: articles, prepositions, pronouns, auxiliaries. */
const WEAK_WORDS = new Set(
  (
    'a an the of to in on at by for from with as and but or nor so if than that this these those ' +
    'is am are was were be been do does did has had have will would shall should can could may might must ' +
    'i me my you your he him his she her it its we us our they them their who whose which ' +
    "i'm you're he's she's it's we're they're i'll you'll we'll they'll i've you've we've they've i'd you'd that's there's " +
    'de la el le les un une des du en et y o que se al lo los las del mi tu su der die das ein eine und zu im'
  ).split(' '),
);

/** The same little words in the languages whose lyrics are read by their own rules. */
const LITTLE_WORDS: Record<string, Set<string>> = Object.fromEntries(
  Object.entries({
    es: 'a al con de del el en la las le les lo los me mi mis nos por que se si sin su sus te tu tus un y o ni',
    pt: 'a ao as com da de do das dos e em me meu minha na no nas nos o os por que se sem te teu um uma',
    it: 'a ai al che ci col con da dal dei del di e gli i il in la le lo ma mi ne nei nel non o per se si su sul ti tu un una',
    ca: 'a al amb de del el els em en es i la les me no per que se si te un una',
    fr: 'à au aux ce de des du en et il je la le les ma me mes mon ne nous on ou pas que qui sa se ses son sur ta te tes ton tu un une vous',
    de: 'am an auf aus bei das dein dem den der des die du ein er es ich im in ist mein mich mir mit sie und von vor wie zu',
    nl: 'aan als bij dat de die een en het ik in is je me met mijn na niet of om op te van voor wat we ze zo',
    id: 'di ke dan yang tak pun lah ku mu nya si sang',
    ms: 'di ke dan yang tak pun lah ku mu nya si sang',
    tr: 've bir bu de da ki mi ya',
    vi: 'và của là thì mà những các cho với để như trên trong',
    sv: 'en ett och i på av med om till för som att det den jag du vi mig dig sig min din mitt ditt är har',
    ro: 'și cu de la în pe din pentru un o să mă te se ne vă îi îl le mi ți îmi își nu e a al ai ale ce că',
    el: 'ο η το οι τα του της των τον την τη τις τους στο στη στην στον στα στις στους και κι να θα με σε σου μου μας σας δε δεν μη μην που ως για απ',
    hi: 'है हैं का की के में से को ने और न ना तो ही भी ये वो पे सा सी',
    pl: 'a i o w z we ze na do od po za że się nie to ten ta tę mi ci go jej mu co jak by już tak tu bo lecz czy ja ty on my wy nas was ich jest są',
    cs: 'a i o u v ve z ze s se si k ke na do od po za že je jsem jsi jsme jste mi ti mu ho jí to ten ta co jak kde by už tak tu ať ale nebo já ty on my vy nás vás jen',
    sk: 'a i o u v vo z zo s so sa si k ku na do od po za že je som si sme ste mi ti mu ho jej to ten ta čo ako kde by už tak tu ale alebo ja ty on my vy nás vás len',
    uk: 'а і й та але в у на з із до від по за що не ні я ти він ми ви мені нас вас їх як же б',
    ru: 'а и но в во на с со к ко о об у за из по до от же ли бы не ни я ты он мы вы мне нас вас их да что как',
  }).map(([language, words]) => [language, new Set(words.split(' '))]),
);

/** Common words of more than one syllable whose stress falls on the second. */
const SECOND_SYLLABLE = new Set(
  (
    'about above across afraid again against ago ahead alive alone along aloud already amazed amazing among another anymore apart ' +
    'appear around arrive asleep aside awake away ' +
    'became because become before began begin behind believe belong below beneath beside between beyond ' +
    'collide complete control decide defeat delight deny deserve desire destroy divine ' +
    'embrace enough erase escape exist explode ' +
    'forever forget forgive forgot forgotten goodbye hello hotel ignite ' +
    'machine myself yourself himself herself itself ourselves themselves okay pretend ' +
    'receive recall release remain remember remind repeat replace reply return reveal ' +
    'today tonight tomorrow together undone unknown unless until upon ' +
    'within without'
  ).split(' '),
);

/**
 * The index of the stressed syllable of `word` (which has `count` syllables), or -1 when the
 * word is a weak little word that takes no stress.
 */
export function stressedSyllable(word: string, count: number, language?: string): number {
  const lower = word.toLowerCase();
  if (count === 1) return (readsAsEnglish(language) ? WEAK_WORDS : (LITTLE_WORDS[language!] ?? WEAK_WORDS)).has(lower) ? -1 : 0;
  const letters = lower.replace(/[^\p{L}]/gu, '');
  if (readsByOwnRules(letters, language)) return stressedNucleus(letters, nucleiOf(letters, language), language);
  // A preposition said with the word ("в комнате") has no vowel: the word's own stress is the pair's.
  if (isCyrillic(letters)) return (language === 'uk' ? ukrainianStress : russianStress)(lower.split(' ').at(-1)!.replace(/[^\p{L}\u0301]/gu, ''));
  const inScript = scriptStress(lower.replace(/[^\p{L}\p{M}]/gu, ''));
  if (inScript !== undefined) return inScript;
  if (SECOND_SYLLABLE.has(lower)) return 1;
  // e-MO-tion, de-VO-tion, i-ma-gi-NA-tion, il-LU-sion: the syllable before the ending.
  if (/[st]ions?$/.test(lower) && count >= 3) return count - 2;
  return 0;
}
