import { describe, expect, it } from 'vitest';
import { decodePathSegment, shortcodeFromUrl } from './post-fields';

describe("a post's id from its URL", () => {
  it('takes the last segment that is not a generic word, decoded, or the v= parameter', () => {
    expect(shortcodeFromUrl('https://site.example/p/Cx1Y2/')).toBe('Cx1Y2');
    expect(shortcodeFromUrl('https://site.example/watch?v=abc_1')).toBe('abc_1');
    expect(shortcodeFromUrl('https://site.example/@ana/video/123')).toBe('123');
    expect(shortcodeFromUrl('https://site.example/p/caf%C3%A9.html')).toBe('café');
    expect(shortcodeFromUrl('https://site.example/')).toBe('site.example');
  });

  it('keeps a segment with a malformed escape as written (decoding it used to throw, a 500)', () => {
    expect(shortcodeFromUrl('https://site.example/p/%E0%A4%A')).toBe('%E0%A4%A');
    expect(decodePathSegment('100%')).toBe('100%');
    expect(decodePathSegment('a%20b')).toBe('a b');
  });
});
