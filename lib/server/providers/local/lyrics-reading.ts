import 'server-only';
import type { SongRequest } from '@/lib/engine/music/compose';
import { openJtalkReading, splitForOpenJtalk } from '@/lib/engine/tts/jp/openjtalk';
import { log } from '../../log';
import { ttsEngineConfig } from './tts-config';

const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const HAN = /\p{Script=Han}/u;
const READ_AT_ONCE = 4;

/**
 * Japanese lyrics as they are sung: each line with kanji in it read into katakana by Open
 * JTalk's dictionary (the speech playground's), since eSpeak, the singer, reads a kanji as
 * "Chinese letter" and a kanji is more than one mora ("雨" is "アメ"). Section labels and lines
 * of kana alone stay as written. Undefined for other lyrics (Chinese is read by eSpeak's pinyin
 * voice as written), for a description, and when Open JTalk cannot run (the song is then sung
 * from the lyrics as written, as before).
 */
export async function lyricsReading(request: Pick<SongRequest, 'mode' | 'prompt' | 'instrumental'>, language: string | undefined): Promise<string | undefined> {
  if (request.instrumental || request.mode !== 'advance' || !HAN.test(request.prompt)) return undefined;
  if (language !== 'ja' && !KANA.test(request.prompt)) return undefined;
  const tts = ttsEngineConfig();
  // Each piece is one open_jtalk reads whole (it keeps about 1000 bytes of a line).
  const read = async (line: string) => (await Promise.all(splitForOpenJtalk(line).map((piece) => openJtalkReading(piece, tts)))).join(' ');
  try {
    const lines = request.prompt.split('\n');
    // A few lines at a time: each is an open_jtalk run (~20 ms).
    for (let at = 0; at < lines.length; at += READ_AT_ONCE) {
      const done = await Promise.all(lines.slice(at, at + READ_AT_ONCE).map((line) => (HAN.test(line) && !/^\s*\[/.test(line) ? read(line.trim()) : line)));
      lines.splice(at, done.length, ...done);
    }
    return lines.join('\n');
  } catch (error) {
    log.warn({ err: error }, 'open_jtalk could not read the lyrics: sung as written');
    return undefined;
  }
}
