import { agreeingWord, genderedSubjects, possessiveAndNoun, subjectInForm, type Chorus, type Couplet, type LyricBank, type PossessivesOfFor, type Tone, type UnlistedNoun } from './lyric-bank';

/**
 * The Czech lines, for descriptions written in Czech ("Smutná píseň o dešti"). As in English:
 * couplets that rhyme, choruses whose first and third lines call to the topic ("Ó dešti") and
 * whose second and fourth rhyme. Czech stresses every word's first syllable, so a rhyme is the
 * last word from its second-last vowel on ("rá-na" with "roz-ez-pí-va-ná"), or a last word of
 * one syllable from its vowel ("svět" with "květ").
 *
 * As in Polish, the topic is only called to: "o" leaves it in the locative ("o zimě"), a call
 * needs the vocative ("Ó zimo") and a title the nominative ("Zima"), and a verse would need yet
 * another case. So no verse sets it (no `{t}`), and no line says whether the singer is a man or
 * a woman (no "byl jsem", "byla jsem", "sám", "sama").
 */

const VERSES: Record<Tone, readonly Couplet[]> = {
  bright: [
    ['Slunce svítí do oken hned od rána', 'Celá ulice je rozezpívaná'],
    ['Běžíme spolu z kopce dolů', 'Celý svět se dneska směje spolu'],
    ['Zpíváme nahlas, ať to slyší svět', 'Na stromech kvete první květ'],
    ['Všichni přátelé jsou dneska s námi', 'Tančíme spolu pod hvězdami'],
    ['Vítr si tančí v korunách stromů', 'Radost nás dneska vede domů'],
    ['Cesta nás vede přes pole a les', 'Nad námi modro, den je krásný dnes'],
    ['Pro tebe píšu nová slova', 'Celá země zpívá znova'],
    ['Léto je tady, kvetou zahrady', 'V řece se koupeme, všichni jsme rádi'],
    ['Balónky letí nad celým náměstím', 'Den je jak svátek, s úsměvem a štěstím'],
    ['Voní tráva, jaro je tady', 'Všude kolem kvetou sady'],
  ],
  dark: [
    ['Každou noc tě hledám ve svých snech', 'Ráno se budím a chybí mi dech'],
    ['Kde býval smích, jdu prázdnou tmou', 'A nikdo už není se mnou'],
    ['Držím v rukou dopis z dávných let', 'Bez tebe je prázdný celý svět'],
    ['Za oknem déšť mi šeptá tvé jméno', 'Noc se vleče, všechno je ztraceno'],
    ['Prázdné ulice a kroky v tmách', 'Ve tmě hledám cestu, mám strach'],
    ['Prázdný pokoj a na stěně hodiny', 'Tikají dál a kolem jsou stíny'],
    ['Studený vítr do okna buší', 'Hvězdy nesvítí a srdce tuší'],
    ['Svíčka dohoří do rána', 'V srdci zůstane jen rána'],
    ['Každá píseň mi tě připomíná', 'Venku je zima a noc je jiná'],
    ['V bledém světle hledám tvoje kroky', 'Čekám na tebe už celé roky'],
  ],
  calm: [
    ['Plujeme pomalu po klidné vodě', 'Myšlenky jak listí v tiché přírodě'],
    ['Měkké vlny spí a moře šumí', 'Racek krouží, jak jen racek umí'],
    ['Zavři oči, všechno se zastaví', 'Řeka nás nese, nic nás nezastaví'],
    ['Nebe tmavne, odplouvá den', 'Nad domem hvězdy, hluboký sen'],
    ['Ty, já a večer, teplý čaj', 'Za oknem usíná celý kraj'],
    ['Poslouchej, jak vítr šeptá v trávě', 'Sny k nám tiše přicházejí právě'],
    ['Tichá rána, vůně chleba', 'Víc už nám ke štěstí není třeba'],
    ['Všechno tu mlčí, spí i stromy', 'Slunce zapadá za naše domy'],
    ['Dívám se, jak řeka plyne dál', 'Vítr mi zpívá, jak by si hrál'],
    ['Cvrčci zpívají, už pomalu spím', 'Klidná noc a nic mě nebolí, vím'],
  ],
};

