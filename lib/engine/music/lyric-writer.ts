import { GENRES, withGenreSpellings, type GenreId } from './genres';
import { DRUM_WORDS, FAMILIES, INSTRUMENTS, SOUND_WORDS } from './instruments';
import { SLAVIC_IN_LATIN, type SectionKind } from './lyrics';
import { MOODS, type MoodId } from './moods';
import { streamFor } from './random';
import { ENGLISH_BANK, type Couplet, type LyricBank, type Tone } from './lyric-bank';
import { SPANISH_BANK } from './lyric-bank-es';
import { FRENCH_BANK } from './lyric-bank-fr';
import { GERMAN_BANK } from './lyric-bank-de';
import { ITALIAN_BANK } from './lyric-bank-it';
import { PORTUGUESE_BANK } from './lyric-bank-pt';
import { DUTCH_BANK } from './lyric-bank-nl';
import { INDONESIAN_BANK } from './lyric-bank-id';
import { VIETNAMESE_BANK } from './lyric-bank-vi';
import { GREEK_BANK } from './lyric-bank-el';
import { ROMANIAN_BANK } from './lyric-bank-ro';
import { SWEDISH_BANK } from './lyric-bank-sv';
import { TURKISH_BANK } from './lyric-bank-tr';
import { HINDI_BANK } from './lyric-bank-hi';
import { RUSSIAN_BANK } from './lyric-bank-ru';
import { POLISH_BANK } from './lyric-bank-pl';
import { UKRAINIAN_BANK } from './lyric-bank-uk';
import { CZECH_BANK } from './lyric-bank-cs';
import { SLOVAK_BANK } from './lyric-bank-sk';
import { JAPANESE_BANK } from './lyric-bank-ja';
import { writtenInTraditional } from './chinese-script';
import { CHINESE_BANK, chineseTraditionalBank } from './lyric-bank-zh';
import { KOREAN_BANK } from './lyric-bank-ko';
import { KEY_PHRASES } from './keys';
import { METRE_WORDS, MINUTE_UNITS, NO_VOICE_WORDS, SECOND_UNITS, TEMPO_WORDS, VOICE_WORDS } from './style';
import { unspacedWords } from './script-syllables';
import { accentFreeGreek, findTerms, normalizeText, raiseFirst } from './text';
import { DETERMINERS, FILLER, JOINERS, POSSESSIVES, SONG_WORDS } from './subject-words';
import { asWritten, casedTitle, styleTitle } from './title';

/**
 * Lyrics for a simple generation that should be sung: the prompt is a description, not
 * lyrics, so the engine writes verses, a chorus and a bridge around the prompt's topic from
 * a bank of rhyming couplets and choruses (lyric-bank.ts). Modest poetry, but it rhymes, and
 * it is sung in time and on the melody.
 */

/**
 * The voice asked for ("female vocals", "voz femenina", "女性ボーカル") is not a subject; a word that
 * may also describe one stays ("a song about a female astronaut", "for a girl"): only phrases of
 * more than one word, or in a script written without spaces, are taken out.
 */
const VOICE_PHRASES = Object.fromEntries(
  Object.entries(VOICE_WORDS).map(([id, { words }]) => [id, { words: words.filter((word) => word.includes(' ') || /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(word)) }]),
) as Record<keyof typeof VOICE_WORDS, { words: string[] }>;

/** Mood words that name a thing, not a quality of one: in a subject they are the subject ("the sorrow of love"). */
const MOOD_NOUNS = new Set([
  ...'love heartbreak tears sorrow rage hope nostalgia joy amor amour liebe amore saudade liefde cinta любовь miłość láska 사랑 爱 愛 恋 tình yêu αγάπη dragoste kärlek'.split(' '),
  // …parties: "para la fiesta del pueblo" was titled "La pueblo";
  ...'party fiesta fête feest pesta'.split(' '),
  // …and a love that is lost: "a tango about lost love" is about it, in a minor key (it was romantic, in major).
  ...['lost love', 'unrequited love', 'amor perdido', 'amour perdu', 'verlorene liebe', 'amore perduto'],
]);
/** The moods without their nouns, for a subject: "happy" is said of "summer days", "love" is one. */
const MOOD_ADJECTIVES = Object.fromEntries(
  Object.entries(MOODS).map(([id, { words }]) => [id, { words: words.filter((word) => !MOOD_NOUNS.has(word)) }]),
) as Record<MoodId, { words: string[] }>;

