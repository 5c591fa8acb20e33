import { likeWritten, markedLines, possessiveAndNoun, subjectInForm, type Chorus, type Couplet, type LyricBank, type PossessivesOfFor, type Tone, type UnlistedNoun } from './lyric-bank';

/**
 * The Ukrainian lines, for descriptions written in Ukrainian ("Сумна пісня про дощ"). As in
 * English: couplets that rhyme, choruses whose first and third lines call to the topic ("О
 * доще") and whose second and fourth rhyme; a rhyme is the last word from its stressed vowel on
 * ("дворі́" with "зорі́", "сія́єм" with "співа́єм").
 *
 * As the Russian lines, they are written with their stresses marked (an acute accent), which
 * `ukrainian-stress.ts` learns and the singer never sees. The topic is only called to: "про"
 * leaves it in the accusative ("про зиму"), a call takes the vocative ("О зимо") and a title
 * the nominative ("Зима"), and a verse would need yet another case; a verb or adjective would
 * agree with its gender. So no verse sets it (no `{t}`), the calls use the imperative, which has
 * no gender, and no line says whether the singer is a man or a woman ("я знайшов", "знайшла").
 * "Мене", "тебе", "себе" stand only where they are stressed last, without a preposition before
 * them ("шука́ю тебе́"), which moves it ("для те́бе"): a word has one stress in `ukrainian-stress.ts`.
 */

const VERSES: Record<Tone, readonly Couplet[]> = {
  bright: [
    ['Со́нце засві́тить у на́шім вікні́', 'Ра́дісно й ле́гко сього́дні мені́'],
    ['По ву́лиці кро́чить ра́дісний день', 'Ли́не навко́ло дзвінки́х пісе́нь'],
    ['Ми пі́сню співа́єм на ці́лий світ', 'Розкві́тне сього́дні найкра́щий цвіт'],
    ['Дру́зі зібра́лись у на́шім дворі́', 'Гра́ємо й ска́чемо до зорі́'],
    ['Ві́тер гра́є з молодо́ю листво́ю', 'Рі́чка блищи́ть чисто́ю водо́ю'],
    ['Сього́дні співа́ємо ве́село й гу́чно', 'Нам ра́зом з тобо́ю так ле́гко й зру́чно'],
    ['Доро́га веде́ нас крізь по́ле і ліс', 'І ві́тер нам ра́дість на кри́лах ніс'],
    ['Тобі́ я пишу́ нові́ слова́', 'Хай ра́зом співа́є вся земля́ жива́'],
    ['Прийшло́ до нас лі́то, цвіту́ть сади́', 'У не́бі ні хма́рки, ні ті́ні біди́'],
    ['Ку́льки летя́ть у не́бо над юрбо́ю', 'Сього́дні свя́то у нас з тобо́ю'],
  ],
  dark: [
    ['Щоно́чі шука́ю тебе́ у сна́х', 'Прокида́юсь, і в се́рці страх'],
    ['Де ми смія́лись, тепе́р пустота́', 'До́вгі дні й ніч безконе́чна, густа́'],
    ['Трима́ю в рука́х листа́ давно́', 'Ніхто́ не відпи́ше, вже все одно́'],
    ['Дощ за вікно́м шепо́че мені́', 'Ніч безконе́чна в самоті́'],
    ['Поро́жні ву́лиці, знайо́мий шлях', 'Холо́дний ві́тер і сму́ток в оча́х'],
    ['У кімна́ті лу́на пусти́х кро́ків', 'Ви́цвіле фо́то мину́лих ро́ків'],
    ['Холо́дний ві́тер сту́кає вночі́', 'Сльо́зи гіркі́, мов дощі́'],
    ['Свіча́ догоря́є у ти́ші нічні́й', 'Слова́ несказа́ні в душі́ мої́й'],
    ['Годи́нник на стіні́ іде́ й іде́', 'А пі́сня моя́ тебе́ не знайде́'],
    ['У ту́склім сві́тлі шука́ю сліди́', 'Слова́ зни́кли, мов кра́плі води́'],
  ],
  calm: [
    ['Ти́хо пливу́ я по со́нній ріці́', 'Думки́, мов ли́стя, пливу́ть по воді́'],
    ['На бе́резі хви́лі засну́ли тихе́нько', 'І ча́йки над мо́рем кружля́ють леге́нько'],
    ['Заплю́щ о́чі, і час засне́', 'Рі́чка ти́хо нас вдаль несе́'],
    ['Не́бо темні́є, пливу́ть хмари́нки', 'Зі́рки над до́мом, спокі́йні хвили́нки'],
    ['Ти, я і ве́чір, і чай на столі́', 'Ти́хо і сві́тло на всій землі́'],
    ['Чу́єш, як ві́тер співа́є в траві́', 'Сни прихо́дять, легкі́ та живі́'],
    ['Ти́хий ра́нок, гаря́чий чай', 'Ча́се, не поспіша́й, не тіка́й'],
    ['Все тут мовчи́ть, і засну́ли поля́', 'Со́нце захо́дить, і спить земля́'],
    ['Диви́сь, як рі́чка біжи́ть удалину́', 'Я ти́хо слу́хаю цю тишину́'],
    ['Під пі́сні цвіркуні́в засина́ю я', 'Ти́ха ніч, ти тепе́р моя́'],
  ],
};