const CHORUSES: Record<Tone, readonly Chorus[]> = {
  bright: [
    ['Ó {v}, rozsviť nám den', 'Zpívej s námi z plných plic', 'Ó {v}, nezhasínej', 'Chceme tě zas a ještě víc'],
    ['Ó {v}, zvedni mě výš', 'Drž mě pevně, letíme', 'Ó {v}, rozsviť světla', 'Do rána tančíme'],
    ['Ó {v}, sviť pro nás', 'Jsme volní jako ptáci', 'Ó {v}, jsi s námi', 'Všechno se nám vrací'],
  ],
  dark: [
    ['Ó {v}, kde jsi teď', 'Padám do temné noci', 'Ó {v}, nech mě jít', 'Jsem bez síly a bez moci'],
    ['Ó {v}, nemůžu zapomenout', 'Řeka teče pořád dál', 'Ó {v}, zavolej mě', 'Aby tu někdo se mnou stál'],
    ['Ó {v}, už je konec', 'Zbyl jen zvuk deště', 'Ó {v}, řekni mi', 'Jak mám žít ještě'],
  ],
  calm: [
    ['Ó {v}, zůstaň se mnou', 'Ještě chvíli, ještě chvíli', 'Ó {v}, tiše plyne čas', 'Den se k noci chýlí'],
    ['Ó {v}, nes mě s vlnou', 'Unáší nás pomalu', 'Ó {v}, břeh je daleko', 'Tiše a bez žalu'],
    ['Ó {v}, nespěchejme', 'Večer tiše přichází', 'Ó {v}, dýchej se mnou', 'Noc nás do snů provází'],
  ],
};

const BRIDGES: Record<Tone, readonly Couplet[]> = {
  bright: [
    ['Ruce nahoru, ať to všichni vidí', 'Dneska se tu nikdo nestydí'],
    ['Výš a výš, nad střechy', 'Ať zmizí všechny strasti, vzdechy'],
    ['Když spadneme, vstaneme zas', 'Píseň nás nese, slyšíš ten hlas'],
  ],
  dark: [
    ['Pokaždé, když zavřu oči', 'Svět se se mnou pomalu točí'],
    ['Možná to všechno byl jen sen', 'Ale bolest se vrací den co den'],
    ['Volám tě do tmy a do ticha', 'Nikdo neodpoví, jen vítr dýchá'],
  ],
  calm: [
    ['Nádech a výdech, všechno přebolí', 'Voda šumí tiše v údolí'],
    ['Ať vítr odnese všechny starosti', 'Do tiché vesnice, do radosti'],
    ['Tady je teplo a ticho kolem', 'Ticho nad lesem, ticho nad polem'],
  ],
};

/**
 * Common subjects: nominative, then the locatives "o" leaves (several joined by "/": "o psovi",
 * "o psu"), then the vocative a call takes ("Ó dešti"); a gender letter (f, m, n, p for plural)
 * (genderedSubjects).
 */
