import { describe, expect, it } from 'vitest';
import { readDocument, savedTranslation } from '@/components/translate/document-file';
import { readTextFile } from '@/lib/client/read-text-file';
import { TRANSLATE_PAGE_TEXT_MAX } from '@/lib/contract/limits/translate';
import { grouped } from '@/lib/contract/limits/figures';

const RULES = { maxBytes: 100, tooLarge: 'is too large.', notText: 'pick text.', again: 'pick it again.' };

describe('a text file read from the user', () => {
  it('drops the byte-order mark and makes line ends plain, saying which the file used', async () => {
    const file = new File([new Uint8Array([0xef, 0xbb, 0xbf]), '1\r\n00:00:01,000 --> 00:00:02,000\r\nHé\rho\n'], 'film.srt');
    expect(await readTextFile(file, RULES)).toEqual({ ok: true, text: '1\n00:00:01,000 --> 00:00:02,000\nHé\nho\n', lineEnd: '\r\n' });
    expect(await readTextFile(new File(['a\nb\r\n'], 'a.txt'), RULES)).toMatchObject({ lineEnd: '\n' });
    expect(await readTextFile(new File(['one line'], 'a.txt'), RULES)).toMatchObject({ lineEnd: '\n' });
  });

  it('refuses, naming the file and why, what is too large, not text, or not UTF-8', async () => {
    expect(await readTextFile(new File(['x'.repeat(101)], 'big.txt'), RULES)).toEqual({ ok: false, message: 'big.txt is too large.' });
    expect(await readTextFile(new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0])], 'paper.pdf'), RULES)).toEqual({ ok: false, message: 'paper.pdf is not a text file: pick text.' });
    expect(await readTextFile(new File([new Uint8Array([0x63, 0x61, 0x66, 0xe9])], 'old.srt'), RULES)).toEqual({ ok: false, message: 'old.srt is not UTF-8 text: save it as UTF-8 and pick it again.' });
  });
});

describe('a document opened in the translator', () => {
  it('is refused past the page limit, saying how long it is', async () => {
    const read = await readDocument(new File(['a'.repeat(TRANSLATE_PAGE_TEXT_MAX + 5)], 'book.txt'));
    const [length, limit] = [TRANSLATE_PAGE_TEXT_MAX + 5, TRANSLATE_PAGE_TEXT_MAX].map((n) => grouped(n));
    expect(read).toEqual({ ok: false, message: `book.txt holds ${length} characters; the translator takes at most ${limit} characters.` });
    expect(await readDocument(new File(['Hello'], 'note.md'))).toEqual({ ok: true, text: 'Hello', lineEnd: '\n' });
  });

  it('is saved translated under its own name and kind, marked with the target language', () => {
    const unix = (name: string) => ({ name, lineEnd: '\n' as const });
    expect(savedTranslation('a', unix('My Film (2019).SRT'), 'es')).toMatchObject({ name: 'My-Film-2019.es.srt', type: 'application/x-subrip;charset=utf-8' });
    expect(savedTranslation('a', unix('talk.vtt'), 'pt-BR')).toMatchObject({ name: 'talk.pt-BR.vtt', type: 'text/vtt;charset=utf-8' });
    expect(savedTranslation('a', unix('notes.log'), 'de')).toMatchObject({ name: 'notes.de.txt', type: 'text/plain;charset=utf-8' });
    expect(savedTranslation('a', null, 'fr')).toMatchObject({ name: 'translation.fr.txt', type: 'text/plain;charset=utf-8' });
  });

  it("is saved with the opened file's line ends", () => {
    const cue = '1\n00:00:01,000 --> 00:00:02,000\nHola\n';
    expect(savedTranslation(cue, { name: 'film.srt', lineEnd: '\r\n' }, 'es').text).toBe('1\r\n00:00:01,000 --> 00:00:02,000\r\nHola\r\n');
    expect(savedTranslation(cue, { name: 'film.srt', lineEnd: '\n' }, 'es').text).toBe(cue);
    // A translator that answered a CRLF of its own does not make it CR CR LF.
    expect(savedTranslation('a\r\nb', { name: 'a.txt', lineEnd: '\r\n' }, 'es').text).toBe('a\r\nb');
    expect(savedTranslation(cue, null, 'es').text).toBe(cue);
  });
});