const CHORUSES: Record<Tone, readonly Chorus[]> = {
  bright: [
    ['О {v}, світи́ нам знов', 'Співа́ймо ра́зом до зорі́', 'О {v}, не згаса́й', 'Хай ра́дість сві́тить у дворі́'],
    ['О {v}, підійми́ мене́', 'Трима́й мене́, ми лети́мо', 'О {v}, запали́ вогні́', 'До ра́нку ра́зом не спи́мо'],
    ['О {v}, сяй для нас', 'Як со́нце, ми сія́єм', 'О {v}, ми ві́льні', 'Одни́м се́рцем співа́єм'],
  ],
  dark: [
    ['О {v}, де ж ти', 'Все гли́бше па́даю в пітьму́', 'О {v}, відпусти́', 'Я вже не ві́рю нікому́'],
    ['О {v}, не мо́жу забу́ти', 'Покли́ч мене́ знов', 'О {v}, рі́чка забра́ла', 'Мої́ сльо́зи й любо́в'],
    ['О {v}, все мину́ло', 'Лиш лу́на в се́рці звучи́ть', 'О {v}, скажи́ мені́, як', 'Стара́ ра́на все боли́ть'],
  ],
  calm: [
    ['О {v}, побу́дь зі мно́ю', 'Ти́хо сві́тить мі́сяць нам', 'О {v}, зали́шся тут', 'Хай ле́гко бу́де на́шим снам'],
    ['О {v}, неси́ мене́', 'По хви́лях ти́хо, без слів', 'О {v}, бе́рег дале́ко', 'В душі́ спокі́й і ти́хий спів'],
    ['О {v}, не поспіша́ймо', 'Ве́чір ти́хо при́йде сюди́', 'О {v}, ди́хай зі мно́ю', 'Ніч веде́ нас до води́'],
  ],
};

const BRIDGES: Record<Tone, readonly Couplet[]> = {
  bright: [
    ['Ру́ки вго́ру, всі співа́ють', 'Дру́зі тут на нас чека́ють'],
    ['Ви́ще, ви́ще, як птахи́', 'Хай відлетя́ть усі́ страхи́'],
    ['Якщо́ впаде́мо, вста́немо зно́ву', 'Знайде́мо ра́зом нову́ осно́ву'],
  ],
  dark: [
    ['Ко́жен раз, коли́ заплю́щу о́чі', 'Сльоза́ стіка́є щоно́чі'],
    ['Мо́же, це все лиш сни́лось мені́', 'Та біль не мина́є ні вдень, ні вві сні'],
    ['Я кли́чу тебе́ в пітьмі́', 'Та відповіда́ють лиш сті́ни німі́'],
  ],
  calm: [
    ['Вдих і ви́дих, все мине́', 'Час пово́лі ти́хо пливе́'],
    ['Хай ві́тер забере́ триво́ги', 'Й відкри́є нам нові́ доро́ги'],
    ['Тут те́пло, і ча́йник співа́є', 'Ти́ха ра́дість нас обійма́є'],
  ],
};

