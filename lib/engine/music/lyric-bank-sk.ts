import { agreeingWord, genderedSubjects, possessiveAndNoun, subjectInForm, type Chorus, type Couplet, type LyricBank, type PossessivesOfFor, type Tone, type UnlistedNoun } from './lyric-bank';

/**
 * The Slovak lines, for descriptions written in Slovak ("Smutná pieseň o daždi"), made as the
 * Czech ones (lyric-bank-cs.ts): the first syllable stressed, a rhyme from the last word's
 * second-last vowel ("rá-na" with "roz-tan-co-va-ná"), no verse setting the topic, no line saying
 * whether the singer is a man or a woman. Slovak calls in the nominative ("Ó dážď"), as its
 * vocative is kept only by a few words; "o" leaves the subject in the locative ("o daždi"), so
 * a call and a title both say it in the nominative.
 */

const VERSES: Record<Tone, readonly Couplet[]> = {
  bright: [
    ['Slnko svieti do okien už od rána', 'Celá ulica je roztancovaná'],
    ['Bežíme spolu z kopca dolu', 'Celý svet sa smeje s nami spolu'],
    ['Spievame nahlas, nech to počuje svet', 'Na stromoch kvitne prvý kvet'],
    ['Všetci priatelia sú dnes s nami', 'Tancujeme spolu pod hviezdami'],
    ['Vietor si tancuje v korunách stromov', 'Radosť nás dnes vedie domov'],
    ['Cesta nás vedie cez polia a les', 'Nad nami modro, deň je krásny dnes'],
    ['Pre teba píšem nové slová', 'Celá zem spieva znova'],
    ['Leto je tu, kvitnú záhrady', 'V rieke sa kúpeme, všetci sme radi'],
    ['Balóny letia hore k oblakom', 'Dnes je sviatok, spievame s každým vtákom'],
    ['Vonia tráva, prišla jar', 'Slnko nám dáva svoj dar'],
  ],
  dark: [
    ['Každú noc ťa hľadám, keď prídu sny', 'Ráno sa budím do prázdnych dní'],
    ['Kde býval smiech, idem prázdnou tmou', 'A nikto už nie je so mnou'],
    ['Držím v rukách list spred mnohých rokov', 'Bez teba je ticho, žiadny zvuk krokov'],
    ['Za oknom dážď šepká o tebe', 'Noc je dlhá, nosím ťa v sebe'],
    ['Prázdne ulice a kroky v tme', 'Bojím sa a nik nie je pri mne'],
    ['Prázdna izba a na stene hodiny', 'Tikajú ďalej, čas je teraz iný'],
    ['Studený vietor do okna búcha', 'Hviezdy nesvietia, noc je hluchá'],
    ['Sviečka dohorí do rána', 'V srdci zostane len rana'],
    ['Každá pieseň mi ťa pripomína', 'Vonku je zima a noc je iná'],
    ['V bledom svetle hľadám tvoje kroky', 'Čakám na teba už celé roky'],
  ],
  calm: [
    ['Plávame pomaly po tichej vode', 'Myšlienky ako lístie v prírode'],
    ['Mäkké vlny spia pri brehu', 'Čajky krúžia v pokojnom behu'],
    ['Zavri oči, všetko sa zastaví', 'Rieka nás nesie, nič nás nezastaví'],
    ['Nebo tmavne, prichádza noc', 'Nad domom hviezdy, sny majú moc'],
    ['Ty, ja a večer, teplý čaj', 'Za oknom zaspáva celý kraj'],
    ['Počúvaj, ako vietor šepká v tráve', 'Sny k nám potichu prichádzajú práve'],
    ['Tiché rána, vôňa chleba', 'Viac už nám ku šťastiu netreba'],
    ['Všetko tu mlčí, spia aj stromy', 'Slnko zapadá za naše domy'],
    ['Pozerám, ako rieka plynie preč', 'Vietor mi spieva tichú reč'],
    ['Cvrčky spievajú a ja už spím', 'Pokojná noc a nad komínom dým'],
  ],
};

