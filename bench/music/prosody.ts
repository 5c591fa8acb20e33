/**
 * How well the sung tune fits its words: where the stressed syllables fall. A singer puts a
 * word's strong syllable on the beat ("to-NIGHT", "RIV-er") and lets the small words ("the",
 * "of", "and") pass between beats; a tune that does the opposite sounds machine-made however
 * good its pitches are. Simple-mode descriptions in 4/4, 3/4, 5/4, 6/8 and 12/8 (and one in each language with a lyric bank), three seeds each;
 * composition only (no rendering), so it runs in seconds.
 *
 *   npx tsx bench/music/prosody.ts
 *
 * For each description it prints the share of stressed syllables that start on a pulse (a beat
 * in 4/4 and 3/4, a dotted quarter in 6/8) and the share of bar downbeats sung on a weak
 * syllable. Stress is read with the engine's own `syllablesOf`, and as a check independent of
 * it, from the small hand-marked list below: its stressed syllables should start on a pulse,
 * its weak words anywhere but on a bar's first beat.
 */
import { composeSong } from '../../lib/engine/music/compose';
import { syllablesOf } from '../../lib/engine/music/lyrics';

const DESCRIPTIONS = [
  'A happy pop song about summer nights',
  'Sad piano ballad about an empty room',
  'A gentle jazz waltz about autumn leaves',
  'A lively irish jig about the sea',
  'A folk song in 6/8 about the road home',
  'A slow blues about the rain',
  'A cool jazz song in 5/4 about the city',
  'Una canción triste sobre la lluvia',
  'Une chanson triste sur la pluie',
  'Ein trauriges Lied über den Regen',
  'Una canzone triste sulla pioggia',
  'Uma canção triste sobre a chuva',
  'Een droevig liedje over de regen',
  'Lagu sedih tentang hujan',
  'Yağmur hakkında hüzünlü bir şarkı',
  'बारिश के बारे में एक उदास गाना',
  'Грустная песня про дождь',
  'Smutna piosenka o deszczu',
  'Сумна пісня про дощ',
  'Smutná píseň o dešti',
  'Một bài hát buồn về mưa',
  'Ένα λυπημένο τραγούδι για τη βροχή',
  'Un cântec trist despre ploaie',
  'En sorglig låt om regnet',
];
/** Descriptions whose lyrics are written in another language (as the server detects it). */
const LANGUAGES: Record<string, string> = { 'Una canción triste sobre la lluvia': 'es', 'Une chanson triste sur la pluie': 'fr', 'Ein trauriges Lied über den Regen': 'de',
  'Una canzone triste sulla pioggia': 'it',
  'Uma canção triste sobre a chuva': 'pt',
  'Een droevig liedje over de regen': 'nl',
  'Lagu sedih tentang hujan': 'id',
  'Yağmur hakkında hüzünlü bir şarkı': 'tr',
  'बारिश के बारे में एक उदास गाना': 'hi',
  'Грустная песня про дождь': 'ru',
  'Smutna piosenka o deszczu': 'pl',
  'Сумна пісня про дощ': 'uk',
  'Smutná píseň o dešti': 'cs',
  'Một bài hát buồn về mưa': 'vi',
  'Ένα λυπημένο τραγούδι για τη βροχή': 'el',
  'Un cântec trist despre ploaie': 'ro',
  'En sorglig låt om regnet': 'sv',
};
const SEEDS = [1, 2, 3];

