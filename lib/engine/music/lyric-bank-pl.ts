import { agreeingWord, genderedSubjects, possessiveAndNoun, subjectInForm, type Chorus, type Couplet, type LyricBank, type PossessivesOfFor, type Tone, type UnlistedNoun } from './lyric-bank';

/**
 * The Polish lines, for descriptions written in Polish ("Smutna piosenka o deszczu"). As in
 * English: couplets that rhyme, choruses whose first and third lines call to the topic ("O
 * deszczu") and whose second and fourth rhyme; a rhyme is the last word from its stressed
 * vowel on, which in Polish is the second-last ("RA-na" with "ro-ze-ŚMIA-na").
 *
 * The topic is only called to: "o" leaves it in the locative ("o zimie"), a call needs the
 * vocative ("O zimo") and a title the nominative ("Zima"), and a verse would need yet another
 * case; a verb or adjective would agree with its gender. So no verse sets it (no `{t}`), the
 * calls use the imperative, which has no gender, and no line says whether the singer is a man
 * or a woman ("byłem", "byłam").
 */

const VERSES: Record<Tone, readonly Couplet[]> = {
  bright: [
    ['Słońce zagląda do okna od rana', 'Cała ulica jest roześmiana'],
    ['Idziemy razem przez łąki i pola', 'Dzisiaj nam sprzyja szczęśliwa dola'],
    ['Śpiewamy głośno na cały świat', 'Na drzewach kwitnie pierwszy kwiat'],
    ['Wszyscy przyjaciele są dziś z nami', 'Tańczymy razem pod gwiazdami'],
    ['Wiatr tańczy wesoło wśród zielonych drzew', 'A w sercu słychać radosny śpiew'],
    ['Radość jak ptak wlatuje do domu', 'Nie oddamy jej dzisiaj nikomu'],
    ['Droga prowadzi przez pola i las', 'Nad nami błękit, to nasz czas'],
    ['Dla ciebie piszę nowe słowa', 'Dziś cała ziemia śpiewa od nowa'],
    ['Lato przyszło, kwitną ogrody', 'Kąpiemy się w blasku ciepłej wody'],
    ['Balony lecą nad tłumem do góry', 'Dziś święto, znikają wszystkie chmury'],
  ],
  dark: [
    ['Każdej nocy szukam cię we śnie', 'A gdy się budzę, pusto jest we mnie'],
    ['Gdzie był nasz śmiech, dziś cisza głucha', 'Długa noc, nikt mnie nie słucha'],
    ['Trzymam w dłoniach list sprzed lat', 'Bez ciebie pusty jest cały świat'],
    ['Deszcz za oknem szepcze o tobie', 'Noc się dłuży, nie wiem, co zrobię'],
    ['Puste ulice i znane progi', 'W ciemności szukam swojej drogi'],
    ['Pusty pokój, echo kroków', 'Zdjęcia blakną w cieniu mroków'],
    ['Zimny wiatr w okno puka nocą', 'Gwiazdy nade mną już nie migocą'],
    ['Świeca dogasa, drżą cienie', 'W sercu zostało tylko milczenie'],
    ['Zegar na ścianie wciąż chodzi i chodzi', 'A żadna piosenka już nie łagodzi'],
    ['W bladym świetle szukam twego śladu', 'Nie ma już słów, nie ma już ładu'],
  ],
  calm: [
    ['Płynę powoli po sennej wodzie', 'Myśli jak liście w cichej przyrodzie'],
    ['Miękkie fale śpią przy brzegu', 'Mewy szybują w swoim biegu'],
    ['Zamknij oczy, czas się zatrzyma', 'Rzeka nas niesie, nic nas nie wstrzyma'],
    ['Niebo ciemnieje, płyną obłoki', 'Gwiazdy nad domem, sen jest głęboki'],
    ['Ty, ja i wieczór, ciepło i ciasto', 'Cicho zasypia za oknem miasto'],
    ['Słuchaj, jak wiatr cicho szumi w trawie', 'Sny przychodzą do nas jak na jawie'],
    ['Ciche poranki, ciepła herbata', 'Niech się nie kończą te długie lata'],
    ['Wszystko tu milczy, zasnęły drzewa', 'Słońce zachodzi, ptak już nie śpiewa'],
    ['Patrzę, jak rzeka odpływa w dal', 'I niczego mi już nie żal'],
    ['Świerszcze śpiewają, zasypiam powoli', 'Spokojna noc, już nic nie boli'],
  ],
};

