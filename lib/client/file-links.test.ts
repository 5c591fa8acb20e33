import { describe, expect, it } from 'vitest';
import { downloadHref, sameOriginFileUrl } from './file-links';

const ID = 'a'.repeat(64);

describe('links to result files', () => {
  it('makes our own files a path on this origin, whatever host the server named', () => {
    expect(sameOriginFileUrl(`http://localhost:3000/api/files/${ID}`)).toBe(`/api/files/${ID}`);
    expect(sameOriginFileUrl(`https://studio.example/api/files/${ID}`)).toBe(`/api/files/${ID}`);
    expect(downloadHref(`http://127.0.0.1:3000/api/files/${ID}`, 'song 1.mp3')).toBe(`/api/files/${ID}?download=song%201.mp3`);
    expect(downloadHref(`/api/files/${ID}`, 'x')).toBe(`/api/files/${ID}?download=x`);
    expect(downloadHref(`http://localhost:3000/api/files/${ID}`)).toBe(`/api/files/${ID}?download=1`);
  });

  it("leaves another server's URL as it is: host, path and signed query", () => {
    const signed = 'https://cdn.upstream.example/out/1.png?X-Amz-Signature=abc&X-Amz-Expires=600';
    expect(sameOriginFileUrl(signed)).toBe(signed);
    expect(downloadHref(signed, 'photo')).toBe(signed);
    expect(downloadHref('https://upstream.example/out/1.png', 'photo')).toBe('https://upstream.example/out/1.png');
    // Not one of ours: the id is not a content hash.
    expect(downloadHref('https://upstream.example/api/files/123', 'photo')).toBe('https://upstream.example/api/files/123');
  });
});