const CHORUSES: Record<Tone, readonly Chorus[]> = {
  bright: [
    ['Ó {v}, rozsvieť nám deň', 'Spievaj s nami zas a zas', 'Ó {v}, nezhasínaj', 'Nech celý svet počuje náš hlas'],
    ['Ó {v}, zdvihni ma vyššie', 'Drž ma pevne, letíme', 'Ó {v}, rozsvieť svetlá', 'Do rána sa točíme'],
    ['Ó {v}, svieť pre nás', 'Srdcia nám horia', 'Ó {v}, sme voľní', 'Spievajú aj moria'],
  ],
  dark: [
    ['Ó {v}, kde si teraz', 'Padám do tmavej noci', 'Ó {v}, nechaj ma ísť', 'Som bez síl a bez moci'],
    ['Ó {v}, nemôžem zabudnúť', 'Zavolaj ma ešte raz', 'Ó {v}, rieka odniesla', 'Moje slzy aj náš čas'],
    ['Ó {v}, všetko sa skončilo', 'Len ozvena v srdci znie', 'Ó {v}, povedz mi', 'Ako ďalej žiť, kto vie'],
  ],
  calm: [
    ['Ó {v}, zostaň so mnou', 'Ešte chvíľu, pomaly', 'Ó {v}, ticho plynie čas', 'Deň a noc sa objali'],
    ['Ó {v}, nes ma s vlnou', 'Bez náhlenia, bez slova', 'Ó {v}, breh je ďaleko', 'Pokoj v duši mám znova'],
    ['Ó {v}, nenáhlime sa', 'Večer ticho prichádza', 'Ó {v}, dýchaj so mnou', 'Noc nás do snov sprevádza'],
  ],
};

const BRIDGES: Record<Tone, readonly Couplet[]> = {
  bright: [
    ['Ruky hore, všetci spievajú', 'Priatelia na nás čakajú'],
    ['Vyššie, vyššie, ponad strechy', 'Nech nám svitne deň plný útechy'],
    ['Keď sa stratíme, nájde nás cesta', 'Spolu sa vrátime do nášho mesta'],
  ],
  dark: [
    ['Zakaždým, keď zavriem oči', 'Svet sa so mnou pomaly točí'],
    ['Možno sa mi to iba snívalo', 'No srdce bolí, ako bolievalo'],
    ['Volám ťa do tmy a do ticha', 'Nik neodpovie, len vietor dýcha'],
  ],
  calm: [
    ['Nádych a výdych, všetko prebolí', 'Voda šumí ticho v údolí'],
    ['Nech vietor odnesie všetky starosti', 'Do tichej dediny, do radosti'],
    ['Je tu teplo a ticho všade', 'Ticho nad lesom, ticho v sade'],
  ],
};

/**
 * Common subjects: nominative, then the locative "o" leaves; a gender letter (f, m, n, p for
 * plural) (genderedSubjects); a call says the nominative.
 */
const SUBJECTS = genderedSubjects(
  'dážď daždi m|láska láske f|zima zime f|leto lete n|jar jari f|jeseň jeseni f|more mori n|noc noci f|mesto meste n|' +
  'mama mame/mamu f|mamka mamke/mamku f|matka matke/matku f|otec otcovi/otca m|ocko ockovi/ocka m|kamarát kamarátovi/kamaráta m|kamarátka kamarátke/kamarátku f|' +
  'priateľ priateľovi/priateľa m|priatelia priateľoch p|priateľstvo priateľstve n|slnko slnku n|nebo nebi n|hviezdy hviezdach p|' +
  'rieka rieke f|cesta ceste f|srdce srdci n|sen sne m|sny snoch p|vietor vetre m|sneh snehu m|život živote m|sloboda slobode f|' +
  'domov domove m|dom dome m|dievča dievčati n|dievčina dievčine/dievčinu f|chlapec chlapcovi/chlapca m|ráno ráne n|večer večeri m|' +
  'smútok smútku m|samota samote f|mladosť mladosti f|detstvo detstve n|mačka mačke/mačku f|pes psovi/psa m|les lese m|hory horách p|' +
  'mesiac mesiaci m|voda vode f|zem zemi f|čas čase m|radosť radosti f|nádej nádeji f|bratislava bratislave f|' +
  'slovensko slovensku n|vojna vojne f|mier mieri m|slzy slzách p|oči očiach p|duša duši f|rodina rodine/rodinu f|' +
  'spomienky spomienkach p|ticho tichu n|žena žene/ženu f|dieťa dieťati n|babka babke/babku f|dedko dedkovi/dedka m|brat bratovi/brata m|' +
  'sestra sestre/sestru f|syn synovi/syna m|dcéra dcére/dcéru f|svet svete m|oheň ohni m|kvety kvetoch p|ruža ruži f|vtáky vtákoch p|' +
  'oceán oceáne m|pláž pláži f|prázdniny prázdninách p|vianoce vianociach p|hudba hudbe f|tanec tanci m|vlasť vlasti f|' +
  'dedina dedine f|lúka lúke f|tma tme f|búrka búrke f|tatry tatrách p|dunaj dunaji m|' +
  // Those a song is most often for, also in the accusative "pre" leaves them in ("pre moju mamu").
  'manžel manželovi/manžela m|manželka manželke/manželku f|učiteľ učiteľovi/učiteľa m|babička babičke/babičku f'
);