const CHORUSES: Record<Tone, readonly Chorus[]> = {
  bright: [
    ['O {v}, świeć nam znowu', 'Śpiewaj głośno razem z nami', 'O {v}, nie gaśnij', 'Tańczmy wszyscy pod gwiazdami'],
    ['O {v}, podnieś mnie wysoko', 'Trzymaj mocno, lecimy w przód', 'O {v}, zapal światła', 'Tańczymy aż do rana, to jest cud'],
    ['O {v}, świeć dla nas', 'Jak słońce dziś płoniemy', 'O {v}, jesteśmy wolni', 'Jednym sercem żyjemy'],
  ],
  dark: [
    ['O {v}, gdzie jesteś', 'Spadam coraz głębiej w mrok', 'O {v}, puść mnie wolno', 'Ciąży mi każdy krok'],
    ['O {v}, nie mogę zapomnieć', 'Zawołaj mnie jeszcze raz', 'O {v}, rzeka zabrała', 'Moje łzy i nasz czas'],
    ['O {v}, wszystko minęło', 'Tylko echo w sercu trwa', 'O {v}, powiedz, jak', 'Na policzku płynie łza'],
  ],
  calm: [
    ['O {v}, zostań ze mną', 'Cicho, jak światło księżyca', 'O {v}, jeszcze chwilę', 'Niech sen nas oboje zachwyca'],
    ['O {v}, nieś mnie z falą', 'Bez pośpiechu, bez słów', 'O {v}, brzeg daleko', 'Spokój w duszy mam znów'],
    ['O {v}, nie spieszmy się', 'Wieczór cicho przyjdzie tu', 'O {v}, oddychaj ze mną', 'Noc prowadzi nas do snu'],
  ],
};

const BRIDGES: Record<Tone, readonly Couplet[]> = {
  bright: [
    ['Ręce w górę, wszyscy śpiewają', 'Tutaj przyjaciele na nas czekają'],
    ['Wyżej, wyżej, ponad dachy', 'Niech odlecą wszystkie strachy'],
    ['Jeśli upaść, to ze śmiechem', 'Życie jak piosenka niesie się echem'],
  ],
  dark: [
    ['Za każdym razem, gdy zamknę oczy', 'Łza po policzku cicho się toczy'],
    ['Może to wszystko było snem', 'Lecz ból powraca dzień za dniem'],
    ['Wołam cię pośród nocy', 'Nie mam już siły ani mocy'],
  ],
  calm: [
    ['Wdech i wydech, wszystko minie', 'Woda szumi w tej dolinie'],
    ['Niech wiatr uniesie wszystkie troski', 'Do spokojnej, cichej wioski'],
    ['Tu jest ciepło, pachnie chlebem', 'Cisza nad nami, cisza pod niebem'],
  ],
};

/**
 * Common subjects: nominative, then the locative "o" leaves ("o zimie"), then the vocative a
 * call takes ("O zimo"); a gender letter (f, m, n, p for plural) (genderedSubjects).
 */