const SUBJECTS = genderedSubjects(
  'déšť dešti dešti m|láska lásce lásko f|zima zimě zimo f|léto létě/létu léto n|jaro jaru/jaře jaro n|podzim podzimu podzime m|' +
  'moře moři moře n|noc noci noci f|město městě město n|máma mámě/mámu mámo f|maminka mamince/maminku maminko f|matka matce/matku matko f|' +
  'táta tátovi/tátu táto m|tatínek tatínkovi/tatínka tatínku m|otec otci/otcovi/otce otče m|kamarád kamarádovi/kamarádu/kamaráda kamaráde m|' +
  'kamarádka kamarádce/kamarádku kamarádko f|přítel příteli/přítele příteli m|přátelé přátelích přátelé p|přátelství přátelství přátelství n|' +
  'slunce slunci slunce n|nebe nebi nebe n|hvězdy hvězdách hvězdy p|řeka řece řeko f|cesta cestě cesto f|srdce srdci srdce n|' +
  'sen snu sne m|sny snech sny p|vítr větru větře m|sníh sněhu sněhu m|život životě živote m|svoboda svobodě svobodo f|' +
  'domov domově domove m|dům domě/domu dome m|holka holce/holku holko f|dívka dívce/dívku dívko f|kluk klukovi/kluku/kluka kluku m|' +
  'ráno ránu/ráně ráno n|večer večeru večere m|stesk stesku stesku m|samota samotě samoto f|mládí mládí mládí n|' +
  'dětství dětství dětství n|kočka kočce/kočku kočko f|pes psovi/psu/psa pse m|les lese lese m|hory horách hory p|měsíc měsíci měsíci m|' +
  'voda vodě vodo f|země zemi země f|čas čase čase m|radost radosti radosti f|smutek smutku smutku m|naděje naději naděje f|' +
  'praha praze praho f|brno brně brno n|válka válce válko f|mír míru míre m|slzy slzách slzy p|oči očích oči p|duše duši duše f|' +
  'rodina rodině/rodinu rodino f|vzpomínky vzpomínkách vzpomínky p|ticho tichu ticho n|žena ženě/ženu ženo f|dítě dítěti dítě n|' +
  'babička babičce/babičku babičko f|dědeček dědečkovi/dědečka dědečku m|bratr bratrovi/bratru/bratra bratře m|sestra sestře/sestru sestro f|' +
  'syn synovi/synu/syna synu m|dcera dceři/dceru dcero f|svět světě světe m|oheň ohni ohni m|květiny květinách květiny p|růže růži růže f|' +
  'ptáci ptácích ptáci p|oceán oceánu oceáne m|pláž pláži pláži f|prázdniny prázdninách prázdniny p|vánoce vánocích vánoce p|' +
  'hudba hudbě hudbo f|tanec tanci tanči m|vlast vlasti vlasti f|vesnice vesnici vesnice f|louka louce louko f|pivo pivu pivo n|' +
  'hospoda hospodě hospodo f|přítelkyně přítelkyni přítelkyně f|čechy čechách čechy p|tma tmě tmo f|bouřka bouřce bouřko f|' +
  // Those a song is most often for, also in the accusative "pro" leaves them in ("pro moji mámu").
  'manžel manželovi/manžela manželi m|manželka manželce/manželku manželko f|učitel učiteli/učitele učiteli m'
);

/**
 * Possessives in the locative, by the subject's gender, as the nominative has them (the vocative
 * too: "má lásko", "můj domove"); an adjective's locative ending and the nominative's, hard
 * ("studené zimě" → "studená") or soft ("jarním" → "jarní"); no demonstrative ("o té zimě").
 */
const AGREEING = agreeingWord(
  {
    mé: { feminine: 'má' }, mojí: { feminine: 'moje' }, tvé: { feminine: 'tvá' }, tvojí: { feminine: 'tvoje' }, své: { feminine: 'svá' },
    naší: { feminine: 'naše' }, vaší: { feminine: 'vaše' },
    mém: { masculine: 'můj', neuter: 'mé' }, tvém: { masculine: 'tvůj', neuter: 'tvé' }, svém: { masculine: 'svůj', neuter: 'své' },
    našem: { masculine: 'náš', neuter: 'naše' }, vašem: { masculine: 'váš', neuter: 'vaše' },
    // The accusative "pro" leaves them in: "pro moji mámu", "pro mého bratra".
    mou: { feminine: 'má' }, moji: { feminine: 'moje' }, tvou: { feminine: 'tvá' }, tvoji: { feminine: 'tvoje' }, svou: { feminine: 'svá' },
    naši: { feminine: 'naše' }, vaši: { feminine: 'vaše' },
    mého: { masculine: 'můj' }, tvého: { masculine: 'tvůj' }, svého: { masculine: 'svůj' }, našeho: { masculine: 'náš' }, vašeho: { masculine: 'váš' },
  },
  {
    feminine: [[/é$/u, 'á'], [/í$/u, 'í'], [/ou$/u, 'á']],
    masculine: [[/ém$/u, 'ý'], [/ím$/u, 'í'], [/ého$/u, 'ý'], [/ího$/u, 'í']],
    neuter: [[/ém$/u, 'é'], [/ím$/u, 'í']],
  },
  new Set(['té', 'tom', 'této', 'tomto', 'tamté', 'tamtom']),
);

