import { describe, expect, it } from 'vitest';
import { attachmentBlock, readTextAttachment, withAttachment } from '@/components/chat/attach-text';
import { CHAT_MAX_CONTENT } from '@/lib/contract/limits/llm';

describe('a text file put into a chat message', () => {
  it('is fenced under its name, with line endings made plain', async () => {
    const read = await readTextAttachment(new File(['a,b\r\n1,2\r\n'], 'numbers.csv', { type: 'text/csv' }));
    expect(read).toEqual({ ok: true, block: 'numbers.csv:\n```\na,b\n1,2\n```' });
  });

  it('keeps a file holding code fences as one block, with a longer fence', () => {
    expect(attachmentBlock('notes.md', 'Run:\n```sh\nls\n```\n')).toBe('notes.md:\n````\nRun:\n```sh\nls\n```\n````');
  });

  it('reads any UTF-8 text, whatever the browser calls its type', async () => {
    const read = await readTextAttachment(new File(['fn main() { println!("¡hola!"); }'], 'main.rs'));
    expect(read.ok && read.block).toContain('¡hola!');
  });

  it('refuses what is not text, naming the file and why', async () => {
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])], 'photo.png', { type: 'image/png' });
    expect(await readTextAttachment(png)).toEqual({ ok: false, message: 'photo.png is not a text file: attach text, Markdown, CSV, JSON or code.' });
    const latin1 = new File([new Uint8Array([0x63, 0x61, 0x66, 0xe9])], 'old.txt');
    expect(await readTextAttachment(latin1)).toEqual({ ok: false, message: 'old.txt is not UTF-8 text: save it as UTF-8 and attach it again.' });
    const huge = new File(['x'.repeat(CHAT_MAX_CONTENT * 4 + 1)], 'dump.log');
    expect(await readTextAttachment(huge)).toEqual({ ok: false, message: 'dump.log is too large to put in a message (at most 100,000 characters).' });
  });

  it('goes after what is written, and not past the message limit', () => {
    expect(withAttachment('Summarise this:  \n', 'a.txt:\n```\nhi\n```', 'a.txt')).toEqual({ ok: true, text: 'Summarise this:\n\na.txt:\n```\nhi\n```' });
    expect(withAttachment('  ', 'a.txt:\n```\nhi\n```', 'a.txt')).toEqual({ ok: true, text: 'a.txt:\n```\nhi\n```' });
    const tooLong = withAttachment('x'.repeat(CHAT_MAX_CONTENT - 10), 'b.txt:\n```\nhello\n```', 'b.txt');
    expect(tooLong).toEqual({ ok: false, message: 'With b.txt the message would be 100,012 characters; a message holds at most 100,000.' });
  });
});
