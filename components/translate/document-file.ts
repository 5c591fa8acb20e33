import { fileStem } from '@/lib/client/file-name';
import { readTextFile, type TextFile } from '@/lib/client/read-text-file';
import { saveTextFile } from '@/lib/client/save-file';
import { TRANSLATE_PAGE_TEXT_MAX } from '@/lib/contract/limits/translate';
import { grouped } from '@/lib/contract/limits/figures';
import type { OpenedFile } from './opened-file';

/**
 * A document opened in the translator (picked, or dropped on the box) and its translation
 * saved as a file of the same kind: plain text, Markdown or subtitles (SRT, WebVTT, whose
 * numbers and times are kept: split-subtitles.ts). Loaded when first used.
 */

const SAVED_TYPES: Record<string, string> = { vtt: 'text/vtt', srt: 'application/x-subrip', md: 'text/markdown' };

/** The file's text, or why it cannot be translated here. */
export async function readDocument(file: File): Promise<TextFile> {
  const limit = `at most ${grouped(TRANSLATE_PAGE_TEXT_MAX)} characters`;
  const read = await readTextFile(file, {
    // A character is at most 4 bytes in UTF-8: past this it is over the limit whatever it holds.
    maxBytes: TRANSLATE_PAGE_TEXT_MAX * 4,
    tooLarge: `is too large to translate here (${limit}).`,
    notText: 'open plain text, Markdown or subtitles (SRT, WebVTT).',
    again: 'open it again.',
  });
  if (read.ok && read.text.length > TRANSLATE_PAGE_TEXT_MAX) {
    return { ok: false, message: `${file.name} holds ${grouped(read.text.length)} characters; the translator takes ${limit}.` };
  }
  return read;
}

/**
 * The file a translation is saved as: the opened file's name marked with the target language
 * ("film.srt" to Spanish: "film.es.srt"), else "translation.es.txt"; its type; and its text
 * with the opened file's line ends (the page's are `\n`).
 */
export function savedTranslation(text: string, opened: OpenedFile | null, target: string): { name: string; type: string; text: string } {
  const extension = /\.(txt|md|srt|vtt)$/i.exec(opened?.name ?? '')?.[1]?.toLowerCase() ?? 'txt';
  return {
    name: `${opened ? fileStem(opened.name, 'translation') : 'translation'}.${target}.${extension}`,
    type: `${SAVED_TYPES[extension] ?? 'text/plain'};charset=utf-8`,
    text: opened?.lineEnd === '\r\n' ? text.replace(/\r?\n/g, '\r\n') : text,
  };
}

/** Saves the translation as a file (savedTranslation's name, type and line ends). */
export function saveTranslation(text: string, opened: OpenedFile | null, target: string): void {
  const saved = savedTranslation(text, opened, target);
  saveTextFile(saved.name, saved.text, saved.type);
}
