import { markedStresses, stressReader } from './cyrillic';
import { UKRAINIAN_MARKED_LINES } from './lyric-bank-uk';

/**
 * Which syllable of a Ukrainian word is stressed. As in Russian, the spelling does not say
 * ("ЗА-мок" castle, "за-МОК" lock): the stress of a word comes from what has been marked, the
 * lyric bank's lines and the words below that descriptions and lyrics use most. A word neither
 * knows is read by the rules that hold for most of its kind: nouns in -ння on the vowel before
 * ("ко-ХА-ння"), verbs in -ти and -тися on the vowel before the ending ("спі-ВА-ти"); else the
 * first of two syllables, the second of three and the one three from the end of longer words.
 * eSpeak's Ukrainian voice is no help here: it stresses most words before their last syllable
 * ("в'ода" for "вода́").
 */

const COMMON_WORDS =
  // Subjects a song is asked about.
  'любо́в дощ зима́ зи́му весна́ ві́тер лі́то о́сінь мо́ре ніч мі́сто ма́ма та́то друг дру́зі со́нце не́бо зі́рка рі́чка доро́га ' +
  'се́рце мрі́я сніг життя́ свобо́да дім батьківщи́на Украї́на Ки́їв ді́вчина ра́нок ве́чір само́тність мо́лодість ' +
  'дити́нство кіт ліс го́ри мі́сяць вода́ земля́ час ра́дість сум сму́ток наді́я війна́ мир сон сльо́зи о́чі душа́ роди́на ти́ша ' +
  'коха́ння пі́сня кві́ти кали́на степ Дніпро́ коза́к ма́ти розлу́ка ' +
  // Pronouns, adverbs and verbs of everyday lines.
  'мене́ тебе́ себе́ його́ її́ вона́ воно́ вони́ моя́ твоя́ мої́ твої́ на́ша на́ше на́ші за́вжди ніко́ли тепе́р за́раз ' +
  'сього́дні за́втра вчо́ра зно́ву коли́ чому́ тому́ щоб ті́льки ду́же мо́же бу́де було́ була́ були́ хо́чу зна́ю люблю́ ' +
  'лю́биш іди́ прийди́ нічо́го скрізь ра́зом пі́сля між че́рез тре́ба мо́жна давно́ тут там туди́ сюди́';

// The bank's lines first: where a word is stressed two ways ("зо́рі" stars, "до зорі́" till dawn), as its lines sing it.
/** The rules for a Ukrainian word of `count` syllables that no mark or list knows. */
function byRule(plain: string, count: number): number {
  if (/[аяеи]ння$/u.test(plain)) return count - 2;
  if (/[аяиіу]ти$/u.test(plain)) return count - 2;
  if (/[аяиіу]тися$/u.test(plain)) return count - 3;
  if (count === 2) return 0;
  return count === 3 ? 1 : count - 3;
}

/** The index of the stressed syllable of a Ukrainian word (lower or upper case; an acute accent on it decides). */
export const ukrainianStress = stressReader(markedStresses([...UKRAINIAN_MARKED_LINES, COMMON_WORDS]), byRule);
