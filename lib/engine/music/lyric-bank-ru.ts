import { likeWritten, markedLines, possessiveAndNoun, subjectInForm, type Chorus, type Couplet, type LyricBank, type PossessivesOfFor, type Tone, type UnlistedNoun } from './lyric-bank';

/**
 * The Russian lines, for descriptions written in Russian ("Грустная песня про дождь"). As in
 * English: couplets that rhyme, choruses whose first and third lines call to the topic ("О
 * дождь") and whose second and fourth rhyme; a rhyme is the last word from its stressed vowel
 * on ("доро́га" with "поро́га", "меня́" with "огня́").
 *
 * The lines are written with their stresses marked (an acute accent, as a learner's book marks
 * them; ё needs none), so the tune can put each stressed syllable on a beat: the marks are how
 * `russian-stress.ts` knows these words, and they are taken off before the lines are sung.
 *
 * The topic is only called to, in the nominative (`nominative`): after "про" and "о" it is in
 * the accusative or the prepositional ("про зиму", "о зиме"), a verse would need yet another
 * case, and a verb or adjective would agree with its gender. So no verse sets it (no `{t}`), the
 * calls use the imperative, which has no gender, and no line says whether the singer is a man
 * or a woman ("я ждал", "я ждала").
 */

const VERSES: Record<Tone, readonly Couplet[]> = {
  bright: [
    ['Со́лнце в окно́ загляну́ло с утра́', 'Встать и идти́ нам давно́ пора́'],
    ['По у́лицам ше́ствует ра́достный день', 'И та́ет на кры́шах вчера́шняя тень'],
    ['Мы пе́сню поём на весь бе́лый свет', 'И гру́сти в душе́ у нас бо́льше нет'],
    ['Друзья́ собира́ются в на́шем дворе́', 'Игра́ем и пля́шем на ра́нней заре́'],
    ['Ве́тер игра́ет с листво́й молодо́й', 'И ре́чка сверка́ет живо́й водо́й'],
    ['Сего́дня мы ве́село, гро́мко поём', 'И ра́дость, как пти́ца, влета́ет в наш дом'],
    ['Доро́га ведёт нас сквозь по́ле и лес', 'Над на́ми сия́ет лазу́рь небе́с'],
    ['Я напишу́ для тебя́ но́вый стих', 'Пусть он звучи́т для друзе́й мои́х'],
    ['Ле́то пришло́, и цвету́т сады́', 'В не́бе ни те́ни, ни ка́пли беды́'],
    ['Ша́рики в не́бо летя́т над толпо́й', 'Пра́здник сего́дня у нас с тобо́й'],
  ],
  dark: [
    ['Ка́ждую ночь я ищу́ тебя́ во сне', 'А просыпа́юсь, и пу́сто во мне'],
    ['Где мы смея́лись, тепе́рь пустота́', 'Дли́нные дни и ночна́я темнота́'],
    ['Держу́ в рука́х ста́рое письмо́', 'Никто́ не отве́тит, так суждено́'],
    ['Дождь за окно́м мне ше́пчет о тебе́', 'Ночь бесконе́чна в мое́й судьбе́'],
    ['Пусты́е у́лицы, знако́мый путь', 'Мне в темноте́ ника́к не усну́ть'],
    ['В ко́мнате э́хо пусты́х шаго́в', 'Вы́цветший сни́мок и пе́пел слов'],
    ['Холо́дный ве́тер стучи́т в окно́', 'Се́рдцу давно́ уже́ всё равно́'],
    ['Свеча́ догора́ет, и те́ни дрожа́т', 'Слова́, что не ска́заны, в се́рдце лежа́т'],
    ['Часы́ на стене́ всё иду́т и иду́т', 'А пе́сни мои́ всё тебя́ зову́т'],
    ['В ту́склом све́те ищу́ твои́ следы́', 'Слова́ пропа́ли, как ка́пли воды́'],
  ],
  calm: [
    ['Ти́хо плыву́ я по со́нной реке́', 'Мы́сли, как ли́стья, плыву́т вдалеке́'],
    ['Мя́гкие во́лны у бе́рега спят', 'Ча́йки над мо́рем лени́во паря́т'],
    ['Закро́й глаза́, и вре́мя замрёт', 'Река́ нас ти́хо вперёд несёт'],
    ['Не́бо темне́ет, и облака́ плыву́т', 'Звёзды над до́мом споко́йно ждут'],
    ['Ты, я и ве́чер, и чай на столе́', 'Ти́хо и све́тло на всей земле́'],
    ['Слы́шишь, как ве́тер поёт в листве́', 'Сны, как тума́н, на ночно́й траве́'],
    ['Ти́хое у́тро, горя́чий чай', 'Вре́мя, не торопи́сь, не убега́й'],
    ['Здесь всё молчи́т, и засну́ли поля́', 'Со́лнце ухо́дит, и спит земля́'],
    ['Смотрю́, как река́ убега́ет вдаль', 'И мне ничего́ тепе́рь не жаль'],
    ['Под пе́сни сверчко́в засыпа́ю я', 'Ти́хая ночь, ты тепе́рь моя́'],
  ],
};

