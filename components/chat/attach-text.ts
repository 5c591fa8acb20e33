import { CHAT_MAX_CONTENT } from '@/lib/contract/limits/llm';

/**
 * A text file put into the message being written: its words go to the model inside the
 * message, fenced and named, as a user pasting it would. Only text: the model reads words,
 * and a PDF or an image read as text is noise.
 */

/** Largest file read at all: past this it could not fit in a message whatever it holds. */
const READ_MAX_BYTES = CHAT_MAX_CONTENT * 4;

export type Attachment = { ok: true; block: string } | { ok: false; message: string };

/** The file as a block to add to the message, or why it cannot be one. */
export async function readTextAttachment(file: File): Promise<Attachment> {
  if (file.size > READ_MAX_BYTES) return { ok: false, message: `${file.name} is too large to put in a message (at most ${CHAT_MAX_CONTENT.toLocaleString('en')} characters).` };
  const bytes = new Uint8Array(await file.arrayBuffer());
  // A NUL byte never appears in text: an image, a PDF, an archive.
  if (bytes.includes(0)) return { ok: false, message: `${file.name} is not a text file: attach text, Markdown, CSV, JSON or code.` };
  let content: string;
  try {
    content = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, message: `${file.name} is not UTF-8 text: save it as UTF-8 and attach it again.` };
  }
  return { ok: true, block: attachmentBlock(file.name, content) };
}

/**
 * The file's text fenced under its name. The fence is longer than any run of backticks in the
 * text, so a file holding Markdown code blocks stays one block.
 */
export function attachmentBlock(name: string, content: string): string {
  const longest = Math.max(2, ...Array.from(content.matchAll(/`+/g), (m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  return `${name}:\n${fence}\n${content.replace(/\r\n/g, '\n').replace(/\n+$/, '')}\n${fence}`;
}

export type Joined = { ok: true; text: string } | { ok: false; message: string };

/** The message with the block added after what is written; or why it would be too long. */
export function withAttachment(text: string, block: string, name: string): Joined {
  const joined = text.trim() ? `${text.replace(/\s+$/, '')}\n\n${block}` : block;
  if (joined.length > CHAT_MAX_CONTENT) {
    return { ok: false, message: `With ${name} the message would be ${joined.length.toLocaleString('en')} characters; a message holds at most ${CHAT_MAX_CONTENT.toLocaleString('en')}.` };
  }
  return { ok: true, text: joined };
}
