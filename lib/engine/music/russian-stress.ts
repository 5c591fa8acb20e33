import { cyrillicSyllables, markedStresses, stressReader } from './cyrillic';
import { RUSSIAN_MARKED_LINES } from './lyric-bank-ru';

/**
 * Which syllable of a Russian word is stressed. Russian spelling does not say ("ДО-ма" at home,
 * "до-МА" houses), so the stress of a word comes from what has been marked: the lyric bank's
 * lines, and the words below that descriptions and lyrics use most (subjects, pronouns,
 * adverbs). A word neither knows is read by the rules that hold for most words of its kind: ё is
 * stressed; nouns in -ание/-ение and -ция on the vowel before; verbs in -ать, -ять, -ить, -еть on
 * their last syllable; else the first of two syllables, the second of three and the one three
 * from the end of longer words ("ДЕ-вуш-ка" is the exception, "кра-СИ-ва-я" the rule).
 */

const COMMON_WORDS =
  // Subjects a song is asked about.
  'любо́вь дождь зима́ зи́мы весна́ ле́то о́сень мо́ре ночь го́род ма́ма па́па друг дру́га со́лнце не́бо звёзды звезда́ река́ доро́га ' +
  'се́рдце мечта́ сча́стье ве́тер снег пе́сня жизнь свобо́да па́мять ро́дина де́вушка у́тро ве́чер огни́ ого́нь тишина́ ' +
  'одино́чество мо́лодость ю́ность де́тство дом ро́за цветы́ мир сон сны слёзы глаза́ ру́ки душа́ пра́здник друзья́ ' +
  'семья́ ребёнок де́ти ко́шка соба́ка кот лес по́ле луна́ вода́ земля́ вре́мя ра́дость грусть тоска́ наде́жда ве́ра ' +
  'ве́чность берёза Москва́ Росси́я война́ до́ждик мо́ре неде́ля вокза́л по́езд самолёт доро́ги разлу́ка встре́ча ' +
  'расста́вание проща́ние ба́бушка де́душка сестра́ брат учи́тель шко́ла ка́мни гора́ го́ры о́блако ту́чи ра́дуга ' +
  // Pronouns, adverbs and verbs of everyday lines.
  'меня́ тебя́ себя́ него́ его́ её она́ оно́ они́ моя́ твоя́ мои́ твои́ мой твой на́ша на́ше на́ши ва́ша э́то э́тот э́та ' +
  'всегда́ никогда́ тепе́рь сейча́с сего́дня за́втра вчера́ опя́ть ещё когда́ почему́ потому́ что́бы то́лько о́чень ' +
  'мо́жет бу́дет была́ бы́ло бы́ли хочу́ хо́чешь зна́ю зна́ешь люблю́ лю́бишь иди́ приди́ ничего́ везде́ вме́сте по́сле ' +
  'ме́жду че́рез на́до мо́жно нельзя́ ты́сяча давно́ здесь там туда́ сюда́ всё весь вся';

/** The rules for a Russian word of `count` syllables that no mark or list knows. */
function byRule(plain: string, count: number): number {
  const yo = plain.indexOf('ё');
  if (yo >= 0) return cyrillicSyllables(plain.slice(0, yo + 1)) - 1;
  // жела́-ние, движе́-ние, ста́н-ция: the vowel before the ending; гуля́-ть, люби́-ть: the last.
  if (/[ае]н(?:ие|ия|ью|ье|ии|ий|ья)$|ция$/u.test(plain)) return count - 3;
  if (/[аяие]ть$/u.test(plain)) return count - 1;
  if (/[аяие]ться$/u.test(plain)) return count - 2;
  if (count === 2) return 0;
  return count === 3 ? 1 : count - 3;
}

/** The index of the stressed syllable of a Russian word (lower or upper case; an acute accent on it decides). */
export const russianStress = stressReader(markedStresses([...RUSSIAN_MARKED_LINES, COMMON_WORDS]), byRule);