/**
 * Possessives in the locative, by the subject's gender, as the nominative has them ("o mojej
 * mame" → "moja mama"); an adjective's locative ending and the nominative's ("studenej zime" →
 * "studená", "studenom daždi" → "studený", "teplom mori" → "teplé"); no demonstrative.
 */
const AGREEING = agreeingWord(
  {
    mojej: { feminine: 'moja' }, tvojej: { feminine: 'tvoja' }, svojej: { feminine: 'svoja' }, našej: { feminine: 'naša' }, vašej: { feminine: 'vaša' },
    mojom: { masculine: 'môj', neuter: 'moje' }, tvojom: { masculine: 'tvoj', neuter: 'tvoje' }, svojom: { masculine: 'svoj', neuter: 'svoje' },
    našom: { masculine: 'náš', neuter: 'naše' }, vašom: { masculine: 'váš', neuter: 'vaše' },
    // The accusative "pre" leaves them in: "pre moju mamu", "pre môjho brata".
    moju: { feminine: 'moja' }, tvoju: { feminine: 'tvoja' }, svoju: { feminine: 'svoja' }, našu: { feminine: 'naša' }, vašu: { feminine: 'vaša' },
    môjho: { masculine: 'môj' }, tvojho: { masculine: 'tvoj' }, svojho: { masculine: 'svoj' }, nášho: { masculine: 'náš' }, vášho: { masculine: 'váš' },
  },
  {
    feminine: [[/ej$/u, 'á'], [/ú$/u, 'á']],
    masculine: [[/om$/u, 'ý'], [/ého$/u, 'ý']],
    neuter: [[/om$/u, 'é']],
  },
  new Set(['tej', 'tom', 'tejto', 'tomto']),
);

/** The accusative possessives "pre" leaves before a noun not listed, by that noun's gender. */
const POSSESSIVES_OF_FOR: PossessivesOfFor = {
  môjho: { kind: 'masculine', nominative: 'môj' }, tvojho: { kind: 'masculine', nominative: 'tvoj' }, svojho: { kind: 'masculine', nominative: 'svoj' }, nášho: { kind: 'masculine', nominative: 'náš' }, vášho: { kind: 'masculine', nominative: 'váš' },
  moju: { kind: 'feminine', nominative: 'moja' }, tvoju: { kind: 'feminine', nominative: 'tvoja' }, svoju: { kind: 'feminine', nominative: 'svoja' }, našu: { kind: 'feminine', nominative: 'naša' }, vašu: { kind: 'feminine', nominative: 'vaša' },
};
/** A noun not listed after one of those: a masculine -a dropped ("pre môjho suseda" → "môj sused"; it was called "Ó môjho suseda"), a feminine -u is -a ("moja susedka"). */
const unlistedNoun: UnlistedNoun = (noun, gender) => {
  const nominative = gender === 'masculine' ? noun.replace(/(?<=[^aáäeéiíoóôuúyý])a$/u, '') : noun.replace(/u$/u, 'a');
  return nominative === noun ? undefined : { nominative, vocative: nominative };
};

/** A listed subject in the nominative, with what goes before it; a possessive and a noun not listed by their endings; else as written. */
const nominative = (topic: string) =>
  subjectInForm(topic, SUBJECTS, (subject) => subject.nominative, AGREEING) ?? possessiveAndNoun(topic, POSSESSIVES_OF_FOR, unlistedNoun, 'nominative') ?? topic;

export const SLOVAK_BANK: LyricBank = {
  verses: VERSES,
  choruses: CHORUSES,
  bridges: BRIDGES,
  topics: {
    bright: ['slnko', 'leto', 'sloboda', 'jar'],
    dark: ['dážď', 'noc', 'spomienky', 'jeseň'],
    calm: ['more', 'rieka', 'ticho', 'večer'],
  },
  call: nominative,
  named: nominative,
};
