import { withoutArticle, type Chorus, type Couplet, type LyricBank, type Tone } from './lyric-bank';

/**
 * The Italian lines, for descriptions written in Italian ("Una canzone triste sulla pioggia").
 * As in English: couplets that rhyme, choruses whose first and third lines call to the topic
 * ("Oh pioggia") and whose second and fourth rhyme. `{t}` is the topic with its article ("la
 * pioggia", given back from "sulla"), only as an object or after "con" or "per": never after
 * "di", "a", "da", "in" or "su", which would join it ("della", "alla"), nor as a subject a verb
 * must agree with. A topic without an article ("d'amore") cannot stand in a line ("penso a
 * pioggia"): it is only called to, in the verses without `{t}` (takesTopic).
 */

const ARTICLE = /^(?:(?:il|lo|la|i|gli|le|un|uno|una) |l'|un')/i;

const VERSES: Record<Tone, readonly Couplet[]> = {
  bright: [
    ["Apro la finestra e c'è il sole", 'Tutto il quartiere canta le parole'],
    ['Corriamo insieme per la città', 'Ridendo forte con la libertà'],
    ['I miei amici cantano stasera', 'Contando stelle fino a primavera'],
    ['Con {t} mi sento vivo come mai', 'Mille strade aperte, e tu lo sai'],
    ['Ore dorate sulla piazza', 'Una festa allegra e pazza'],
    ['Balliamo in cucina fino a tardi', 'Con mille sorrisi e mille sguardi'],
    ['Ho preso la strada lunga per tornare', 'Sentendo il vento dolce dal mare'],
    ["La luce d'estate sulla pelle", 'E ogni parola sa di stelle'],
    ['Guardo {t} e i suoi colori', 'E si aprono tutti i cuori'],
    ['Canto {t} come una canzone', 'Cantiamo forte con tutta la passione'],
  ],
  dark: [
    ['Ogni notte sogno ancora te', 'E mi sveglio senza un perché'],
    ['Cadono ombre dove stavi tu', 'Non resta niente, non ci sei più'],
    ['Tengo stretto ciò che non tornerà', 'Conto le ore, nessuno verrà'],
    ['La pioggia scrive sopra il vetro', 'Aspetto e non mi guardo indietro'],
    ['Strade vuote che conosco già', 'Passi nel buio, chi mi troverà'],
    ['Voci sommesse dentro la stanza', 'Foto sbiadite, nessuna speranza'],
    ['Sento {t} come un inverno', 'Un gelo che mi resta dentro, eterno'],
    ['Vedo {t} accanto al letto', 'Parole rotte che non ho mai detto'],
    ["L'orologio corre senza pietà", 'Ogni canzone sa di verità'],
    ['Cerco {t} nel grigiore', 'Parole che non ti ho detto, amore'],
  ],
  calm: [
    ['Vado piano, con {t} nei pensieri', 'Lontano dal rumore di ieri'],
    ['Dolce come la marea che sale', 'Niente da portare, niente di male'],
    ['Chiudi gli occhi e lascia andare', 'Respira piano accanto al mare'],
    ['Colori dolci che diventano blu', 'Ogni nuvola passa e non torna più'],
    ['Solo io e te e il tempo qui', 'Tranquillo come una sera così'],
    ['Ascolta il vento tra gli ulivi', 'I sogni volano leggeri e vivi'],
    ['Mattine quiete, caffè e calore', "Piano piano ritorna l'amore"],
    ['Qui con {t} tutto tace', 'La luce riposa, dorme in pace'],
    ['Guardo {t} che va lontano', 'Tutto il peso se ne va piano'],
    ["Sogno all'ombra senza fretta", 'Mentre il grillo canta e mi aspetta'],
  ],
};

const CHORUSES: Record<Tone, readonly Chorus[]> = {
  bright: [
    ['Oh {v}, accendimi ancora', 'Canta forte, canta qua', 'Oh {v}, non finire ora', 'Questo è il canto della libertà'],
    ['Oh {v}, portami più in alto', 'Stringimi e senti il suono', 'Oh {v}, incendia la notte', 'Il cuore batte, è il nostro tuono'],
    ['Oh {v}, brilla su di me', 'Brilliamo come il sole', 'Oh {v}, siamo liberi', 'Un solo cuore, senza parole'],
  ],
  dark: [
    ['Oh {v}, dove sei', 'Cado dentro la notte', 'Oh {v}, lasciami andare', 'Restano solo le ore rotte'],
    ['Oh {v}, non so lasciare', 'Chiama il mio nome, sono qua', 'Oh {v}, il fiume se ne va', 'Portando le lacrime di là'],
    ['Oh {v}, è finita', 'Resta solo il silenzio e il vento', 'Oh {v}, dimmi come', 'Si è spento il fuoco in un momento'],
  ],
  calm: [
    ['Oh {v}, resta ancora', 'Lasciamoci portare dal mare', 'Oh {v}, un altro sorriso', 'Senza niente da aspettare'],
    ['Oh {v}, eccoci qua', 'Respira piano, respira in pace', 'Oh {v}, come una stella', 'Che brilla piano e ci piace'],
    ['Oh {v}, stringimi forte', 'Nella brezza di aprile', 'Oh {v}, il cielo è chiaro', 'Dondolando lieve e gentile'],
  ],
};

const BRIDGES: Record<Tone, readonly Couplet[]> = {
  bright: [
    ['E se il mondo dovesse cambiare', 'Noi continuiamo a camminare'],
    ['Prendi la mano e tienila stretta', 'Corriamo verso la luce, senza fretta'],
    ["Un'altra volta prima di partire", 'Che tutto il mondo ci possa sentire'],
  ],
  dark: [
    ['E se il mondo si spezza in due', 'Ti terrò nel cuore, con le mani tue'],
    ["Un'ultima volta prima di andare", 'Ho una cosa da confessare'],
    ["Forse in un'altra vita", 'Guariremo ogni ferita'],
  ],
  calm: [
    ['E quando la sera scende lenta', 'La notte arriva e ci addormenta'],
    ['Prendi la mano, il giorno è andato', 'Guarda il sole che tramonta sul prato'],
    ['Nessun altro posto dove stare', 'Solo io e te davanti al mare'],
  ],
};

export const ITALIAN_BANK: LyricBank = {
  verses: VERSES,
  choruses: CHORUSES,
  bridges: BRIDGES,
  topics: {
    bright: ["l'estate", 'il sole', 'la luce', 'la libertà'],
    dark: ['la pioggia', 'il silenzio', 'la notte', "l'addio"],
    calm: ['il mare', 'la luna', 'la sera', 'il cielo'],
  },
  // "Oh pioggia": the call drops the article.
  call: withoutArticle(ARTICLE),
  // A noun with its article, or a possessive that needs none ("mio padre").
  takesTopic: (topic) => ARTICLE.test(topic) || /^(?:mio|mia|tuo|tua|suo|sua|nostro|nostra) /i.test(topic),
};