/**
 * The mood words that, after a preposition, are said of the subject and so are not it; an English
 * word in -ing that opens the subject is its verb ("about driving down an old road", "about
 * dancing in the rain"), not the mood "driving".
 */
function moodsSaidOf(subject: string): Record<MoodId, { words: string[] }> {
  const opening = subject.trim().split(' ')[0]!;
  if (!/^\p{L}+ing$/u.test(opening)) return MOOD_ADJECTIVES;
  return Object.fromEntries(Object.entries(MOOD_ADJECTIVES).map(([id, { words }]) => [id, { words: words.filter((word) => word !== opening) }])) as Record<MoodId, { words: string[] }>;
}

/**
 * What a song is for, which is not what it is about: "a lofi beat to study to" was titled "Study"
 * and sang "Oh study", "music for sleeping" "Sleeping", "música para estudiar" "Estudiar"; "learning
 * to drive" is a subject, and so is an English purpose that goes on with someone or somewhere
 * ("for dancing with my wife" was titled "Wife").
 */
/** The verbs "para", "pour", "per", "zum" and "om te" take in a purpose ("para estudiar"). */
const PURPOSE_INFINITIVES = 'estudiar dormir relajarse relajarte bailar trabajar leer meditar étudier travailler danser lire méditer lernen schlafen tanzen arbeiten lesen studiare dormire ballare lavorare leggere estudar dançar relaxar ler studeren slapen dansen werken lezen'.split(' ');
/**
 * The words that go on from an English purpose to its subject: "for dancing with my wife". Only in
 * English, whose gerund sings as a noun ("Thinking of dancing with my wife"); an infinitive did
 * not ("Avec danser avec mon amour"), so "pour danser avec mon amour" stays about "mon amour".
 */
const GOING_ON = 'with in under on at by along through around across into';
const PURPOSE = new RegExp(
  `(?<!\\p{L})(?:to\\s+(?:study|relax|sleep|fall asleep|focus|work|work out|read|meditate|chill|dance|drive|code)\\s+to|for\\s+(?:studying|relaxing|sleeping|focusing|working|working out|reading|meditating|chilling|dancing|driving|coding|study|sleep|focus|meditation|yoga)|` +
    `(?:para|pour|per|zum|om te)\\s+(?:${PURPOSE_INFINITIVES.join('|')}))(?!\\p{L})(?!\\s+(?:${GOING_ON.replaceAll(' ', '|')})(?!\\p{L}))`,
  'giu',
);
/** "With" after the gerund that opens the subject keeps the run going: "dancing with my wife", not "dancing". */
const opensWithGerund = (run: string[]) => run.length === 1 && /\p{L}{3}ing$/u.test(run[0]!);

/**
 * A style the song should follow, named by an artist or a song: not what it is about ("a breakup
 * song in the style of Taylor Swift" was titled "Taylor Swift" and sang "Oh taylor swift"). It
 * runs to the next "about", "for" or "with" (kin included) or the end of the clause.
 */
const STYLE_REFERENCE_WORDS = String.raw`(?:(?!(?:about|for|with|sobre|sur|über|para|pour|für|per|con|avec|mit|com|over|voor|met)(?!\p{L}))[^\s,.;!?]+\s*)+`;
const STYLE_REFERENCE = new RegExp(
  String.raw`(?<!\p{L})(?:in the style of|in the vein of|inspired by|in the manner of|sounding like|that sounds like|sounds like|à la|al estilo de|estilo de|dans le style de|au style de|im stil von|im stile von|nello stile di|no estilo de|in de stijl van)\s+` + STYLE_REFERENCE_WORDS,
  'giu',
);
/**
 * "Like" after a word for a song, or in "something like": a style named by what it is like ("a sad
 * song like Adele" was titled "Adele"; "una canción como las de Shakira", "une chanson comme
 * Stromae"). After any other word "like" is the subject's own ("songs I like"), and so is a
 * likeness with an indefinite article ("a song like a warm hug" names no style).
 */
