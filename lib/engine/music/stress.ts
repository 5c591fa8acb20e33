/**
 * Which syllable of a sung word carries the stress, so the tune can put it on the beat.
 *
 * English-leaning, like the syllable counter: a word's first syllable by default (RIV-er,
 * MORN-ing, SUM-mer); the second for the common words that start weak (a-GAIN, to-NIGHT,
 * re-MEM-ber, be-LIEVE); the one before -tion and -sion (e-MO-tion). The little words of a
 * sentence (the, of, and, my, is) carry none: a singer lets them pass between beats. Words of
 * other languages keep the first-syllable default, which is right for many and harmless for
 * the rest: the tune still fits, it only lands the stress less often.
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
export function stressedSyllable(word: string, count: number): number {
  const lower = word.toLowerCase();
  if (count === 1) return WEAK_WORDS.has(lower) ? -1 : 0;
  if (SECOND_SYLLABLE.has(lower)) return 1;
  // e-MO-tion, de-VO-tion, i-ma-gi-NA-tion, il-LU-sion: the syllable before the ending.
  if (/[st]ions?$/.test(lower) && count >= 3) return count - 2;
  return 0;
}
