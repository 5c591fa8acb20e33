import { describe, expect, it } from 'vitest';
import { fileNamePart, fileStem } from '@/lib/client/file-name';

describe('names for the files the studio saves', () => {
  it('keeps the words of any script, accents off, every other run one dash', () => {
    expect(fileNamePart('Résumé: “notes” / 2026!', 'x')).toBe('Resume-notes-2026');
    expect(fileNamePart('こんにちは、世界。', 'x')).toBe('こんにちは-世界');
    expect(fileNamePart('../../etc/passwd', 'x')).toBe('etc-passwd');
  });

  it('is never empty and never longer than asked, with no dash left at the cut', () => {
    expect(fileNamePart('???', 'chat')).toBe('chat');
    expect(fileNamePart('', 'line')).toBe('line');
    expect(fileNamePart('abc def ghi', 'x', 4)).toBe('abc');
  });

  it("takes a file's or URL's name without its query and extension", () => {
    expect(fileStem('holiday photo.JPEG', 'image')).toBe('holiday-photo');
    expect(fileStem('https://example.com/a/face.png?size=2#top', 'portrait')).toBe('https-example-com-a-face');
    expect(fileStem('.jpg', 'image')).toBe('image');
  });
});