const SUBJECTS = genderedSubjects(
  'deszcz deszczu deszczu m|miłość miłości miłości f|zima zimie zimo f|lato lecie lato n|wiosna wiośnie wiosno f|' +
  'jesień jesieni jesieni f|morze morzu morze n|noc nocy nocy f|miasto mieście miasto n|mama mamie/mamy mamo f|tata tacie/taty tato m|' +
  'przyjaciel przyjacielu/przyjaciela przyjacielu m|przyjaciele przyjaciołach/przyjaciół przyjaciele p|przyjaźń przyjaźni przyjaźni f|słońce słońcu słońce n|' +
  'niebo niebie niebo n|gwiazdy gwiazdach gwiazdy p|rzeka rzece rzeko f|droga drodze drogo f|serce sercu serce n|' +
  'marzenia marzeniach marzenia p|wiatr wietrze wietrze m|śnieg śniegu śniegu m|życie życiu życie n|wolność wolności wolności f|' +
  'dom domu domie m|ojczyzna ojczyźnie ojczyzno f|dziewczyna dziewczynie/dziewczyny dziewczyno f|chłopak chłopaku/chłopaka chłopaku m|' +
  'poranek poranku poranku m|wieczór wieczorze wieczorze m|tęsknota tęsknocie tęsknoto f|samotność samotności samotności f|' +
  'młodość młodości młodości f|dzieciństwo dzieciństwie dzieciństwo n|kot kocie/kota kocie m|pies psie/psa psie m|las lesie lesie m|' +
  'góry górach góry p|księżyc księżycu księżycu m|woda wodzie wodo f|ziemia ziemi ziemio f|czas czasie czasie m|' +
  'radość radości radości f|smutek smutku smutku m|nadzieja nadziei nadziejo f|warszawa warszawie warszawo f|polska polsce polsko f|' +
  'wojna wojnie wojno f|pokój pokoju pokoju m|sen śnie śnie m|sny snach sny p|łzy łzach łzy p|oczy oczach oczy p|dusza duszy duszo f|' +
  'rodzina rodzinie/rodziny rodzino f|pamięć pamięci pamięci f|cisza ciszy ciszo f|kobieta kobiecie/kobiety kobieto f|dziecko dziecku/dziecka dziecko n|' +
  'babcia babci babciu f|dziadek dziadku/dziadka dziadku m|brat bracie/brata bracie m|siostra siostrze/siostry siostro f|świat świecie świecie m|' +
  'ogień ogniu ogniu m|kwiaty kwiatach kwiaty p|róża róży różo f|ptaki ptakach ptaki p|ocean oceanie oceanie m|plaża plaży plażo f|' +
  'wakacje wakacjach wakacje p|święta świętach święta p|muzyka muzyce muzyko f|taniec tańcu tańcu m|miłości miłościach miłości p|' +
  // Those a song is most often for, also in the genitive "dla" leaves them in ("dla mojej mamy").
  'mamusia mamusi mamusiu f|matka matce/matki matko f|ojciec ojcu/ojca ojcze m|syn synu/syna synu m|córka córce/córki córko f|' +
  'żona żonie/żony żono f|mąż mężu/męża mężu m|przyjaciółka przyjaciółce/przyjaciółki przyjaciółko f|nauczyciel nauczycielu/nauczyciela nauczycielu m'
);

/** Possessives and the adjective endings of the locative (and the genitive's, after "dla"), by gender, as the nominative (and vocative) has them. */
const AGREEING = agreeingWord(
  {
    mojej: { feminine: 'moja' }, twojej: { feminine: 'twoja' }, naszej: { feminine: 'nasza' }, waszej: { feminine: 'wasza' },
    moim: { masculine: 'mój', neuter: 'moje' }, twoim: { masculine: 'twój', neuter: 'twoje' }, naszym: { masculine: 'nasz', neuter: 'nasze' }, waszym: { masculine: 'wasz', neuter: 'wasze' },
    // The genitive "dla" leaves them in: "dla mojego brata".
    mojego: { masculine: 'mój', neuter: 'moje' }, twojego: { masculine: 'twój', neuter: 'twoje' }, naszego: { masculine: 'nasz', neuter: 'nasze' }, waszego: { masculine: 'wasz', neuter: 'wasze' },
  },
  {
    feminine: [[/ej$/u, 'a']],
    masculine: [[/(?<=[kg])im$/u, 'i'], [/ym$/u, 'y'], [/im$/u, 'i'], [/iego$/u, 'i'], [/ego$/u, 'y']],
    neuter: [[/(?<=[kg])im$/u, 'ie'], [/ym$/u, 'e'], [/im$/u, 'ie'], [/iego$/u, 'ie'], [/ego$/u, 'e']],
  },
);

/**
 * A listed subject in the form `form` takes, with a possessive or adjectives before it in the
 * same ("o mojej mamie" → "moja mama", "mamo"; "o zimnej zimie" → "zimna zima", "zimna zimo").
 * A plural's adjectives, whose endings depend on whether it names men, are left out, as is a word
 * whose form cannot be told. A subject not listed stays as the description writes it.
 */
