import { OVERRIDE_BLOCK } from '@/lib/contract/limits/subtitles';

/**
 * Spanish opens a question with ¿ and an exclamation with ¡. Apertium's pairs into Spanish
 * write only the closing mark ("Dónde es la estación?", "Ayuda!"), so every translation into
 * Spanish read as a spelling mistake. Each sentence (or line) that ends in ? or ! and has no
 * opening mark gets one where the question or exclamation begins:
 *
 * - after a comma, semicolon or colon that an interrogative word follows ("Hola, ¿dónde
 *   está?", "Es bonito, ¿verdad?"), as the RAE places it;
 * - else at the sentence's start, past what opens it without being a word: a subtitle's
 *   dialogue dash, quotes and brackets, tags, subtitles' override blocks ({\an8}) and the
 *   studio's placeholders (⟦1⟧, which stand for kept markup);
 * - inside quotes, where the quoted words are the question: «¿Vienes?», dijo; Dijo: «¿Vienes?»;
 * - after a title and a name that open the sentence as a vocative: "Sr. Pérez, ¿es usted?";
 *   and a question's only, after what it leaves outside: "Señor, ¿es usted?", "Perdone, ¿es
 *   esta la estación?", "Oye, Juan, ¿vienes?" (QUESTION_OPENERS), "Si llueve, ¿vienes?"
 *   (OPENING_CLAUSE), "Juan, ¿vienes?" (VOCATIVE_NAME).
 *
 * A sentence ends at . ! ? or … (and the quotes or brackets they close) followed by a blank or
 * the end, or at a line break; an abbreviation's full stop ("Sr. Pérez") ends none. A question
 * a comma follows is opened too ("¿Vienes?, dijo").
 */

/**
 * Words that begin a question after a comma: "…, ¿dónde…?"; and the tags a statement ends
 * with, which ask the question alone ("…, ¿verdad?", "…, ¿bien?": Apertium's "right?").
 */
const QUESTION_WORDS = ['qué', 'quién', 'quiénes', 'cuál', 'cuáles', 'cuándo', 'cuánto', 'cuánta', 'cuántos', 'cuántas', 'cómo', 'dónde', 'adónde', 'por qué', 'verdad', 'no', 'o no', 'vale', 'bien', 'sí', 'eh', 'cierto', 'de acuerdo'];
const EXCLAMATION_WORDS = ['qué', 'cuánto', 'cuánta', 'cuántos', 'cuántas', 'cómo'];

/** What may open a sentence before its first word: blanks, dashes, bullets, quotes, brackets, markup, placeholders. */
const OPENING = new RegExp(String.raw`^(?:\s+|[-–—•*]\s*|["'«“‘¿¡([]|<[^<>]*>|${OVERRIDE_BLOCK}|⟦\d+⟧|⟪\d+⟫|⦃\d+⦄)`);
/**
 * A sentence's end: its marks and what closes them (then a blank or the end of the text), or a
 * line break. A question or exclamation a comma follows ends its own part of the sentence
 * ("¿Vienes?, dijo"), which the words after it go on from.
 */
