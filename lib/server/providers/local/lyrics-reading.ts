import 'server-only';
import type { SongRequest } from '@/lib/engine/music/compose';
import { topicOf } from '@/lib/engine/music/lyric-writer';
import { inSimplified, writtenInTraditional } from '@/lib/engine/music/chinese-script';
import { cyrillicSyllables, markedStress, withStressMark } from '@/lib/engine/music/cyrillic';
import { espeakStresses } from '@/lib/engine/music/vocals/espeak-stress';
import { openJtalkReading, splitForOpenJtalk } from '@/lib/engine/tts/jp/openjtalk';
import { env } from '../../env';
import { log } from '../../log';
import { ttsEngineConfig } from './tts-config';

const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const HAN = /\p{Script=Han}/u;
const READ_AT_ONCE = 4;
/**
 * Languages whose stress the spelling does not show and eSpeak's dictionary knows: Russian. Its
 * Ukrainian and Bulgarian voices stress most words before the last syllable whatever they are
 * ("в'ода" for "вода́"), which the lyrics' own rules do as well; Debian has no Belarusian dictionary.
 */
const STRESSED_BY_ESPEAK = new Set(['ru']);
const CYRILLIC_WORD = /[\p{Script=Cyrillic}\u0301]+/gu;
const isLabel = (line: string) => /^\s*\[/.test(line);

/**
 * Given lyrics as they are sung, where that is not as they are written (undefined otherwise,
 * for a description, and when the reader cannot run: the song is then sung from the lyrics as
 * written, as before):
 *
 * - Japanese: each line with kanji read into katakana by Open JTalk's dictionary (the speech
 *   playground's), since eSpeak, the singer, reads a kanji as "Chinese letter" and a kanji is
 *   more than one mora ("雨" is "アメ"). Simplified Chinese is read by eSpeak's pinyin voice as written.
 * - Russian: each word with its stress marked where eSpeak's dictionary puts it ("молоко" →
 *   "молоко́"), so the tune puts that syllable on a beat; the rules alone said "мо-ЛО-ко". A
 *   stress the lyrics mark themselves stands, and ё is always stressed.
 * - Chinese in traditional characters: in simplified ones, which eSpeak's dictionary reads
 *   better ("盡" it reads jǐn, "雲朵" with a syllable too many).
 *
 * Section labels stay as written. For a description (simple), the reading of its topic where
 * that is Japanese in kanji ("雨についての悲しい歌" is sung "Oh アメ"; the Mandarin voice, which
 * reads a kanji alone, said "yǔ"), or Chinese in traditional characters.
 */
export async function lyricsReading(request: Pick<SongRequest, 'mode' | 'prompt' | 'instrumental'>, language: string | undefined): Promise<string | undefined> {
  if (request.instrumental) return undefined;
  if (request.mode === 'simple') return (await japaneseTopicReading(request.prompt, language)) ?? chineseTopicReading(request.prompt, language);
  if (HAN.test(request.prompt) && (language === 'ja' || KANA.test(request.prompt))) return japaneseReading(request.prompt);
  if (HAN.test(request.prompt) && language === 'zh') return simplifiedReading(request.prompt);
  if (language && STRESSED_BY_ESPEAK.has(language) && /\p{Script=Cyrillic}/u.test(request.prompt)) return stressedReading(request.prompt, language);
  return undefined;
}

/** A Japanese description's topic in kanji, read into katakana; undefined for any other. */
async function japaneseTopicReading(prompt: string, language: string | undefined): Promise<string | undefined> {
  const topic = topicOf(prompt, language);
  if (!HAN.test(topic) || !(language === 'ja' || KANA.test(prompt))) return undefined;
  return (await japaneseReading(topic))?.replaceAll(' ', '');
}

/** A description's topic in traditional Chinese characters, in simplified ones; undefined for any other. */
function chineseTopicReading(prompt: string, language: string | undefined): string | undefined {
  const topic = topicOf(prompt, language);
  if (!HAN.test(topic) || KANA.test(prompt) || language === 'ja') return undefined;
  return simplifiedReading(topic, prompt);
}

/** `text` in simplified characters where `written` (the text by default) is in traditional ones. */
function simplifiedReading(text: string, written = text): string | undefined {
  return writtenInTraditional(written) ? inSimplified(text) : undefined;
}

async function japaneseReading(lyrics: string): Promise<string | undefined> {
  const tts = ttsEngineConfig();
  // Each piece is one open_jtalk reads whole (it keeps about 1000 bytes of a line).
  const read = async (line: string) => (await Promise.all(splitForOpenJtalk(line).map((piece) => openJtalkReading(piece, tts)))).join(' ');
  try {
    const lines = lyrics.split('\n');
    // A few lines at a time: each is an open_jtalk run (~20 ms).
    for (let at = 0; at < lines.length; at += READ_AT_ONCE) {
      const done = await Promise.all(lines.slice(at, at + READ_AT_ONCE).map((line) => (HAN.test(line) && !isLabel(line) ? read(line.trim()) : line)));
      lines.splice(at, done.length, ...done);
    }
    return lines.join('\n');
  } catch (error) {
    log.warn({ err: error }, 'open_jtalk could not read the lyrics: sung as written');
    return undefined;
  }
}

async function stressedReading(lyrics: string, language: string): Promise<string | undefined> {
  const lines = lyrics.split('\n');
  const unknown = new Set<string>();
  for (const line of lines.filter((line) => !isLabel(line))) {
    for (const word of line.match(CYRILLIC_WORD) ?? []) {
      if (markedStress(word) === undefined && !/ё/iu.test(word) && cyrillicSyllables(word) > 1) unknown.add(word.toLowerCase());
    }
  }
  try {
    // One eSpeak run for every word of the song (~10 ms).
    const stresses = await espeakStresses([...unknown], { voice: language, timeoutMs: env().MUSIC_TOOL_TIMEOUT_MS });
    if (!stresses.size) return undefined;
    const mark = (word: string) => {
      const stressed = markedStress(word) === undefined ? stresses.get(word.toLowerCase()) : undefined;
      return stressed === undefined ? word : withStressMark(word, stressed);
    };
    return lines.map((line) => (isLabel(line) ? line : line.replace(CYRILLIC_WORD, mark))).join('\n');
  } catch (error) {
    log.warn({ err: error }, 'espeak-ng could not read the lyrics: stressed by their own rules');
    return undefined;
  }
}
