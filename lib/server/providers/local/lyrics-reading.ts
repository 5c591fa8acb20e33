import 'server-only';
import { pinyin } from 'pinyin-pro';
import type { SongRequest } from '@/lib/engine/music/compose';
import { openJtalkReading, splitForOpenJtalk } from '@/lib/engine/tts/jp/openjtalk';
import { env } from '../../env';
import { log } from '../../log';

const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const HAN = /\p{Script=Han}/u;
const READ_AT_ONCE = 4;

/**
 * Lyrics as they are sung where eSpeak, the singer, cannot read them as written: lines with
 * Han characters, which eSpeak's Japanese reads as "Chinese letter" and its Mandarin (without
 * the extended dictionary Debian leaves out) often as a tone's number in English ("你" as "ni
 * three"). Japanese is read into katakana by Open JTalk's dictionary (the speech playground's;
 * "雨" is two moras, "アメ"), Chinese into pinyin with tone numbers by pinyin-pro's ("下雨了" →
 * "xia4 yu3 le5", which eSpeak's pinyin voice says: vocals/espeak.ts). Section labels and lines
 * without Han stay as written. Undefined for other lyrics, for a description, and when the
 * reading cannot be made (the song is then sung from the lyrics as written, as before).
 */
export async function lyricsReading(request: Pick<SongRequest, 'mode' | 'prompt' | 'instrumental'>, language: string | undefined): Promise<string | undefined> {
  if (request.instrumental || request.mode !== 'advance' || !HAN.test(request.prompt)) return undefined;
  const japanese = language === 'ja' || KANA.test(request.prompt);
  if (!japanese && language !== 'zh') return undefined;
  try {
    return await readLines(request.prompt, japanese ? japaneseReader() : chineseReading);
  } catch (error) {
    log.warn({ err: error }, 'the lyrics could not be read for singing: sung as written');
    return undefined;
  }
}

async function readLines(lyrics: string, read: (line: string) => Promise<string> | string): Promise<string> {
  const lines = lyrics.split('\n');
  // A few lines at a time: each Japanese one is an open_jtalk run (~20 ms).
  for (let at = 0; at < lines.length; at += READ_AT_ONCE) {
    const batch = lines.slice(at, at + READ_AT_ONCE);
    const done = await Promise.all(batch.map((line) => (HAN.test(line) && !/^\s*\[/.test(line) ? read(line.trim()) : line)));
    lines.splice(at, done.length, ...done);
  }
  return lines.join('\n');
}

function japaneseReader(): (line: string) => Promise<string> {
  const config = env();
  const tts = { openJtalkDictionary: config.TTS_OPEN_JTALK_DICTIONARY, htsVoice: config.TTS_HTS_VOICE, toolTimeoutMs: config.TTS_TOOL_TIMEOUT_MS };
  // Each piece is one open_jtalk reads whole (it keeps about 1000 bytes of a line).
  return async (line) => (await Promise.all(splitForOpenJtalk(line).map((piece) => openJtalkReading(piece, tts)))).join(' ');
}

/** A line of Chinese as pinyin syllables with tone numbers, the neutral tone 5 as eSpeak writes it. */
function chineseReading(line: string): string {
  return pinyin(line, { toneType: 'num', type: 'array', nonZh: 'consecutive' })
    .map((syllable) => syllable.replace(/^([a-zü]+)0$/u, '$15'))
    .join(' ')
    .replace(/\s+([，。！？、,.!?])/g, '$1');
}