const END = /[.!?…]+["'»”’)\]]*(?=\s|$)|[?!]+(?=,)|\n/g;
/** Full stops that end an abbreviation, not a sentence. */
const ABBREVIATION = /(?:^|[\s(])(?:Sr|Sra|Srta|Sres|Dr|Dra|Ud|Uds|Vd|Vds|Lic|Ing|etc|pág|págs|núm|vol|cap|aprox|tel|av|avda)\.$/i;
/** A capitalised name of one to three words: "Pérez", "Ana López". */
const NAME = String.raw`(?:\p{Lu}[\p{L}'-]*\s+){0,2}\p{Lu}[\p{L}'-]*`;
/** A sentence that opens by addressing someone by title and name: "Sr. Pérez, ", "Dra. Ana López: ", "Señor Herrero, ". */
const TITLED_VOCATIVE = new RegExp(String.raw`^(?:(?:Sr|Sra|Srta|Sres|Dr|Dra|Lic|Ing)\.|Señor|Señora|Señorita|Doctor|Doctora|Don|Doña|Profesor|Profesora)\s+${NAME}\s*[,:]\s*`, 'u');
/**
 * What may open a question outside it, a comma after it (the RAE leaves vocatives,
 * interjections and connectors out: "Señor, ¿es usted?", "Oye, Juan, ¿vienes?", "Perdone, ¿es
 * esta la estación?"): a title or a form of address alone, a greeting, a courtesy, a
 * connector; then, once one of them has opened it, a name. Only words that cannot be the
 * question's own start are here; an exclamation keeps them inside ("¡Hola, amigo!").
 */
const QUESTION_OPENERS = [
  ...['señor', 'señora', 'señorita', 'señores', 'señoras', 'doctor', 'doctora', 'profesor', 'profesora', 'mamá', 'papá', 'amigo', 'amiga', 'amigos', 'amigas', 'chicos', 'chicas', 'cariño', 'hijo', 'hija', 'jefe'],
  ...['hola', 'buenos días', 'buenas tardes', 'buenas noches', 'oye', 'oiga', 'oigan', 'mira', 'mire', 'escucha', 'escuche', 'eh', 'ey', 'hey', 'ah', 'oh', 'vaya', 'venga'],
  ...['disculpa', 'disculpe', 'disculpen', 'perdona', 'perdone', 'perdón', 'por favor', 'gracias', 'lo siento'],
  ...['bueno', 'bien', 'vale', 'pues', 'entonces', 'así que', 'además', 'sí', 'no', 'por cierto', 'a propósito', 'sin embargo', 'aun así', 'por lo tanto', 'de todos modos', 'en ese caso', 'de hecho', 'en fin'],
  ...['en todo caso', 'en cualquier caso', 'en este caso', 'en aquel caso', 'de todas formas', 'de todas maneras', 'como sea', 'bien entonces', 'pues bien', 'ahora bien', 'a ver', 'en serio', 'en realidad', 'por curiosidad', 'fuera de curiosidad'],
  // What says a question is coming ("I wonder, do you…?", "Tell me, do you…?", which Apertium writes "Me digo").
  ...['me pregunto', 'me preguntaba', 'dime', 'dígame', 'díganme', 'decidme', 'me digo'],
];
/**
 * A clause that opens the sentence before the question, up to its comma: "Si llueve, ¿vienes?",
 * "Como dije, ¿estás listo?". Unaccented, these words ask nothing ("cómo", "cuándo" do).
 */
const OPENING_CLAUSE = /^(?:[Ss]i|[Cc]uando|[Aa]unque|[Aa] pesar de que|[Mm]ientras|[Cc]omo|[Yy]a que|[Pp]uesto que)\s[^,;:?!¿¡]*,\s*/u;
/** An opener, capitalised or not, with the name it calls if one follows ("Hey John, "). */
const OPENER = new RegExp(String.raw`^(?:${QUESTION_OPENERS.map((word) => `[${word[0]!.toUpperCase()}${word[0]}]${word.slice(1)}`).join('|')})(?:\s+${NAME})?\s*,\s*`, 'u');
const NAMED = new RegExp(String.raw`^${NAME}\s*,\s*`, 'u');
/**
 * A name, or a list of them, that calls someone before the question ("Juan, ¿vienes?", "Juan y
 * Ana, ¿venís?", Apertium's "John, are you coming?"): the words after its comma start in lower
 * case, so the names are not the question's subject ("Juan, Pedro y Ana vienen?"), and the
 * first asks nothing itself ("Dónde, exactamente, …?").
 */
const VOCATIVE_NAME = new RegExp(String.raw`^(${NAME}(?:\s*,\s*${NAME})*(?:\s+[ye]\s+${NAME})?)\s*,\s*(?=\p{Ll})`, 'u');

function vocativeNameLength(sentence: string): number {
  const match = VOCATIVE_NAME.exec(sentence);
  if (!match) return 0;
  const first = match[1]!.toLocaleLowerCase('es').split(/\s+/)[0]!;
  return QUESTION_WORDS.includes(first) || EXCLAMATION_WORDS.includes(first) ? 0 : match[0].length;
}
/** Quoted words, each kind of quote with its own closing one. */
const QUOTED = /«([^«»]*)»|“([^“”]*)”|"([^"\n]*)"/g;