const SONG_WORD_ALTERNATIVES = [...SONG_WORDS].filter((word) => /^\p{Script=Latin}+$/u.test(word)).join('|');
const LIKE_REFERENCE = new RegExp(
  String.raw`(?:(?<=(?<!\p{L})(?:${SONG_WORD_ALTERNATIVES})\s+)|(?<!\p{L})(?:something|anything)\s+)(?:like|similar to|como|comme|wie|come|zoals)\s+(?!(?:a|an|un|una|une|uno|um|uma|ein|eine|einen|een)(?!\p{L}))` + STYLE_REFERENCE_WORDS,
  'giu',
);

/**
 * A likeness with an indefinite article after a word for song or "feels" names the subject where
 * nothing else does: "a song that feels like a summer breeze" is about a summer breeze (it was
 * titled "Feels"), "una canción como un abrazo" about un abrazo (it was titled "Como").
 */
const SIMILE = new RegExp(
  String.raw`(?<=(?<!\p{L})(?:${SONG_WORD_ALTERNATIVES}|feels?|felt|feeling|se siente|se sent|fühlt sich an)\s+)(?:like|como|comme|wie|come|zoals)\s+((?:a|an|un|una|une|uno|um|uma|ein|eine|einen|een)\s+[^,.;!?]+)`,
  'iu',
);

/** The most words a subject keeps, little words between them aside. */
const SUBJECT_WORDS = 5;

const LENGTH_TEMPO_METRE = new RegExp(`(?<= )\\d+(?:[. ]\\d+)? ?(?:de )?(?:${[...SECOND_UNITS, ...MINUTE_UNITS, 'bpm', 'time'].map(accentFreeGreek).join('|')})?(?= )`, 'g');