const CHORUSES: Record<Tone, readonly Chorus[]> = {
  bright: [
    ['О {v}, свети́ нам вновь', 'Пой со мно́ю гро́мче всех', 'О {v}, не угаса́й', 'Пусть звучи́т повсю́ду смех'],
    ['О {v}, подними́ меня́', 'Держи́ меня́, лети́м вперёд', 'О {v}, зажги́ огни́', 'Танцу́ем, пока́ рассве́т придёт'],
    ['О {v}, сия́й для нас', 'Как со́лнце, мы гори́м', 'О {v}, мы свобо́дны', 'Мы одни́м се́рдцем стучи́м'],
  ],
  dark: [
    ['О {v}, где же ты', 'Всё глу́бже па́даю во тьму', 'О {v}, отпусти́', 'И я не ве́рю никому́'],
    ['О {v}, не могу́ забы́ть', 'Назови́ моё и́мя вновь', 'О {v}, река́ унесла́', 'Мои́ слёзы и мою́ любо́вь'],
    ['О {v}, всё прошло́', 'Лишь э́хо в се́рдце не молчи́т', 'О {v}, скажи́ мне, как', 'И ста́рая ра́на всё боли́т'],
  ],
  calm: [
    ['О {v}, побу́дь со мной', 'Ти́хо, как свет луны́', 'О {v}, оста́нься здесь', 'Пусть нам присня́тся сны'],
    ['О {v}, неси́ меня́', 'По во́лнам, не спеша́', 'О {v}, бе́рег далёк', 'Споко́йна моя́ душа́'],
    ['О {v}, мы не спеши́м', 'Ти́хо ве́чер придёт', 'О {v}, дыши́ со мной', 'И ночь нас к звёздам ведёт'],
  ],
};

const BRIDGES: Record<Tone, readonly Couplet[]> = {
  bright: [
    ['Ру́ки вверх, и все пою́т', 'Здесь нас все друзья́ ждут'],
    ['Вы́ше, вы́ше, к облака́м', 'Ра́дость поде́лим попола́м'],
    ['Е́сли па́дать, то смея́сь', 'Жизнь, как пе́сня, полила́сь'],
  ],
  dark: [
    ['Ка́ждый раз, закры́в глаза́', 'По щеке́ течёт слеза́'],
    ['Мо́жет, всё э́то лишь сон', 'Но в груди́ всё тот же стон'],
    ['Я зову́ тебя́ в ночи́', 'Тле́ют в пе́пле две свечи́'],
  ],
  calm: [
    ['Вдох и вы́дох, всё пройдёт', 'Ти́хо вре́мя идёт'],
    ['Пусть уно́сит ве́тер прочь', 'Все трево́ги в э́ту ночь'],
    ['Здесь тепло́, и свет в окне́', 'Ра́дость ти́хая во мне'],
  ],
};

const MARKED = markedLines({ verses: VERSES, choruses: CHORUSES, bridges: BRIDGES });

/** Every line as written, stresses marked: what `russian-stress.ts` learns the bank's words from. */
export const RUSSIAN_MARKED_LINES: readonly string[] = MARKED.lines;

/**
 * Common subjects in the case "о" (the prepositional), "про" (the accusative, where an animate
 * noun's differs from its nominative) or "для" (the genitive) leaves them in, by their nominative:
 * "о зиме" is about "зима", "про друга" about "друг", "для мамы" for "мама". A word not listed is
 * taken by the endings alone.
 */
