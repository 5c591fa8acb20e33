import { readTextFile } from '@/lib/client/read-text-file';
import { CHAT_MAX_CONTENT } from '@/lib/contract/limits/llm';
import { grouped } from '@/lib/contract/limits/figures';

/**
 * A text file put into the message being written: its words go to the model inside the
 * message, fenced and named, as a user pasting it would. Only text: the model reads words,
 * and a PDF or an image read as text is noise.
 */

export type Attachment = { ok: true; block: string } | { ok: false; message: string };

/** The file as a block to add to the message, or why it cannot be one. */
export async function readTextAttachment(file: File): Promise<Attachment> {
  const read = await readTextFile(file, {
    // Past this it could not fit in a message whatever it holds.
    maxBytes: CHAT_MAX_CONTENT * 4,
    tooLarge: `is too large to put in a message (at most ${grouped(CHAT_MAX_CONTENT)} characters).`,
    notText: 'attach text, Markdown, CSV, JSON or code.',
    again: 'attach it again.',
  });
  return read.ok ? { ok: true, block: attachmentBlock(file.name, read.text) } : read;
}

/**
 * The file's text fenced under its name. The fence is longer than any run of backticks in the
 * text, so a file holding Markdown code blocks stays one block.
 */
export function attachmentBlock(name: string, content: string): string {
  const longest = Math.max(2, ...Array.from(content.matchAll(/`+/g), (m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  return `${name}:\n${fence}\n${content.replace(/\n+$/, '')}\n${fence}`;
}

export type Joined = { ok: true; text: string } | { ok: false; message: string };

/** The message with the block added after what is written; or why it would be too long. */
export function withAttachment(text: string, block: string, name: string): Joined {
  const joined = text.trim() ? `${text.replace(/\s+$/, '')}\n\n${block}` : block;
  if (joined.length > CHAT_MAX_CONTENT) {
    return { ok: false, message: `With ${name} the message would be ${grouped(joined.length)} characters; a message holds at most ${grouped(CHAT_MAX_CONTENT)}.` };
  }
  return { ok: true, text: joined };
}