/** What introduces the subject: "about", and its kin in the languages descriptions come in. */
const ABOUT = /(?<!\p{L})(?:(about|sobre|acerca de|sur|à propos de|über|ueber|sulla|sullo|sul|sui|sulle|sugli|over|tentang|mengenai|về|για|σχετικά με|despre|про|о|об|عن|حول)\s+|(sull)['’])([^,.;!?،]+)/iu;
/** "Of" and "for", and "for" in other languages: the subject where no "about" says it ("a song for my mother", but "in the style of Taylor Swift about heartbreak" is about heartbreak). */
const FOR = /(?<!\p{L})(of|for|para|pour|für|fuer|per|voor)\s+([^,.;!?،]+)/iu;
/** What introduces the subject after it: the postpositions of Turkish, Hindi and Tamil ("yağmur hakkında", "बारिश के बारे में", "மழை பற்றி"). */
const ABOUT_AFTER = /(?<![\p{L}\p{M}])([^,.;!?।]+?)\s+(?:hakkında|üzerine|के बारे में|पर|பற்றி)(?![\p{L}\p{M}])/iu;
/**
 * Chinese, Japanese and Korean: the subject after Chinese "关于" up to "的" ("关于雨的悲伤歌曲"),
 * before Japanese "について" ("雨についての歌") or Korean "에 관한" ("비에 관한 노래"), none of
 * them spaced from it.
 */
const CJK_ABOUT =
  /(?:关于|關於|有关|有關)\s*(\p{Script=Han}+?)(?:的|$|[\s，,。、])|([\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]+?)(?:について|に関する|に関して|をテーマに)|(\p{Script=Hangul}+?)(?:에 관한|에 대한|에 관해|에 대해|에 관하여|에 대하여|을 위한|를 위한)/u;
/**
 * What joins Chinese and Japanese words (the possessive "的", "の") and the word for a song, which a
 * subject neither opens nor ends with: "雨の歌" is about "雨", "一首…的歌曲" about what is between.
 */
const CJK_EDGES = /^(?:的|の|な|と|で|一首|首)+|(?:的|の|な|と|で)*(?:歌曲|歌|曲|ソング|うた|音楽|音乐|音樂)?(?:的|の|な|と|で)*$/gu;
/** Thai writes no space after "about" ("เพลงเศร้าเกี่ยวกับฝน"): the subject is the word that follows. */
const THAI_ABOUT = /เกี่ยวกับ\s*([\p{Script=Thai}\p{M}]+)/u;
/** The article Italian's "su" has taken in ("sulla pioggia" is about "la pioggia"). */
const ARTICLE_IN: Record<string, string> = { sulla: 'la ', sullo: 'lo ', sul: 'il ', sui: 'i ', sulle: 'le ', sugli: 'gli ', sull: "l'" };

/**
 * "About" in the West Slavic and South Slavic languages written in Latin letters: "o" ("piosenka
 * o deszczu", "píseň o dešti", "pjesma o kiši"); "or" in Spanish and Italian, so only in them.
 */
const SLAVIC_ABOUT = /(?<!\p{L})o\s+([^,.;!?]+)/iu;
/** "About" in Swedish: "om" ("en låt om regnet"), a word Dutch uses otherwise ("om te dansen"), so only in Swedish. */
const SWEDISH_ABOUT = /(?<!\p{L})om\s+([^,.;!?]+)/iu;

/**
 * What a preposition says a description is about ("about", "sobre", "o", "om", "for"): the words
 * after it ("sulla pioggia" is about "la pioggia", the article "sulla" took given back).
 */
function prepositionalPart(prompt: string, language?: string): string | null {
  const slavic = SLAVIC_IN_LATIN.has(language ?? '') ? SLAVIC_ABOUT.exec(prompt) : null;
  if (slavic) return slavic[1]!;
  const swedish = language === 'sv' ? SWEDISH_ABOUT.exec(prompt) : null;
  if (swedish) return swedish[1]!;
  const before = ABOUT.exec(prompt);
  if (before) return (ARTICLE_IN[(before[1] ?? before[2]!).toLowerCase()] ?? '') + before[3]!;
  return FOR.exec(prompt)?.[2] ?? SIMILE.exec(prompt)?.[1] ?? null;
}

/** What Thai, Chinese, Japanese, Korean and postpositions mark: a word, or all the words before the mark. */
function otherAboutPart(prompt: string): string | null {
  const thai = THAI_ABOUT.exec(prompt)?.[1];
  if (thai) return unspacedWords(thai)?.[0] ?? thai;
  const cjk = CJK_ABOUT.exec(prompt);
  if (cjk) return cjk[1] ?? cjk[2] ?? cjk[3]!;
  return ABOUT_AFTER.exec(prompt)?.[1] ?? null;
}

/**
 * The subject of a description: what follows "about" (where none does, "of", "for" and their
 * kin; in a description in `language` Polish, Czech, Slovak, Slovenian, Croatian or Bosnian, "o",
 * Swedish "om"; Chinese "关于", or comes before Japanese "について", Korean "에 관한"), else the
 * description: its first run of words that are not style, their little words kept between them
 * ("losing my dog", "trucks and beer"), with the determiner the user put before it ("the sea",
 * "my dog"), written as the description writes them. A subject that is also a style word ("a
 * rock song about love") is still the subject.
 */
export function topicOf(prompt: string, language?: string): string {
  prompt = prompt.replace(PURPOSE, ' ').replace(STYLE_REFERENCE, ' ').replace(LIKE_REFERENCE, ' ');
  const prepositional = prepositionalPart(prompt, language);
  const about = prepositional ?? otherAboutPart(prompt);
  // What "关于…的" holds is one noun, kept whole: "摇滚明星" is a rock star, not "明星" in a rock song.
  if (about && /^\p{Script=Han}+$/u.test(about)) return about;
  // Lengths, tempi, metres and keys are not subjects: "30 s", "2 min", "90 bpm", "12/8", "in D minor", "en la menor".
  const source = normalizeText(about ?? prompt)
    .replace(LENGTH_TEMPO_METRE, ' ')
    .replace(KEY_PHRASES, ' ');
  // The determiner opens the subject once, whatever word it is ("your eyes", not "your your eyes").
  // "D'" is "of" in French and Italian: "une chanson d'été", "una canzone d'amore" are about "été",
  // "amore"; inside the subject it stays ("les nuits d'été").
  // The subject is the first run of words up to a word that is not one (a filler, "with" before the
  // instruments, a number), joiners kept between its words: "losing my dog", "trucks and beer".
  const meaningful = (text: string, keepPossessive: boolean) => {
    const run: string[] = [];
    let content = 0;
    let cut = false;
    // The possessive just before the first word, where no preposition's determiner opens the subject.
    let whose = '';
    for (const raw of text.split(' ')) {
      const w = (content ? raw : raw.replace(/^d'(?=\p{L})/u, '')).replace(CJK_EDGES, '');
      // A style word taken out leaves spaces: the run goes on past it ("my sad dog" is "my dog").
      if (!w) continue;
      if (JOINERS.has(w) || (!content && keepPossessive && POSSESSIVES.has(w))) {
        if (content) run.push(w);
        else whose = keepPossessive && POSSESSIVES.has(w) ? w : '';
        continue;
      }
      if (w === 'with' && opensWithGerund(run)) {
        run.push(w);
        continue;
      }
      if (FILLER.has(w) || /^\d/.test(w) || !/^[\p{L}\p{M}'-]+$/u.test(w) || !/\p{L}/u.test(w)) {
        if (content) break;
        whose = '';
        continue;
      }
      if (!content && whose) run.push(whose);
      if (content === SUBJECT_WORDS) {
        cut = true;
        break;
      }
      run.push(w);
      content += 1;
    }
    // A subject that goes on past its last word is cut where a phrase ends: before a participle
    // ("my best friend Sarah moving to another city" is "my best friend Sarah", not "… moving to
    // another"), else before its last little word.
    if (cut) {
      const participle = run.findLastIndex((word, at) => at > 0 && /\p{L}ing$/u.test(word));
      const joiner = run.findLastIndex((word) => JOINERS.has(word));
      if (participle > 0) run.length = participle;
      else if (joiner > 0) run.length = joiner;
    }
    while (run.length && JOINERS.has(run.at(-1)!)) run.pop();
    // A possessive whose noun the run left out ("for my mom's 60th birthday") names its owner: "my mom".
    if (run.length) run[run.length - 1] = run.at(-1)!.replace(/(?<=\p{L})'s$/u, '');
    return run;
  };
  // After a preposition the words are the subject's, instruments and genres too ("about my old
  // guitar"), and moods that are nouns ("sobre el amor de verano", "sobre saudade e o mar"); only
  // a mood said of it goes ("about happy summer days"). Elsewhere style words are style.
  let rest = source;
  if (!prepositional) {
    // "Drum and bass" is a genre before it is a drum and a bass ("liquid drum and bass" was about "liquid").
    rest = withGenreSpellings(rest);
    rest = findTerms(findTerms(findTerms(rest, INSTRUMENTS).rest, FAMILIES).rest, { drums: { words: DRUM_WORDS }, sound: { words: SOUND_WORDS } }).rest;
    rest = findTerms(rest, GENRES).rest;
    rest = findTerms(rest, { metre: { words: METRE_WORDS } }).rest;
    rest = findTerms(rest, TEMPO_WORDS).rest;
  }
  rest = findTerms(rest, prepositional ? moodsSaidOf(source) : MOODS).rest;
  rest = findTerms(rest, VOICE_PHRASES).rest;
  // Asking for no voice is not a subject: "a calm piano song with no vocals" was titled "No".
  rest = findTerms(rest, { none: { words: NO_VOICE_WORDS } }).rest;
  let words = meaningful(rest, !about);
  if (!words.length && about) words = meaningful(source, false);
  if (!words.length) return '';
  const opening = source.trim().split(' ')[0]!;
  return asWritten(about && DETERMINERS.has(opening) ? `${opening} ${words.join(' ')}` : words.join(' '), prompt);
}

/** The indefinite article a line keeps ("Pienso en un abrazo cálido") and a title leaves out ("Abrazo cálido"). */
const INDEFINITE_ARTICLE = /^(?:un|una|une|uno|um|uma|ein|eine|einen|einem|einer|een) (?=\p{L})/iu;

/**
 * A song's title from its subject: "an empty room" is titled "Empty Room", "un abrazo" "Abrazo", "the sea" "The Sea",
 * "la mer" "La Mer", "la lluvia" "La lluvia" (cased as the language titles: title.ts); a case
 * that "über", "про" or "o" left, which no title opens with, is named as its bank names it
 * (`LyricBank.named`): "über den kalten Regen" is "Kalter Regen", "про холодную зиму" "Холодная
 * зима", "o zimnej zimie" "Zimna zima", "o studené zimě" "Studená zima".
 */
export function titleOf(topic: string, language?: string): string {
  const written = writtenLanguage(language);
  const named = BANKS[written]!.bank.named?.(topic) ?? topic;
  return casedTitle(written === 'en' ? named.replace(/^(?:an?|den|dem) /, '') : named.replace(INDEFINITE_ARTICLE, ''), written);
}

/**
 * "For" where the words after it take a case a title does not open with (Russian and Ukrainian
 * "для" and Polish "dla" the genitive, Czech "pro" and Slovak "pre" the accusative): a song for
 * someone is titled with it, "Для моей мамы", "Dla mojej mamy", not "Моей мамы".
 */
const DEDICATIONS: Record<string, string> = { ru: 'для', uk: 'для', pl: 'dla', cs: 'pro', sk: 'pre' };

/**
 * A simple song's title: its subject's where it has one, with the "for" before it where its case
 * needs one (`DEDICATIONS`); else the description's own words for the style ("Calm Piano Song",
 * "Canción pop tranquila": title.ts); else, where it names none, its mood and genre ("Calm Pop").
 */
export function songTitle(prompt: string, topic: string, language: string | undefined, style: { moods: readonly string[]; genre: string }): string {
  const written = writtenLanguage(language);
  const dedication = DEDICATIONS[written];
  if (topic && dedication && normalizeText(prompt).includes(` ${dedication} ${topic.toLowerCase()} `)) return casedTitle(`${dedication} ${topic}`, written);
  if (topic) return titleOf(topic, language);
  return styleTitle(prompt, written) ?? titleOf(`${style.moods[0] ?? ''} ${style.genre}`.trim());
}

/**
 * The lines' tone for a song in no mood, by its genre: a metal song about dragons was sung "Quiet
 * mornings, coffee, falling rain"; a tango sings of what is lost. Pop, folk, orchestral and the
 * rest keep the seed's draw.
 */
const GENRE_TONES: Partial<Record<GenreId, Tone>> = { metal: 'dark', tango: 'dark', rock: 'bright', edm: 'bright', hiphop: 'bright', reggae: 'bright', ska: 'bright', afrobeat: 'bright', latin: 'bright', funk: 'bright', synthwave: 'bright', lofi: 'calm', ambient: 'calm', jazz: 'calm' };
const toneOfGenre = (genre: GenreId | undefined, drawn: Tone) => (genre && GENRE_TONES[genre]) || drawn;

const BRIGHT_MOODS: MoodId[] = ['happy', 'uplifting', 'energetic', 'romantic'];
const DARK_MOODS: MoodId[] = ['sad', 'melancholic', 'dark', 'angry'];

export interface WrittenLyrics {
  topic: string;
  text: string;
  /** The lyrics as sung, where the topic is sung otherwise than written (`sungTopic`). */
  sung?: string;
}

/** The banks lyrics are written from, by the description's language; Galician reads Spanish best, Malay Indonesian. */
const BANKS: Record<string, { language: string; bank: LyricBank }> = {
  en: { language: 'en', bank: ENGLISH_BANK },
  es: { language: 'es', bank: SPANISH_BANK },
  gl: { language: 'es', bank: SPANISH_BANK },
  fr: { language: 'fr', bank: FRENCH_BANK },
  de: { language: 'de', bank: GERMAN_BANK },
  it: { language: 'it', bank: ITALIAN_BANK },
  pt: { language: 'pt', bank: PORTUGUESE_BANK },
  nl: { language: 'nl', bank: DUTCH_BANK },
  id: { language: 'id', bank: INDONESIAN_BANK },
  ms: { language: 'id', bank: INDONESIAN_BANK },
  tr: { language: 'tr', bank: TURKISH_BANK },
  hi: { language: 'hi', bank: HINDI_BANK },
  ru: { language: 'ru', bank: RUSSIAN_BANK },
  pl: { language: 'pl', bank: POLISH_BANK },
  uk: { language: 'uk', bank: UKRAINIAN_BANK },
  cs: { language: 'cs', bank: CZECH_BANK },
  sk: { language: 'sk', bank: SLOVAK_BANK },
  ja: { language: 'ja', bank: JAPANESE_BANK },
  zh: { language: 'zh', bank: CHINESE_BANK },
  ko: { language: 'ko', bank: KOREAN_BANK },
  vi: { language: 'vi', bank: VIETNAMESE_BANK },
  el: { language: 'el', bank: GREEK_BANK },
  ro: { language: 'ro', bank: ROMANIAN_BANK },
  sv: { language: 'sv', bank: SWEDISH_BANK },
};

/** The language lyrics written for a description in `language` are in: its own when there is a bank for it, else English. */
export function writtenLanguage(language: string | undefined): string {
  return BANKS[language ?? 'en']?.language ?? 'en';
}

/** The bank for `language` (writtenLanguage); a description in traditional Chinese characters gets its lines in them. */
function bankFor(language: string, prompt: string): LyricBank {
  if (language === 'zh' && writtenInTraditional(prompt)) return chineseTraditionalBank();
  return BANKS[language]!.bank;
}

/**
 * Lyrics with one labelled section per entry of `plan`, each with `lines` lines, in the bank
 * of `language` (writtenLanguage). Repeated choruses repeat their words, as choruses do.
 */
export function writeLyrics(
  prompt: string,
  moods: MoodId[],
  seed: number,
  plan: { kind: SectionKind; lines: number }[],
  {
    blues = false,
    language = 'en',
    sungTopic,
    genre,
  }: { blues?: boolean; language?: string; /** The topic as sung, where not as written (a Japanese one in kanji read into kana). */ sungTopic?: string; genre?: GenreId } = {},
): WrittenLyrics {
  const rng = streamFor(seed, 'lyrics');
  const bank = bankFor(writtenLanguage(language), prompt);
  const tone: Tone = moods.some((m) => DARK_MOODS.includes(m)) ? 'dark' : moods.some((m) => BRIGHT_MOODS.includes(m)) ? 'bright' : moods.length ? 'calm' : toneOfGenre(genre, rng.pick(['bright', 'calm'] as const));
  const topic = topicOf(prompt, language) || rng.pick(bank.topics[tone]);
  // {t} takes the subject as written; {v} calls to it, without an article: "Oh sea", "Oh my dog", "Oh lluvia", "Ô amour", "Oh kalter Regen", "Oh chuva".
  const filled = (subject: string) => (line: string) => line.replace('{t}', subject).replace('{v}', bank.call(subject));

  // Verses take rhyming couplets in a seeded order, none again until all have been sung; each
  // verse starts a couplet. A line left over echoes the rhyme before it, as a verse's last line
  // often comes back (its partner unsung left the verse on a line that rhymed with nothing).
  const couplets: Couplet[] = [];
  const placed = bank.takesTopic?.(topic) ?? true;
  const pool = placed ? bank.verses[tone] : bank.verses[tone].filter((couplet) => !couplet.some((line) => line.includes('{t}')));
  const nextCouplet = () => {
    if (!couplets.length) couplets.push(...rng.shuffled(pool));
    return couplets.shift()!;
  };
  // A blues sings each couplet as its three lines, the first said twice: A, A, B.
  const shape = (couplet: Couplet): readonly string[] => (blues ? [couplet[0], couplet[0], couplet[1]] : couplet);
  const verse = (count: number) => {
    const lines: string[] = [];
    while (count - lines.length >= (blues ? 3 : 2)) lines.push(...shape(nextCouplet()));
    const left = count - lines.length;
    // Two left in a blues (a short one, in pairs of bars) sing a couplet plainly.
    if (left === 2) lines.push(...nextCouplet());
    else if (left === 1) lines.push(lines.at(-1) ?? nextCouplet()[0]);
    return lines;
  };
  const picked = rng.pick(bank.choruses[tone]);
  // A blues chorus calls to the topic twice, then answers with the line that rhymes.
  const chorus = blues ? [picked[0], picked[0], picked[2]] : picked;
  const bridge = rng.shuffled(bank.bridges[tone]).flat();

  // Each section's lines before the topic is filled in: once as written, and once as sung where that differs.
  const counts: Partial<Record<SectionKind, number>> = {};
  const sections = plan.map(({ kind, lines }) => {
    counts[kind] = (counts[kind] ?? 0) + 1;
    const label = kind === 'prechorus' ? 'Pre-Chorus' : raiseFirst(kind) + (kind === 'verse' ? ` ${counts[kind]}` : '');
    let body: string[] = [];
    if (kind === 'chorus') body = Array.from({ length: lines }, (_, i) => chorus[i % chorus.length]!);
    else if (kind === 'bridge') body = Array.from({ length: lines }, (_, i) => bridge[i % bridge.length]!);
    else body = verse(lines);
    return { label: `[${label}]`, body };
  });
  const write = (subject: string, as = (line: string) => line) => sections.map(({ label, body }) => [label, ...body.map((line) => filled(subject)(as(line)))].join('\n')).join('\n\n');
  const text = write(topic);
  // As sung, where a line or the topic is sung otherwise than shown (Japanese kanji, from their reading).
  if (!bank.sing && (!sungTopic || sungTopic === topic)) return { topic, text };
  return { topic, text, sung: write(sungTopic ?? topic, bank.sing) };
}

