/**
 * Language detection, chosen by measurement (bench/translate/detector-candidates.ts): ELD
 * (`eld`, large n-gram set) names the language, and where its answer is a language with a
 * close relative ELD cannot name, CLD3 (`cld3-asm`, WebAssembly) arbitrates between the
 * two. On the written evaluation set (31 languages) that scores ~95% on texts of at most 30
 * characters where franc scores ~52%, at tens of thousands of detections per second.
 *
 * Codes are ISO 639-1; Norwegian is 'nb' (Bokmål, what both detectors learn from).
 */

import { hasLetters } from '@/lib/contract/limits/translate';

// ELD's answer → the relatives CLD3 may substitute for it. ELD has no Galician, Esperanto,
// Macedonian or Indonesian, and names them as their neighbours (Macedonian: CYRILLIC_ALPHABETS
// below). CLD3 costs several times ELD's time, so it is skipped when the text has letters
// those relatives never write: Galician and Esperanto have no ã õ ç and no grave accents.
const ARBITRATED: Record<string, { relatives: readonly string[]; ruledOutBy?: RegExp }> = {
  es: { relatives: ['gl', 'eo'] },
  pt: { relatives: ['gl', 'eo'], ruledOutBy: /[ãõç]/i },
  ca: { relatives: ['gl', 'eo'], ruledOutBy: /[àèòï]|l·l/i },
  ms: { relatives: ['id'] },
};
/** Letters only Esperanto writes: a text with one is Esperanto, whatever the n-grams say. */
const ESPERANTO_LETTERS = /[ĉĝĥĵŝŭ]/i;
/**
 * The Cyrillic languages' alphabets. ELD scores them within a hundredth of each other on a few
 * words ("Сегодня очень жарко": Ukrainian 0.83, Russian 0.83; "Как дела?": Serbian), and has no
 * Macedonian. A letter outside a language's alphabet rules it out (ы, э, ё are not Ukrainian;
 * ї, є, ґ only Ukrainian; ђ, ћ Serbian; ѓ, ќ, ѕ Macedonian); ELD's best of the rest stands,
 * unless others are within CYRILLIC_TIE of it, when CLD3 chooses among those.
 */
const CYRILLIC_ALPHABETS: Record<string, string> = {
  ru: 'абвгдеёжзийклмнопрстуфхцчшщъыьэюя',
  uk: 'абвгґдеєжзиіїйклмнопрстуфхцчшщьюя',
  be: 'абвгдеёжзійклмнопрстуўфхцчшыьэюя',
  bg: 'абвгдежзийклмнопрстуфхцчшщъьюяѝ',
  sr: 'абвгдђежзијклљмнњопрстћуфхцчџш',
  mk: 'абвгдѓежзѕијклљмнњопрстќуфхцчџшѝ',
};
const CYRILLIC_LETTER = /[\u0400-\u04ff]/gu;
/**
 * Common words of Russian that Ukrainian does not write, and of Ukrainian that no other of these
 * languages writes, for where no letter tells them apart ("Песня про холодную зиму": the n-grams
 * and CLD3 both said Ukrainian, which writes "Пісня про холодну зиму"; "Це дуже гарна музика"
 * was Serbian). A text with words of both is left to the letters and the detectors.
 */
const RUSSIAN_NOT_UKRAINIAN = /(?<!\p{L})(?:и|что|это|как|очень|песня|песню|песенка|песенку|грустная|грустную|весёлая|веселая|медленная|спокойная|сегодня|его|она|они|был|была|было)(?!\p{L})/iu;
const ONLY_UKRAINIAN = /(?<!\p{L})(?:що|це|дуже|вона|вони|був|була|було|сумна|сумну)(?!\p{L})/iu;
/** Which of those rules a language out. */
const RULED_OUT_BY_WORDS: Record<string, RegExp> = { uk: RUSSIAN_NOT_UKRAINIAN, ru: ONLY_UKRAINIAN, bg: ONLY_UKRAINIAN, sr: ONLY_UKRAINIAN, mk: ONLY_UKRAINIAN };
/** ELD scores this close are a tie, which CLD3 breaks where it is sure. */
const CYRILLIC_TIE = 0.01;
/** Old codes CLD3 still answers with. */
const CLD3_CODES: Record<string, string> = { iw: 'he', in: 'id', ji: 'yi', jw: 'jv' };

const MARKUP = /<[^<>]{1,200}>|&#?[A-Za-z0-9]{1,31};/g;
const URLS_AND_MAIL = /\bhttps?:\/\/\S+|\bwww\.\S+|\S+@\S+\.\w+/g;

/**
 * What the detector can name, known without loading it (its n-gram tables take seconds to
 * parse): so the language list answers at once. detect.test.ts checks it against the
 * loaded detector, so it cannot drift from it.
 */