function openingLength(sentence: string): number {
  let at = 0;
  for (let match = OPENING.exec(sentence); match && match[0].length > 0; match = OPENING.exec(sentence.slice(at))) at += match[0].length;
  return at;
}

/** Where the question or exclamation begins in `sentence` (its closing marks included). */
function openingPoint(sentence: string, question: boolean): number {
  const words = question ? QUESTION_WORDS : EXCLAMATION_WORDS;
  const lower = sentence.toLocaleLowerCase('es');
  let best = -1;
  for (const separator of [',', ';', ':']) {
    for (let at = lower.indexOf(separator); at >= 0; at = lower.indexOf(separator, at + 1)) {
      const after = at + 1 + (/^\s*/.exec(lower.slice(at + 1))?.[0].length ?? 0);
      if (words.some((word) => lower.startsWith(word, after) && !/\p{L}/u.test(lower[after + word.length] ?? ''))) best = Math.max(best, after);
    }
  }
  if (best >= 0) return best;
  const start = openingLength(sentence);
  const titled = TITLED_VOCATIVE.exec(sentence.slice(start))?.[0].length ?? 0;
  return question ? start + titled + openersLength(sentence.slice(start + titled)) : start + titled;
}

/** How much of `sentence` is openers a question leaves out ("Oye, Juan, "). */
function openersLength(sentence: string): number {
  let at = 0;
  for (let opened = false; ; opened = true) {
    const rest = sentence.slice(at);
    const opener = OPENER.exec(rest)?.[0].length ?? (opened ? (NAMED.exec(rest)?.[0].length ?? 0) : (OPENING_CLAUSE.exec(rest)?.[0].length ?? vocativeNameLength(rest)));
    // Openers and nothing else ("Hola, ?") leave the mark at the start.
    if (opener === 0 || !/\p{L}/u.test(rest.slice(opener))) return at;
    at += opener;
  }
}

/** What may close a sentence after its mark: blanks, quotes, brackets, markup, placeholders. */
const CLOSING = new RegExp(String.raw`(?:\s+|["'»”’)\]]|<[^<>]*>|${OVERRIDE_BLOCK}|⟦\d+⟧|⟪\d+⟫|⦃\d+⦄)$`);

/** The marks a sentence ends with ("?", "!", "?!"), past what closes it; empty when it ends otherwise. */
function closingMarks(sentence: string): string {
  let end = sentence;
  for (let match = CLOSING.exec(end); match; match = CLOSING.exec(end)) end = end.slice(0, match.index);
  return /[?!]+$/.exec(end)?.[0] ?? '';
}

function withOpeningMark(sentence: string): string {
  const marks = closingMarks(sentence);
  if (!marks || !/\p{L}/u.test(sentence)) return sentence;
  const question = marks.includes('?');
  const mark = question ? '¿' : '¡';
  if (sentence.includes(mark)) return sentence;
  const at = openingPoint(sentence, question);
  return `${sentence.slice(0, at)}${mark}${sentence.slice(at)}`;
}

export function withSpanishOpeningMarks(text: string): string {
  // Quoted words first: a question in quotes is opened inside them, and the sentence around,
  // now holding the mark, is left alone («¿Vienes?», dijo).
  return bySentence(text.replace(QUOTED, (quote, ...inner: Array<string | undefined>) => {
    // Every kind of quote is one character each side.
    const words = inner[0] ?? inner[1] ?? inner[2] ?? '';
    return `${quote[0]}${bySentence(words)}${quote.at(-1)}`;
  }));
}

function bySentence(text: string): string {
  let out = '';
  let start = 0;
  for (const match of text.matchAll(END)) {
    const end = match.index + match[0].length;
    if (match[0] === '.' && ABBREVIATION.test(text.slice(start, end))) continue;
    out += withOpeningMark(text.slice(start, end));
    start = end;
  }
  return out + withOpeningMark(text.slice(start));
}