const MARKED = markedLines({ verses: VERSES, choruses: CHORUSES, bridges: BRIDGES });

/** Every line as written, stresses marked: what `ukrainian-stress.ts` learns the bank's words from. */
export const UKRAINIAN_MARKED_LINES: readonly string[] = MARKED.lines;

interface Subject {
  nominative: string;
  vocative: string;
  feminine: boolean;
}

/**
 * Common subjects: nominative, the accusative "про" leaves ("про зиму") and, for those a song is
 * often for, the genitive "для" leaves ("для мами"), joined by "/"; the vocative a call takes ("О
 * зимо"), and f for a feminine noun, whose adjectives change in those cases. Looked up by any of
 * its forms.
 */
const SUBJECTS = new Map<string, Subject>();
for (const entry of (
  'дощ дощ доще|любов любов любове f|зима зиму зимо f|весна весну весно f|літо літо літо|осінь осінь осене f|море море море|' +
  'ніч ніч ноче f|місто місто місто|мама маму/мами мамо f|тато тата тату|друг друга друже|друзі друзів друзі|сонце сонце сонце|' +
  'небо небо небо|зорі зорі зорі|річка річку річко f|дорога дорогу дорого f|серце серце серце|мрія мрію мріє f|вітер вітер вітре|' +
  'сніг сніг сніже|життя життя життя|свобода свободу свободо f|дім дім доме|батьківщина батьківщину батьківщино f|' +
  'україна україну україно f|київ київ києве|дівчина дівчину/дівчини дівчино f|ранок ранок ранку|вечір вечір вечоре|' +
  'самотність самотність самотносте f|молодість молодість молодосте f|дитинство дитинство дитинство|кіт кота коте|ліс ліс лісе|' +
  'гори гори гори|місяць місяць місяцю|вода воду водо f|земля землю земле f|час час часе|радість радість радосте f|' +
  'смуток смуток смутку|надія надію надіє f|війна війну війно f|мир мир мире|сон сон сне|сльози сльози сльози|очі очі очі|' +
  'душа душу душе f|родина родину/родини родино f|тиша тишу тише f|кохання кохання кохання|пісня пісню пісне f|квіти квіти квіти|' +
  'калина калину калино f|степ степ степу|дніпро дніпро дніпре|козак козака козаче|мати матір/матері мати f|розлука розлуку розлуко f|' +
  // Those a song is most often for, also in the genitive "для" leaves them in ("для моєї мами").
  'сестра сестру/сестри сестро f|бабуся бабусю/бабусі бабусю f|дідусь дідуся дідусю|брат брата брате|син сина сину|' +
  'донька доньку/доньки донько f|дочка дочку/дочки дочко f|дружина дружину/дружини дружино f|чоловік чоловіка чоловіче|' +
  'подруга подругу/подруги подруго f|сім\'я сім\'ю/сім\'ї сім\'є f|вчитель вчителя вчителю|кицька кицьку/кицьки кицько f'
).split('|')) {
  const [nominative, forms, vocative, feminine] = entry.split(' ') as [string, string, string, string | undefined];
  const subject = { nominative, vocative, feminine: feminine === 'f' };
  SUBJECTS.set(nominative, subject);
  for (const form of forms.split('/')) if (!SUBJECTS.has(form)) SUBJECTS.set(form, subject);
}
/** Possessives in the accusative or the genitive, by their nominative: "про мою маму", "для моєї мами" are "моя мама". */
const POSSESSIVES: Record<string, string> = {
  мою: 'моя', твою: 'твоя', нашу: 'наша', вашу: 'ваша', мого: 'мій', твого: 'твій', нашого: 'наш', вашого: 'ваш',
  моєї: 'моя', твоєї: 'твоя', нашої: 'наша', вашої: 'ваша',
};