export const DETECTABLE_LANGUAGES: readonly string[] = [
  'am', 'ar', 'az', 'be', 'bg', 'bn', 'ca', 'cs', 'da', 'de', 'el', 'en', 'eo', 'es', 'et', 'eu', 'fa', 'fi', 'fr', 'gl', 'gu',
  'he', 'hi', 'hr', 'hu', 'hy', 'id', 'is', 'it', 'ja', 'ka', 'kn', 'ko', 'ku', 'lo', 'lt', 'lv', 'mk', 'ml', 'mr', 'ms', 'nb',
  'nl', 'or', 'pa', 'pl', 'pt', 'ro', 'ru', 'sk', 'sl', 'sq', 'sr', 'sv', 'ta', 'te', 'th', 'tl', 'tr', 'uk', 'ur', 'vi', 'yo', 'zh',
];

export interface Assessment {
  language: string;
  scores: Record<string, number>;
}

export interface LanguageDetector {
  /** ISO 639-1 code of the text's language, or '' when the text gives nothing to go on. */
  detect(text: string): string;
  /** detect()'s answer with the first detector's score (0–1) for each language it considered. */
  assess(text: string): Assessment;
  /** Every code detect() can answer. */
  readonly languages: string[];
}

const canonical = (code: string) => (code === 'no' ? 'nb' : code);

let loading: Promise<LanguageDetector> | undefined;

/** The detector, loaded once per process (~50 MB of n-grams and a WebAssembly module). */
export function loadDetector(): Promise<LanguageDetector> {
  loading ??= createDetector().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

async function createDetector(): Promise<LanguageDetector> {
  const [{ eld }, cld3] = await Promise.all([import('eld/large'), import('cld3-asm')]);
  const factory = await cld3.loadModule();
  const cld = factory.create(0, 1000);
  const eldLanguages = Object.values(eld.info().Languages as Record<number, string>).map(canonical);
  const languages = [...new Set([...eldLanguages, ...Object.values(ARBITRATED).flatMap((a) => a.relatives), ...Object.keys(CYRILLIC_ALPHABETS)])].sort();

  const arbitrate = (text: string, allowed: readonly string[], { reliableOnly = false } = {}): string | null => {
    const found = cld.findLanguage(text);
    if (reliableOnly && !found.is_reliable) return null;
    const code = found.language.split('-')[0] ?? '';
    const answer = CLD3_CODES[code] ?? code;
    return allowed.includes(answer) ? answer : null;
  };

  const assess = (raw: string): Assessment => {
    const text = raw.replace(MARKUP, ' ').replace(URLS_AND_MAIL, ' ').replace(/\s+/g, ' ').trim();
    if (!hasLetters(text)) return { language: '', scores: {} };
    const result = eld.detect(text);
    const scores = Object.fromEntries(Object.entries(result.getScores() as Record<string, number>).map(([code, score]) => [canonical(code), score]));
    const first = canonical(result.language);
    if (ESPERANTO_LETTERS.test(text)) return { language: 'eo', scores };
    if (Object.hasOwn(CYRILLIC_ALPHABETS, first)) return { language: amongCyrillic(text, first, scores), scores };
    const rule = ARBITRATED[first];
    if (!rule || rule.ruledOutBy?.test(text)) return { language: first, scores };
    return { language: arbitrate(text, rule.relatives) ?? first, scores };
  };

  const amongCyrillic = (text: string, first: string, scores: Record<string, number>): string => {
    const letters = new Set(text.toLowerCase().match(CYRILLIC_LETTER) ?? []);
    const mixed = RUSSIAN_NOT_UKRAINIAN.test(text) && ONLY_UKRAINIAN.test(text);
    const possible = Object.keys(CYRILLIC_ALPHABETS).filter(
      (language) =>
        [...letters].every((letter) => CYRILLIC_ALPHABETS[language]!.includes(letter)) && (mixed || !RULED_OUT_BY_WORDS[language]?.test(text)),
    );
    if (possible.length === 0) return first;
    // ELD has no Macedonian: it scores as its neighbours do.
    const score = (language: string) => (language === 'mk' ? Math.max(scores.bg ?? 0, scores.sr ?? 0) : (scores[language] ?? 0));
    const ranked = possible.sort((a, b) => score(b) - score(a));
    const close = ranked.filter((language) => score(ranked[0]!) - score(language) < CYRILLIC_TIE);
    // CLD3 reads Belarusian as Russian even when it says it is sure ("Кожны чалавек мае права"):
    // an ELD answer of Belarusian stands.
    if (close.length === 1 || ranked[0] === 'be') return ranked[0]!;
    return arbitrate(text, close, { reliableOnly: true }) ?? ranked[0]!;
  };

  return { languages, assess, detect: (text) => assess(text).language };
}