/**
 * A listed subject in the form `form` takes, with a possessive or adjectives before it in the
 * same ("o mé mámě" → "má máma", "má mámo"; "o studené zimě" → "studená zima", "studená zimo"),
 * without a demonstrative ("o té zimě" → "zimo"). A plural's adjectives, whose endings depend on
 * whether it names men, are left out, as is a word whose form cannot be told. A subject not
 * listed stays as the description writes it.
 */
function inForm(topic: string, form: 'nominative' | 'vocative'): string {
  return subjectInForm(topic, SUBJECTS, (subject) => subject[form], AGREEING) ?? possessiveAndNoun(topic, POSSESSIVES_OF_FOR, unlistedNoun, form) ?? topic;
}

/** The accusative possessives "pro" leaves before a noun not listed, by that noun's gender. */
const POSSESSIVES_OF_FOR: PossessivesOfFor = {
  mého: { kind: 'masculine', nominative: 'můj' }, tvého: { kind: 'masculine', nominative: 'tvůj' }, svého: { kind: 'masculine', nominative: 'svůj' }, našeho: { kind: 'masculine', nominative: 'náš' }, vašeho: { kind: 'masculine', nominative: 'váš' },
  mou: { kind: 'feminine', nominative: 'má' }, moji: { kind: 'feminine', nominative: 'moje' }, tvou: { kind: 'feminine', nominative: 'tvá' }, tvoji: { kind: 'feminine', nominative: 'tvoje' },
  svou: { kind: 'feminine', nominative: 'svá' }, naši: { kind: 'feminine', nominative: 'naše' }, vaši: { kind: 'feminine', nominative: 'vaše' },
};

/**
 * A noun not listed after one of those ("pro mého souseda", "pro mou sousedku"), which was called
 * "Ó mého souseda": a masculine -a dropped and called -e ("soused", "sousede"), -u after k, h, ch
 * and g ("kluk", "kluku"); a soft masculine's -e dropped and called -i ("přítel", "příteli"); a
 * feminine -u is -a, called -o ("sousedka", "sousedko").
 */
const unlistedNoun: UnlistedNoun = (noun, gender) => {
  const stem = noun.slice(0, -1);
  if (gender === 'feminine') return /u$/u.test(noun) ? { nominative: `${stem}a`, vocative: `${stem}o` } : undefined;
  if (/[^aáeéěiíoóuúůyý]a$/u.test(noun)) return { nominative: stem, vocative: /(?:k|h|ch|g)$/u.test(stem) ? `${stem}u` : `${stem}e` };
  if (/[cčřšžjťďňl]e$/u.test(noun)) return { nominative: stem, vocative: `${stem}i` };
  return undefined;
};

export const CZECH_BANK: LyricBank = {
  verses: VERSES,
  choruses: CHORUSES,
  bridges: BRIDGES,
  topics: {
    bright: ['slunce', 'léto', 'svoboda', 'jaro'],
    dark: ['déšť', 'noc', 'vzpomínky', 'podzim'],
    calm: ['moře', 'řeka', 'ticho', 'večer'],
  },
  call: (topic) => inForm(topic, 'vocative'),
  named: (topic) => inForm(topic, 'nominative'),
};