function inForm(topic: string, form: 'nominative' | 'vocative'): string {
  return subjectInForm(topic, SUBJECTS, (subject) => subject[form], AGREEING) ?? possessiveAndNoun(topic, POSSESSIVES_OF_FOR, unlistedNoun, form) ?? topic;
}

/** The genitive possessives "dla" leaves before a noun not listed, by that noun's gender. */
const POSSESSIVES_OF_FOR: PossessivesOfFor = {
  mojego: { kind: 'masculine', nominative: 'mój' }, twojego: { kind: 'masculine', nominative: 'twój' }, naszego: { kind: 'masculine', nominative: 'nasz' }, waszego: { kind: 'masculine', nominative: 'wasz' },
  mojej: { kind: 'feminine', nominative: 'moja' }, twojej: { kind: 'feminine', nominative: 'twoja' }, naszej: { kind: 'feminine', nominative: 'nasza' }, waszej: { kind: 'feminine', nominative: 'wasza' },
};
/** A masculine vocative's ending by the stem's last consonants: -e softening a hard one ("kuzynie", "szefie", "sąsiedzie"); longest first. */
const SOFTENED: [RegExp, string][] = [
  [/iad$/u, 'iedzie'], [/iat$/u, 'iecie'], [/st$/u, 'ście'], [/zd$/u, 'ździe'], [/t$/u, 'cie'], [/d$/u, 'dzie'], [/r$/u, 'rze'], [/ł$/u, 'le'], [/n$/u, 'nie'],
  [/s$/u, 'sie'], [/z$/u, 'zie'], [/m$/u, 'mie'], [/b$/u, 'bie'], [/p$/u, 'pie'], [/w$/u, 'wie'], [/f$/u, 'fie'],
];
const VOWEL = /[aeiouyąęó]/u;

/**
 * A noun not listed after one of those ("dla mojego kuzyna", "dla mojej sąsiadki"), which was
 * called "O mojego kuzyna": a masculine genitive's -a dropped ("kuzyn"; the -e- a genitive drops
 * from -ek given back: "Tomka" → "Tomek"), called with -u after k, g, ch and a soft consonant
 * ("wnuku", "Tomku") and else with -e, the consonant softened ("kuzynie"); a feminine -i after k
 * or g, or -y, is -a, called -o ("sąsiadka", "sąsiadko"), and -ii is -ia ("Maria", "Mario"). A
 * genitive in -ca (whose nominative is -iec: "chłopca") is left as written.
 */
const unlistedNoun: UnlistedNoun = (noun, gender) => {
  if (gender === 'feminine') return /(?:ii|[kg]i|y)$/u.test(noun) ? { nominative: `${noun.slice(0, -1)}a`, vocative: `${noun.slice(0, -1)}o` } : undefined;
  if (!/[^aeiouyąęó]a$/u.test(noun) || /[^aeiouyąęó]ca$/u.test(noun)) return undefined;
  const stem = noun.slice(0, -1);
  const nominative = /[^aeiouyąęó]k$/u.test(stem) && VOWEL.test(stem.slice(0, -1)) ? `${stem.slice(0, -1)}ek` : stem;
  if (/(?:k|g|ch|ń|ś|ć|ź|l|j|c|cz|sz|rz|ż|dż)$/u.test(stem)) return { nominative, vocative: `${stem}u` };
  const softened = SOFTENED.find(([ending]) => ending.test(stem));
  return softened ? { nominative, vocative: stem.replace(softened[0], softened[1]) } : undefined;
};

export const POLISH_BANK: LyricBank = {
  verses: VERSES,
  choruses: CHORUSES,
  bridges: BRIDGES,
  topics: {
    bright: ['słońce', 'lato', 'wolność', 'wiosna'],
    dark: ['deszcz', 'noc', 'pamięć', 'jesień'],
    calm: ['morze', 'rzeka', 'cisza', 'wieczór'],
  },
  call: (topic) => inForm(topic, 'vocative'),
  named: (topic) => inForm(topic, 'nominative'),
};
