import type { TtsConfig } from '../config';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { runTool, ToolError, withTempDir } from '../process';
import { parseLabels, type LabelPhoneme } from './labels';

/**
 * Open JTalk's text analysis: Japanese text in, full-context labels (with the voice's
 * phoneme durations) out. open_jtalk reads only the first line of its input and keeps about
 * 1000 bytes of it, so text is cut into lines and then into pieces that fit.
 */

/** Bytes of UTF-8 Open JTalk reliably keeps from one line, as it counts them (its buffer is 1024). */
const MAX_CHUNK_BYTES = 900;

/**
 * A piece's size in Open JTalk's buffer: its UTF-8 bytes, with every ASCII character counted
 * as the 3-byte full-width form text2mecab widens it to first. Counted as plain UTF-8, 345
 * characters of English ("hello hello …") passed as 345 bytes, overflowed that buffer, and
 * open_jtalk died of "stack smashing detected".
 */
const byteLength = (text: string) => {
  let ascii = 0;
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) < 0x80) ascii++;
  return Buffer.byteLength(text, 'utf8') + 2 * ascii;
};

/** Cuts text into pieces open_jtalk reads whole: by line, then after sentence ends, then commas, then anywhere. */
export function splitForOpenJtalk(text: string): string[] {
  const pieces: string[] = [];
  for (const rawLine of text.split(/\r\n|\r|\n|\u2028|\u2029/)) {
    // Control characters mean nothing to the analyser; tabs read as spaces.
    const line = rawLine.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '').replace(/\t/g, ' ').trim();
    if (line === '') continue;
    pieces.push(...splitLine(line));
  }
  return pieces;
}

function splitLine(line: string): string[] {
  if (byteLength(line) <= MAX_CHUNK_BYTES) return [line];
  for (const boundary of [/(?<=[。．！？!?])/u, /(?<=[、，,；;：:])/u, /(?<=\s)/u]) {
    const parts = line.split(boundary).filter((p) => p !== '');
    if (parts.length > 1) return packParts(parts);
  }
  // No place to cut: cut by characters.
  const chars = Array.from(line);
  const out: string[] = [];
  let current = '';
  for (const char of chars) {
    if (byteLength(current + char) > MAX_CHUNK_BYTES) {
      out.push(current);
      current = '';
    }
    current += char;
  }
  if (current) out.push(current);
  return out;
}

/** Joins consecutive parts while they fit, splitting further any part that alone does not. */
function packParts(parts: string[]): string[] {
  const out: string[] = [];
  let current = '';
  for (const part of parts) {
    if (byteLength(part) > MAX_CHUNK_BYTES) {
      if (current) out.push(current);
      current = '';
      out.push(...splitLine(part));
      continue;
    }
    if (byteLength(current + part) > MAX_CHUNK_BYTES) {
      out.push(current);
      current = '';
    }
    current += part;
  }
  if (current) out.push(current);
  return out;
}

/** Open JTalk's trace of one piece of text (one line that fits): its text analysis and its labels. */
async function openJtalkTrace(text: string, config: TtsConfig, signal?: AbortSignal): Promise<string> {
  return withTempDir(async (dir) => {
    const tracePath = path.join(dir, 'trace.txt');
    try {
      await runTool(
      'open_jtalk',
      // 8 kHz output keeps the waveform open_jtalk insists on making cheap: only the labels are used.
      ['-x', config.openJtalkDictionary, '-m', config.htsVoice, '-s', '8000', '-p', '40', '-ot', tracePath, '-ow', '/dev/null'],
        { timeoutMs: config.toolTimeoutMs, input: `${text}\n`, signal },
      );
    } catch (error) {
      // Text with nothing to pronounce (only symbols): no labels, not a failure. open_jtalk says
      // "No phoneme", or for some symbols ("!?", "\\") makes pauses only and then fails to
      // make the waveform: taken as nothing to say only when the text has no letter or digit.
      if (error instanceof ToolError && error.stderr.includes('No phoneme')) return '';
      if (error instanceof ToolError && error.stderr.includes('waveform cannot be synthesized') && !/[\p{L}\p{N}]/u.test(text)) return '';
      throw error;
    }
    return readFile(tracePath, 'utf8');
  });
}

/** Labels of one piece of text (one line that fits). */
export async function openJtalkLabels(text: string, config: TtsConfig, signal?: AbortSignal): Promise<LabelPhoneme[]> {
  const trace = await openJtalkTrace(text, config, signal);
  const start = trace.indexOf('[Output label]');
  if (start < 0) return [];
  const section = trace.slice(start + '[Output label]'.length);
  const end = section.search(/\n\s*\n/);
  return parseLabels(end < 0 ? section : section.slice(0, end));
}

/**
 * How a piece of text is pronounced, in katakana, word by word as MeCab cut it ("雨が降る" →
 * "アメ ガ フル"): each node's pronunciation field (は as a particle is "ワ"), its surface where it
 * has none (a symbol, a word the dictionary lacks).
 */
export async function openJtalkReading(text: string, config: TtsConfig, signal?: AbortSignal): Promise<string> {
  const trace = await openJtalkTrace(text, config, signal);
  const start = trace.indexOf('[Text analysis result]');
  if (start < 0) return text;
  const section = trace.slice(start + '[Text analysis result]'.length);
  const end = section.search(/\n\s*\n/);
  return (end < 0 ? section : section.slice(0, end))
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const fields = line.split(',');
      const pronunciation = fields[9];
      // ’ marks a devoiced vowel ("アイシ’テル"): still a mora to sing.
      return pronunciation && pronunciation !== '*' ? pronunciation.replace(/’/g, '') : fields[0]!;
    })
    .join(' ');
}
