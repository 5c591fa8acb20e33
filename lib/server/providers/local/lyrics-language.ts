import 'server-only';
import type { SongRequest } from '@/lib/engine/music/compose';
import { parseLyrics } from '@/lib/engine/music/lyrics';
import { log } from '../../log';
import { languageDetector } from './language-detector';

/** A description shorter than this ("salsa", "mariachi fiesta") says nothing sure of its language: English lyrics. */
const MIN_DESCRIPTION_WORDS = 3;
/**
 * The detector costs ~400 MB and seconds of parsing the first time (in its worker thread:
 * language-detector.ts), so it is asked only when the answer may not be English:
 * lyrics where these words are under ENGLISH_SHARE of all (English lyrics are full of them),
 * and descriptions with a sign of a language the lyric writer has a bank for besides English
 * (BANK_LANGUAGE_SIGN: the letters and commonest words of Spanish, French, German, Italian,
 * Portuguese, Dutch, Indonesian, Turkish, Hindi, Russian (any Cyrillic, which the detector
 * tells from Ukrainian and Bulgarian), Polish, Czech, Slovak, Vietnamese, Greek (any Greek letter), Romanian and Swedish). Japanese is told by its kana,
 * Chinese by its characters without kana, Korean by its Hangul.
 */
const ENGLISH_WORDS = new Set("i i'm you you're the and a to my me of in is it your we on for that with be all this are was so but when what don't can't will just like".split(' '));
const ENGLISH_SHARE = 0.15;
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const HAN = /\p{Script=Han}/u;
const HANGUL = /\p{Script=Hangul}/u;
const BANK_LANGUAGE_SIGN =
  /[áéíóúñ¿¡àâçèêëîïôûùœäöüßãõğşıąęłńśźżćěčřšžůýťďňĺľŕăơưđạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹșțşţå\u0900-\u097f\u0400-\u04ff\u0370-\u03ff\u1f00-\u1fff]|(?<!\p{L})(?:piosenka|piosenkę|piosenki|píseň|písnička|písničku|pieseň|pesnička|pesničku|smutna|wesoła|una|un|canción|cancion|sobre|con|para|del|los|las|mi|y|une|chanson|sur|avec|pour|et|des|du|le|la|les|mon|ma|ein|eine|lied|mit|und|der|die|das|den|mein|meine|canzone|sulla|sul|il|di|della|per|uma|um|canção|cancao|com|do|da|meu|minha|een|liedje|nummer|het|van|met|mijn|lagu|tentang|yang|dengan|sebuah|untuk|bir|hakkında|ve|ile|için|cântec|despre|låt|sång|om|och)(?!\p{L})/iu;

/**
 * The language of what is sung (the translator's detector): of the given lyrics, on their
 * lines without the section labels, so they are syllabled, stressed and sung in it (Spanish
 * lyrics were sung by the English voice with English syllables); or of a description, so
 * lyrics are written in it where the lyric writer has a bank for it ("Una canción triste
 * sobre la lluvia", "Une chanson triste sur la pluie") and an instrumental is titled in its
 * words ("Canción pop tranquila"). Unknown when given lyrics are not sung, the description is
 * too short or shows no sign of such a language, or the detector cannot load: English rules,
 * and a voice by script.
 */
export async function lyricsLanguage(request: Pick<SongRequest, 'mode' | 'prompt' | 'instrumental'>): Promise<string | undefined> {
  if (request.instrumental && request.mode === 'advance') return undefined;
  const text = request.mode === 'advance' ? parseLyrics(request.prompt).flatMap((section) => section.lines).join('\n') : request.prompt;
  const words = text.toLowerCase().match(/[\p{L}']+/gu) ?? [];
  if (!words.length) return undefined;
  if (request.mode === 'advance' && words.filter((word) => ENGLISH_WORDS.has(word)).length >= ENGLISH_SHARE * words.length) return 'en';
  // Only Japanese writes kana, only Chinese its characters without them, only Korean Hangul; a description
  // in the first two is one unspaced "word", fewer than the three asked of others. A word of these scripts
  // in a text mostly in another ("a song about 東京") does not make it theirs.
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  if ((text.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu)?.length ?? 0) * 2 >= letters) {
    if (KANA.test(text)) return 'ja';
    if (HAN.test(text)) return 'zh';
    if (HANGUL.test(text)) return 'ko';
  }
  if (request.mode === 'simple' && (words.length < MIN_DESCRIPTION_WORDS || !BANK_LANGUAGE_SIGN.test(text))) return undefined;
  try {
    return (await languageDetector.detect(text)) || undefined;
  } catch (error) {
    log.warn({ err: error }, 'language detector failed to load: lyrics sung with the English rules');
    return undefined;
  }
}