/** Hand-marked words: the index of the stressed syllable, or -1 for a weak little word. */
const MARKED: Record<string, number> = {
  the: -1, a: -1, an: -1, of: -1, to: -1, and: -1, in: -1, on: -1, at: -1, for: -1, from: -1, with: -1,
  is: -1, are: -1, was: -1, my: -1, your: -1, our: -1, its: -1, as: -1, but: -1, or: -1, by: -1,
  again: 1, alone: 1, away: 1, tonight: 1, today: 1, tomorrow: 1, together: 1, remember: 1, before: 1,
  believe: 1, between: 1, around: 1, along: 1, above: 1, below: 1, behind: 1, until: 1, forget: 1,
  across: 1, awake: 1, return: 1, forever: 1, begin: 1, become: 1, arrive: 1, embrace: 1, release: 1,
  river: 0, summer: 0, morning: 0, evening: 0, golden: 0, dancing: 0, empty: 0, every: 0, under: 0,
  city: 0, heavy: 0, silver: 0, over: 0, into: 0, window: 0, shadow: 0, waiting: 0, falling: 0,
  // Spanish, marked by ear, not by the engine's rules.
  la: -1, el: -1, los: -1, las: -1, que: -1, de: -1, en: -1, y: -1, mi: -1, con: -1,
  // French, by ear: the last sounded syllable, a verb's -ent weak ("BRIL-lent").
  le: -1, les: -1, des: -1, du: -1, je: -1, tu: -1, il: -1, ne: -1, se: -1, et: -1, qui: -1, mes: -1, nous: -1,
  pluie: 0, couloir: 1, désertes: 1, inconnue: 2, traversent: 1, perdent: 0, muettes: 1, rivière: 1, horloge: 1, pitié: 1, passé: 1,
  chapitre: 1, brillent: 0, tombent: 0, lettres: 0, ombres: 0, toujours: 1, fini: 1, éteint: 1, adieu: 1, chanson: 1, couleur: 1,
  // German, by ear: the stem's first syllable, past a prefix ("ver-GES-sen"), and "vor-BEI", "zu-RÜCK".
  der: -1, die: -1, das: -1, den: -1, dem: -1, ich: -1, und: -1, ein: -1, eine: -1, mich: -1, mir: -1,
  regen: 0, fenster: 0, schatten: 0, straßen: 0, dunkelheit: 0, vorbei: 1, vergessen: 1, erloschen: 1, namen: 0, tränen: 0,
  stimmen: 0, bildern: 0, kerzen: 0, worte: 0, uhren: 0, leben: 0, vielleicht: 1, einmal: 0, echo: 0, feuer: 0, zerbricht: 1,
  // Italian, by ear: the second-last syllable, or an accented last ("per-CHÉ").
  che: -1, non: -1, ti: -1, ci: -1, si: -1, e: -1,
  pioggia: 0, notte: 0, ombre: 0, nessuno: 1, silenzio: 1, momento: 1, finita: 1, lacrime: 0, candele: 1, parole: 1,
  orologio: 2, verità: 2, pietà: 1, inverno: 1, speranza: 1, stanza: 0, vetro: 0, indietro: 1, sveglio: 0, perché: 1, niente: 0,
  // Portuguese, by ear: an accent or tilde, else the second-last (the last after r, l, i, u).
  os: -1, um: -1, uma: -1, no: -1, na: -1, do: -1, da: -1, me: -1, eu: -1,
  chuva: 0, escuridão: 3, solidão: 2, saudade: 1, piedade: 2, relógio: 1, sombras: 0, vazias: 1, janela: 1, estrela: 1,
  corredor: 2, palavras: 1, lágrimas: 0, acabou: 2, adeus: 1, eterno: 1, acesas: 1, caladas: 1, vento: 0,
  // Dutch, by ear: the stem's first syllable, past a prefix ("be-GINT"), and "al-LEEN", "ri-VIER".
  het: -1, een: -1, ik: -1, mijn: -1, op: -1, van: -1, dat: -1, we: -1,
  wakker: 0, alleen: 1, alles: 0, niemand: 0, straten: 0, voetstappen: 0, donker: 0, nachten: 0, eindeloos: 0, koude: 0,
  begint: 1, kaarsen: 0, branden: 0, ongezegde: 2, woorden: 0, klokken: 0, tikken: 0, zonder: 0, grijze: 0, ogen: 0,
  voorbij: 1, rivier: 1, tranen: 0, water: 0, misschien: 1, ander: 0, leven: 0, morgen: 0, geven: 0, stukken: 0, wereld: 0, laatste: 0,
  // Indonesian, by ear: the second-last syllable ("ter-BA-ngun", "sen-DI-ri").
  di: -1, ke: -1, yang: -1, tak: -1, pun: -1,
  hujan: 0, mimpi: 0, terbangun: 1, sendiri: 1, lagi: 0, sepi: 0, panjang: 0, sekali: 1, kembali: 1, jendela: 1,
  perjalanan: 2, gelap: 0, lorong: 0, kosong: 0, menusuk: 1, cahayanya: 2, terucap: 1, patah: 0, henti: 0, kelabu: 1,
  gema: 0, tinggal: 0, dada: 0, padam: 0, luka: 0, namaku: 1, sungai: 0, mengalir: 1, jatuh: 0, kelam: 0, malam: 0,
  // Turkish, by ear: the last syllable, but before -yor ("ya-NI-yor") and in "NA-sıl", "SA-de-ce".
  ve: -1, bir: -1, bu: -1, ki: -1,
  yağmur: 1, gidince: 2, geceler: 2, rüyamda: 2, görürüm: 2, uyanırım: 3, odada: 2, yürürüm: 2, sokaklar: 2, karanlıkta: 3,
  adımlar: 2, koridorda: 3, sessiz: 1, sesler: 1, fotoğraflar: 3, hevesler: 2, soğuk: 1, rüzgâr: 1, yıllar: 1, nereye: 0,
  yanıyor: 1, solgun: 1, sözler: 1, yorgun: 1, saatler: 2, işliyor: 1, soruyor: 1, kelimeleri: 4, susarım: 2,
  nasıl: 0, sadece: 0, kalbimde: 2, yankı: 1, ateş: 1, acı: 1, gittin: 1, geceye: 2, düşüyorum: 1, kayboluyorum: 2,
  // Hindi, by ear: the heavy syllable ("BĀ-rish", "kha-MO-shī", "TAN-hā"), "na-HĪ̃".
  है: -1, में: -1, की: -1, के: -1, से: -1, को: -1, और: -1,
  बारिश: 0, खिड़की: 0, धीरे: 0, बोले: 0, लंबी: 0, डोले: 0, सपनों: 0, तन्हा: 0, खामोशी: 1, उदासी: 1, तस्वीरें: 1,
  ज़िंदगी: 0, रोशनी: 0, अनकही: 1, बातें: 0, टूटी: 0, जलती: 0, धीमी: 0, लौटेगा: 1, लिखेगा: 1, सूना: 0, दूना: 0,
  गलियाँ: 1, अँधेरे: 1, कदमों: 0, पहचानूँ: 2, सुइयाँ: 2, नहीं: 1, कहीं: 1, निशान: 1, बयान: 1, बाकी: 0, साथी: 0,
  अपनाऊँ: 1, गिरता: 0, मुझे: 1, कहाँ: 1, बता: 1, कैसे: 0, आँसू: 0, नदी: 1,
  // Russian, by ear (not from the bank's marks): "ка-ЖДУ-ю" is "КА-жду-ю", "те-ПЕРЬ", "ни-КТО".
  и: -1, в: -1, не: -1, я: -1, на: -1, во: -1, а: -1,
  каждую: 0, ищу: 1, тебя: 1, просыпаюсь: 3, пусто: 0, смеялись: 1, теперь: 1, пустота: 2, длинные: 0, ночная: 1,
  темнота: 2, держу: 1, руках: 1, старое: 0, письмо: 1, никто: 1, ответит: 1, суждено: 2, окном: 1, шепчет: 0,
  тебе: 1, бесконечна: 2, моей: 1, судьбе: 1, пустые: 1, улицы: 0, знакомый: 1, темноте: 2, никак: 1, уснуть: 1,
  комнате: 0, эхо: 0, пустых: 1, шагов: 1, выцветший: 0, снимок: 0, пепел: 0, холодный: 1, ветер: 0, стучит: 1,
  окно: 1, сердцу: 0, давно: 1, уже: 1, равно: 1, свеча: 1, догорает: 2, тени: 0, дрожат: 1, слова: 1,
  сказаны: 0, сердце: 0, лежат: 1, часы: 1, стене: 1, идут: 1, песни: 0, мои: 1, зовут: 1, тусклом: 0,
  свете: 0, твои: 1, следы: 1, пропали: 1, капли: 0, воды: 1, прошло: 1, молчит: 1, скажи: 1,
  старая: 0, рана: 0, болит: 1, глубже: 0, падаю: 0, отпусти: 2, верю: 0, никому: 2, могу: 1, забыть: 1,
  назови: 2, имя: 0, унесла: 2, слёзы: 0, любовь: 1, закрыв: 1, глаза: 1, щеке: 1, течёт: 1, слеза: 1,
  может: 0, груди: 1, зову: 1, ночи: 1, тлеют: 0, свечи: 1,
  // Polish, by ear: the second-last ("KAŻ-dej", "ciem-NO-ści", "za-BRA-ła"); a one-consonant preposition goes with its word.
  się: -1, nie: -1, jest: -1, już: -1,
  każdej: 0, nocy: 0, szukam: 0, budzę: 0, pusto: 0, cisza: 0, głucha: 0, długa: 0, słucha: 0, trzymam: 0,
  'w dłoniach': 0, sprzed: 0, ciebie: 0, pusty: 0, cały: 0, oknem: 0, szepcze: 0, tobie: 0, dłuży: 0, zrobię: 0,
  puste: 0, ulice: 1, znane: 0, progi: 0, 'w ciemności': 1, swojej: 0, drogi: 0, pokój: 0, kroków: 0,
  zdjęcia: 0, blakną: 0, 'w cieniu': 0, mroków: 0, zimny: 0, nocą: 0, gwiazdy: 0, nade: 0, migocą: 1, świeca: 0,
  dogasa: 1, cienie: 0, 'w sercu': 0, zostało: 1, tylko: 0, milczenie: 1, zegar: 0, 'na ścianie': 0, chodzi: 0, żadna: 0,
  piosenka: 1, łagodzi: 1, bladym: 0, świetle: 0, twego: 0, śladu: 0, ładu: 0, jesteś: 0, spadam: 0, coraz: 0,
  głębiej: 0, 'w mrok': 0, wolno: 0, ciąży: 0, każdy: 0, mogę: 0, zapomnieć: 1, zawołaj: 1, jeszcze: 0, zabrała: 1,
  moje: 0, wszystko: 0, minęło: 1, powiedz: 0, policzku: 1, płynie: 0, razem: 0, zamknę: 0, oczy: 0, toczy: 0,
  może: 0, było: 0, powraca: 1, wołam: 0, pośród: 0, siły: 0, ani: 0, mocy: 0,
  // Ukrainian, by ear (not from the bank's marks); words Russian shares are marked above.
  і: -1, у: -1, ні: -1, та: -1,
  щоночі: 1, шукаю: 1, 'у снах': 0, прокидаюсь: 2, сміялись: 1, довгі: 0, безконечна: 2, густа: 1,
  тримаю: 1, листа: 1, відпише: 1, одно: 1, вікном: 1, шепоче: 1, самоті: 2, порожні: 1, вулиці: 0, знайомий: 1,
  холодний: 1, смуток: 0, очах: 1, кімнаті: 1, луна: 0, пустих: 1, кроків: 0, вицвіле: 0, фото: 0, минулих: 1,
  років: 0, стукає: 0, вночі: 1, сльози: 0, гіркі: 1, дощі: 1, свіча: 1, догоряє: 2, тиші: 0, нічній: 1,
  несказані: 2, душі: 1, моїй: 1, годинник: 1, іде: 1, пісня: 0, моя: 1, знайде: 1, тусклім: 0,
  світлі: 0, сліди: 1, зникли: 0, краплі: 0, води: 1, глибше: 0, пітьму: 1, відпусти: 2, вірю: 0,
  нікому: 2, можу: 0, забути: 1, поклич: 1, річка: 0, забрала: 1, мої: 1, любов: 1, минуло: 1, звучить: 1,
  стара: 1, болить: 1, кожен: 0, коли: 1, заплющу: 1, сльоза: 1, стікає: 1, снилось: 0,
  біль: 0, минає: 1, кличу: 0, пітьмі: 1, відповідають: 3, стіни: 0, німі: 1,
  // Czech, by ear: the first, a one-consonant preposition with its word ("v SRD-ci"); "tě" weak ("se", "je", "mi" above).
  tě: -1,
  každou: 0, hledám: 0, budím: 0, chybí: 0, býval: 0, prázdnou: 0, nikdo: 0, není: 0, držím: 0, 'v rukou': 0,
  dopis: 0, 'z dávných': 0, prázdný: 0, celý: 0, šeptá: 0, jméno: 0, vleče: 0, všechno: 0, ztraceno: 0, prázdné: 0,
  kroky: 0, cestu: 0, pokoj: 0, hodiny: 0, tikají: 0, kolem: 0, stíny: 0, studený: 0, okna: 0, buší: 0,
  hvězdy: 0, nesvítí: 0, srdce: 0, tuší: 0, svíčka: 0, dohoří: 0, 'v srdci': 0, zůstane: 0, každá: 0, píseň: 0,
  připomíná: 0, venku: 0, jiná: 0, 'v bledém': 0, světle: 0, tvoje: 0, čekám: 0, celé: 0, roky: 0, padám: 0,
  temné: 0, noci: 0, síly: 0, moci: 0, nemůžu: 0, zapomenout: 0, řeka: 0, teče: 0, pořád: 0, zavolej: 0,
  někdo: 0, konec: 0, deště: 0, řekni: 0, ještě: 0, pokaždé: 0, zavřu: 0, pomalu: 0, točí: 0, možná: 0,
  bolest: 0, vrací: 0, volám: 0, ticha: 0, neodpoví: 0, vítr: 0, dýchá: 0,
  // Vietnamese, by ear: a syllable a word; its joining words weak, its nouns, verbs and adjectives strong.
  và: -1, của: -1, những: -1, với: -1, như: -1, trong: -1,
  đêm: 0, mơ: 0, tỉnh: 0, giấc: 0, cười: 0, xưa: 0, rồi: 0, trôi: 0, đơn: 0, côi: 0, thư: 0, mưa: 0, hiên: 0, ngừng: 0,
  đau: 0, mắt: 0, phố: 0, cửa: 0, tối: 0, phòng: 0, ảnh: 0, gió: 0, lạnh: 0, nến: 0, tàn: 0, tim: 0, vòng: 0, lòng: 0,
  // Greek, by ear: articles, "και", "να", "μου" weak; the accented syllable strong.
  ο: -1, η: -1, το: -1, τα: -1, οι: -1, στο: -1, στη: -1, στην: -1, και: -1, κι: -1, να: -1, μου: -1, δε: -1,
  γέλια: 0, χαθήκαν: 1, έμεινε: 0, μόνο: 0, σιωπή: 1, βαριά: 1, θυμάμαι: 1, βροχή: 1, κάθε: 0, βράδυ: 0,
  ξυπνώ: 1, ξανά: 1, σκοτάδι: 1, γράμμα: 0, παλιό: 1, διαβάζω: 1, πονώ: 1, πέφτει: 0, πόλη: 0, άδειοι: 0,
  δρόμοι: 0, όλοι: 0, σπίτι: 0, σβηστό: 1, χρόνος: 0, κυλάει: 1, αργός: 1, κερί: 1, λιώνει: 0, σιγά: 1,
  // Romanian, by ear.
  și: -1, în: -1, pe: -1, mă: -1, să: -1, ce: -1,
  visez: 1, ploaie: 0, fiecare: 1, noapte: 0, trezesc: 1, vorbind: 1, șoapte: 0, râsul: 0, nostru: 0, demult: 1,
  tăcut: 1, acum: 1, umbra: 0, unui: 0, trecut: 1, scrisoare: 1, rând: 0, doare: 0, ploaia: 0, bate: 0, fereastră: 1,
  goală: 0, casa: 0, noastră: 0, ceasul: 0, tristețea: 1, boală: 0, rece: 0, trece: 0, totul: 0, risipit: 2, trăit: 1,
  // Swedish, by ear.
  och: -1, jag: -1, att: -1,
  drömmer: 0, regnet: 0, varje: 0, natt: 0, vaknar: 0, minsta: 0, skratt: 0, tystnat: 0, bara: 0, tystnad: 0,
  håller: 0, gammalt: 0, brev: 0, något: 0, skrev: 0, gatan: 0, ingen: 0, tomma: 0, släckta: 0, ljus: 0,
  tiden: 0, kryper: 0, bleknat: 0, alldeles: 1, kalla: 0, vindar: 0, blåser: 0, stjärnor: 0, brinner: 0, långsamt: 0,
  corazón: 2, canción: 1, ciudad: 1, soledad: 2, lluvia: 0, noche: 0, otra: 0, cristal: 1, palabras: 1, oscuridad: 3, recuerdo: 1, invierno: 1, silencio: 1, despierto: 1,
};

