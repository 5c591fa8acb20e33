/**
 * The words people most often type on their own into a translator: greetings, thanks, yes,
 * no and please. A text of a word or two starting with one is that word's language, whatever
 * the n-grams make of it. They read "Hi Anna" as Catalan ("hi" is a Catalan pronoun), "Hallo"
 * as Finnish, "Hola Anna" as Norwegian; and the installed dictionaries (lexicons.ts) cover
 * mostly Romance languages, so they know "hallo" as a Spanish verb form ("I find") but
 * cannot know it as German, and "hi" as Catalan but not as a greeting.
 *
 * A word some languages share ("hallo": German and Dutch; "hej": Swedish and Danish) goes to
 * the one of them the detector scores highest where other words follow, a tie to the first
 * listed here, and to the first listed where nothing but greetings and names does (lexicons.ts):
 * languages are listed most widely written first. Only words that greet, thank or answer on their own are
 * here, so a list stays a few words long and right; anything else is left to the dictionaries
 * and the n-grams.
 */
const GREETING_WORDS: ReadonlyArray<readonly [language: string, words: readonly string[]]> = [
  ['en', ['hi', 'hello', 'hey', 'thanks', 'thank', 'bye', 'goodbye', 'please', 'sorry', 'cheers', 'yes', 'okay']],
  ['es', ['hola', 'gracias', 'adiós', 'adios', 'buenos', 'buenas', 'sí']],
  ['fr', ['bonjour', 'bonsoir', 'salut', 'merci', 'oui', 'bon', 'bonne']],
  ['de', ['hallo', 'danke', 'bitte', 'tschüss', 'tschüs', 'moin', 'servus', 'guten', 'ja', 'nein']],
  ['pt', ['olá', 'obrigado', 'obrigada', 'tchau', 'adeus', 'bom', 'sim']],
  ['it', ['ciao', 'grazie', 'buongiorno', 'buonasera', 'arrivederci', 'prego', 'sì']],
  ['ru', ['привет', 'спасибо', 'здравствуйте', 'пока', 'нет']],
  ['tr', ['merhaba', 'teşekkürler', 'teşekkür', 'selam']],
  ['pl', ['cześć', 'dziękuję', 'dzięki', 'dzień', 'tak']],
  ['nl', ['hallo', 'hoi', 'dank', 'bedankt', 'doei', 'goedemorgen', 'goedendag', 'ja', 'nee']],
  ['uk', ['привіт', 'дякую', 'вітаю']],
  ['ro', ['bună', 'mulțumesc', 'mersi', 'salut']],
  ['el', ['γεια', 'ευχαριστώ']],
  ['hu', ['szia', 'köszönöm', 'helló']],
  ['cs', ['ahoj', 'děkuji', 'díky']],
  ['sv', ['hej', 'hejsan', 'tack', 'hallå', 'ja', 'nej']],
  ['ca', ['hola', 'gràcies', 'adéu', 'bon', 'sí']],
  ['da', ['hej', 'tak', 'farvel', 'goddag', 'ja', 'nej']],
  ['fi', ['hei', 'moi', 'kiitos', 'moikka', 'huomenta', 'kyllä']],
  ['sk', ['ahoj', 'ďakujem', 'vďaka']],
  ['nb', ['hei', 'takk', 'ja', 'nei']],
  ['hr', ['hvala', 'bok', 'zdravo']],
  ['sl', ['hvala', 'živjo', 'zdravo']],
  ['eu', ['kaixo', 'eskerrik', 'agur']],
  ['eo', ['saluton', 'dankon']],
  ['is', ['takk', 'halló', 'bless']],
];

/** Word → the languages it greets or thanks in, most widely written first. */
const LANGUAGES_OF = new Map<string, string[]>();
for (const [language, words] of GREETING_WORDS) {
  for (const word of words) LANGUAGES_OF.set(word, [...(LANGUAGES_OF.get(word) ?? []), language]);
}

/** Every language a greeting word names (tests check each is one the detector can answer). */
export const GREETING_LANGUAGES: readonly string[] = GREETING_WORDS.map(([language]) => language);

/**
 * The languages `word` greets or thanks in (of those `detectable` names), most likely first:
 * by the detector's `scores`, a tie going to the more widely written. Empty when it is not a
 * greeting word.
 */
export function greetingLanguages(word: string, scores: Readonly<Record<string, number>>, detectable: readonly string[]): string[] {
  const languages = (LANGUAGES_OF.get(word.toLocaleLowerCase()) ?? []).filter((language) => detectable.includes(language));
  // A stable sort: equal scores keep the listing's order.
  return languages.sort((a, b) => (scores[b] ?? 0) - (scores[a] ?? 0));
}