const CASE_FORMS = new Map<string, string>(
  (
    'зиме:зима весне:весна осени:осень лете:лето любви:любовь дожде:дождь ночи:ночь городе:город маме:мама папе:папа ' +
    'друге:друг небе:небо звёздах:звёзды звездах:звёзды звезде:звезда реке:река дороге:дорога мечте:мечта ветре:ветер ' +
    'снеге:снег жизни:жизнь свободе:свобода памяти:память родине:родина девушке:девушка утре:утро вечере:вечер ' +
    'огнях:огни тишине:тишина одиночестве:одиночество молодости:молодость юности:юность детстве:детство доме:дом ' +
    'розе:роза цветах:цветы мире:мир сне:сон снах:сны слезах:слёзы глазах:глаза душе:душа празднике:праздник ' +
    'друзьях:друзья семье:семья детях:дети кошке:кошка собаке:собака коте:кот лесе:лес луне:луна воде:вода ' +
    'земле:земля времени:время радости:радость грусти:грусть тоске:тоска надежде:надежда вере:вера москве:москва ' +
    'россии:россия войне:война разлуке:разлука встрече:встреча бабушке:бабушка дедушке:дедушка сестре:сестра ' +
    'брате:брат школе:школа горах:горы облаках:облака поезде:поезд ' +
    'друга:друг брата:брат кота:кот сына:сын отца:отец деда:дед парня:парень мальчика:мальчик человека:человек ' +
    'друзей:друзья детей:дети людей:люди родителей:родители котов:коты ' +
    // …and in the genitive "для" leaves them in ("для моей мамы"): those a song is most often for.
    'мамы:мама мамочки:мамочка папы:папа сестры:сестра бабушки:бабушка дедушки:дедушка семьи:семья девушки:девушка ' +
    'жены:жена мужа:муж дочери:дочь дочки:дочка подруги:подруга учителя:учитель внука:внук внучки:внучка кошки:кошка собаки:собака'
  )
    .split(' ')
    .map((pair) => pair.split(':') as [string, string]),
);
/** Possessives before a listed subject, by their nominative: "о моей маме", "про мою маму", "для моей мамы" are "моя мама". */
const POSSESSIVE_FORMS: Record<string, string> = {
  моей: 'моя', твоей: 'твоя', нашей: 'наша', вашей: 'ваша', моём: 'мой', моем: 'мой', твоём: 'твой', твоем: 'твой', нашем: 'наш', вашем: 'ваш',
  мою: 'моя', твою: 'твоя', нашу: 'наша', вашу: 'ваша',
  моего: 'мой', твоего: 'твой', нашего: 'наш', моих: 'мои', твоих: 'твои', наших: 'наши',
};
/** A possessive's nominative, written as `word` is; undefined for another word. */
const possessiveOf = (word: string) => {
  const form = POSSESSIVE_FORMS[word.toLowerCase()];
  return form && likeWritten(word, form);
};

/**
 * The call to a topic: its nominative. A subject listed in CASE_FORMS is named by it, with a
 * possessive before it ("о моей маме" → "моя мама") and a feminine one's adjectives ("о холодной
 * зиме" → "холодная зима"); other adjectives before it are left out, since their nominative
 * ending cannot be told ("о холодном ветре" → "ветер"). Otherwise "про" left it in the
 * accusative: a feminine noun in -а or -я, its adjectives and a possessive change ("про
 * холодную зиму" → "холодная зима", "про мою маму" → "моя мама"); the rest of the accusative is the nominative
 * already ("про дождь", "про любовь", "про море").
 */
function nominative(topic: string): string {
  const before = (word: string, noun: string) => {
    const possessive = possessiveOf(word);
    if (possessive) return possessive;
    if (!/[ая]$/u.test(noun)) return undefined;
    return /ой$/u.test(word) ? word.replace(/ой$/u, 'ая') : /ей$/u.test(word) ? word.replace(/ей$/u, 'яя') : undefined;
  };
  const listed = subjectInForm(topic, CASE_FORMS, (noun) => noun, before);
  if (listed) return listed;
  return (
    possessiveAndNoun(topic, POSSESSIVES_OF_FOR, unlistedNoun, 'nominative') ??
    topic
      .split(' ')
      .map((word) => (possessiveOf(word) ?? word).replace(/ую$/u, 'ая').replace(/юю$/u, 'яя').replace(/(?<=[^аеёиоуыэюя])у$/u, 'а').replace(/(?<=[^аеёиоуыэюя])ю$/u, 'я'))
      .join(' ')
  );
}

/**
 * A noun not listed in CASE_FORMS after a possessive whose case and gender say its ending: "для
 * моего соседа" is "мой сосед" (it was called "О мой соседа"), "для моей коллеги" "моя коллега".
 * The genitive's -и is -а after г, к, х, ж, ш, ч and щ, else -я; "моей" is also the
 * prepositional, whose -е is told apart only after г, к and х ("о моей соседке"). "О моём …" is
 * left alone: a neuter noun's -е is its nominative too ("о моём сердце"). Russian calls in the
 * nominative.
 */
const POSSESSIVES_OF_FOR: PossessivesOfFor = Object.fromEntries(
  Object.entries(POSSESSIVE_FORMS).flatMap(([form, nominative]): [string, PossessivesOfFor[string]][] => {
    if (/его$/u.test(form)) return [[form, { kind: 'masculine', nominative }]];
    return /ей$/u.test(form) ? [[form, { kind: 'feminine', nominative }]] : [];
  }),
);
const unlistedNoun: UnlistedNoun = (noun, gender) => {
  const nominative =
    gender === 'masculine'
      ? noun.replace(/(?<=[^аеёиоуыэюя])а$/u, '').replace(/я$/u, 'ь')
      : noun.replace(/ы$/u, 'а').replace(/(?<=[гкхжшчщ])и$/u, 'а').replace(/(?<=[^аеёиоуыэюя])и$/u, 'я').replace(/(?<=[гкх])е$/u, 'а');
  return nominative === noun ? undefined : { nominative, vocative: nominative };
};

export const RUSSIAN_BANK: LyricBank = {
  ...MARKED.sung,
  topics: {
    bright: ['солнце', 'лето', 'свобода', 'весна'],
    dark: ['дождь', 'ночь', 'память', 'осень'],
    calm: ['море', 'река', 'тишина', 'вечер'],
  },
  call: nominative,
  named: nominative,
};