function pulseOf(beat: number, pulse: number): boolean {
  return Math.abs(beat / pulse - Math.round(beat / pulse)) < 1e-6;
}

let allStressed = 0;
let allOnPulse = 0;
let allMarked = 0;
let allMarkedOnPulse = 0;
for (const description of DESCRIPTIONS) {
  let stressed = 0;
  let onPulse = 0;
  let downbeats = 0;
  let weakDownbeats = 0;
  let marked = 0;
  let markedOnPulse = 0;
  let metre = '';
  for (const seed of SEEDS) {
    const language = LANGUAGES[description];
    const song = composeSong({ mode: 'simple', prompt: `${description}, 1 min`, title: '', tags: '', negativeTags: '', instrumental: false, seed, language });
    const pulse = song.style.compound ? 1.5 : 1;
    metre = song.style.compound ? `${song.beatsPerBar * 2}/8` : `${song.beatsPerBar}/4`;
    for (const note of song.vocals) {
      const syllable = syllablesOf(note.word, language)[note.syllableIndex];
      const strong = syllable?.stressed ?? false;
      const onBeat = pulseOf(note.start, pulse);
      if (strong) {
        stressed += 1;
        if (onBeat) onPulse += 1;
      }
      if (pulseOf(note.start, song.beatsPerBar)) {
        downbeats += 1;
        if (!strong) weakDownbeats += 1;
      }
      const word = note.word.toLowerCase().replace(/[^\p{L}\p{M} ]/gu, '');
      const mark = MARKED[word];
      if (mark !== undefined && (mark >= 0 ? note.syllableIndex === mark : true)) {
        // A stressed syllable is placed well on a pulse; a weak word anywhere but a bar's first beat.
        marked += 1;
        if (mark >= 0 ? onBeat : !pulseOf(note.start, song.beatsPerBar)) markedOnPulse += 1;
      }
    }
  }
  allStressed += stressed;
  allOnPulse += onPulse;
  allMarked += marked;
  allMarkedOnPulse += markedOnPulse;
  const share = (a: number, b: number) => `${b ? ((a / b) * 100).toFixed(0) : '-'} %`;
  console.log(
    `${description.padEnd(42)} ${metre.padEnd(4)} stressed on a pulse ${share(onPulse, stressed).padStart(5)} (${stressed})` +
      `   weak downbeats ${share(weakDownbeats, downbeats).padStart(5)} (${downbeats})` +
      `   hand-marked words placed well ${share(markedOnPulse, marked).padStart(5)} (${marked})`,
  );
}
console.log(`all: stressed syllables on a pulse ${((allOnPulse / allStressed) * 100).toFixed(0)} %, hand-marked words placed well ${allMarked ? ((allMarkedOnPulse / allMarked) * 100).toFixed(0) : '-'} %`);