/**
 * A listed subject in the form `form` takes, with a possessive or a feminine noun's adjectives
 * before it in the same ("про мою маму" → "моя мама", "моя мамо"; "про холодну зиму" →
 * "холодна зима", "холодна зимо"); another adjective, whose ending cannot be told, is left out. A
 * subject not listed stays as the description writes it.
 */
function inForm(topic: string, form: 'nominative' | 'vocative'): string {
  const before = (word: string, subject: Subject) => {
    const possessive = POSSESSIVES[word.toLowerCase()];
    if (possessive) return likeWritten(word, possessive);
    if (!subject.feminine) return undefined;
    // The accusative's -у, -ю and the genitive's -ої, -ьої: "холодну", "любої" → "холодна", "люба".
    if (/[ую]$/u.test(word)) return word.replace(/у$/u, 'а').replace(/ю$/u, 'я');
    return /ої$/u.test(word) ? word.replace(/ьої$/u, 'я').replace(/ої$/u, 'а') : undefined;
  };
  return subjectInForm(topic, SUBJECTS, (subject) => subject[form], before) ?? possessiveAndNoun(topic, POSSESSIVES_OF_FOR, unlistedNoun, form) ?? topic;
}

/** The vocative's -е after a hard consonant, which turns к, г and х as it does in "козаче", "друже". */
const HARD_VOCATIVE: Record<string, string> = { к: 'че', г: 'же', х: 'ше' };

/** The genitive possessives "для" leaves before a noun not listed, by that noun's gender. */
const POSSESSIVES_OF_FOR: PossessivesOfFor = {
  мого: { kind: 'masculine', nominative: 'мій' }, твого: { kind: 'masculine', nominative: 'твій' }, нашого: { kind: 'masculine', nominative: 'наш' }, вашого: { kind: 'masculine', nominative: 'ваш' },
  моєї: { kind: 'feminine', nominative: 'моя' }, твоєї: { kind: 'feminine', nominative: 'твоя' }, нашої: { kind: 'feminine', nominative: 'наша' }, вашої: { kind: 'feminine', nominative: 'ваша' },
};

/**
 * A noun not listed after one of those ("для мого сусіда", "для моєї сусідки"): a masculine -а or
 * -я is dropped for the nominative ("сусід", "приятель") and called with -е or -ю ("сусіде",
 * "приятелю"), a feminine -и is -а and called -о ("сусідка", "сусідко"), a feminine -ї is -я and
 * called -є ("Марія", "Маріє"). It was called "О мого сусіда".
 */
const unlistedNoun: UnlistedNoun = (noun, gender) => {
  const stem = noun.slice(0, -1);
  if (gender === 'masculine' && /[^аеєиіїоуюяь']а$/u.test(noun)) return { nominative: stem, vocative: stem.slice(0, -1) + (HARD_VOCATIVE[stem.at(-1)!] ?? `${stem.at(-1)!}е`) };
  if (gender === 'masculine' && /я$/u.test(noun)) return { nominative: `${stem}ь`, vocative: `${stem}ю` };
  if (gender === 'feminine' && /и$/u.test(noun)) return { nominative: `${stem}а`, vocative: `${stem}о` };
  if (gender === 'feminine' && /ї$/u.test(noun)) return { nominative: `${stem}я`, vocative: `${stem}є` };
  return undefined;
};

export const UKRAINIAN_BANK: LyricBank = {
  ...MARKED.sung,
  topics: {
    bright: ['сонце', 'літо', 'свобода', 'весна'],
    dark: ['дощ', 'ніч', 'розлука', 'осінь'],
    calm: ['море', 'річка', 'тиша', 'вечір'],
  },
  call: (topic) => inForm(topic, 'vocative'),
  named: (topic) => inForm(topic, 'nominative'),
};
