/**
 * A file the user picked or dropped, read as text (a chat attachment, a document to
 * translate). Refused, naming the file and why, when it cannot be text (a NUL byte never
 * appears in text: an image, a PDF, an archive), is not UTF-8, or is larger than the caller
 * can use (checked before it is read). A byte-order mark is dropped and line ends become
 * `\n`, as a text box has them; `lineEnd` says what the file used (its first line end), so
 * what is saved from it can use the same (a Windows subtitle file stays CRLF).
 */
export type LineEnd = '\n' | '\r\n';
export type TextFile = { ok: true; text: string; lineEnd: LineEnd } | { ok: false; message: string };

export interface TextFileRules {
  /** Largest file read at all. */
  maxBytes: number;
  /** Said after the name when the file is larger: "is too large to …". */
  tooLarge: string;
  /** Said after the name of a file that is not text: what to pick instead. */
  notText: string;
  /** How to try again, said after "save it as UTF-8 and". */
  again: string;
}

export async function readTextFile(file: File, rules: TextFileRules): Promise<TextFile> {
  if (file.size > rules.maxBytes) return { ok: false, message: `${file.name} ${rules.tooLarge}` };
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.includes(0)) return { ok: false, message: `${file.name} is not a text file: ${rules.notText}` };
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return { ok: true, text: text.replace(/\r\n?/g, '\n'), lineEnd: /\r?\n|\r/.exec(text)?.[0] === '\r\n' ? '\r\n' : '\n' };
  } catch {
    return { ok: false, message: `${file.name} is not UTF-8 text: save it as UTF-8 and ${rules.again}` };
  }
}
