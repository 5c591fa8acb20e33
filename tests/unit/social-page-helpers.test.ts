import { describe, expect, it } from 'vitest';
import { saveName, type DownloadResult } from '@/components/download/file-name';
import { MAX_URLS, parseUrlLines } from '@/components/download/url-lines';

describe('the paste box', () => {
  it('takes one URL per line, skips blanks and repeats, and names each bad line with the API rule', async () => {
    const parsed = await parseUrlLines(' https://a.example/p/1 \n\nhttps://a.example/p/1\nnot a link\nftp://x.example/f\r\nhttp://b.example/r/2');
    expect(parsed.urls).toEqual(['https://a.example/p/1', 'http://b.example/r/2']);
    expect(parsed.problems).toEqual(['Line 4: must be an http(s) URL', 'Line 5: must be an http(s) URL']);
  });

  it(`refuses more than ${MAX_URLS} links at once`, async () => {
    const text = Array.from({ length: MAX_URLS + 1 }, (_, i) => `https://a.example/p/${i}`).join('\n');
    expect((await parseUrlLines(text)).problems).toEqual([`At most ${MAX_URLS} links at once (${MAX_URLS + 1} given)`]);
  });
});

describe('save names', () => {
  const result: DownloadResult = {
    username: 'ana.b',
    title: 'x',
    metadata: { source: 'instagram', shortcode: 'Cx1/Y2', comment_count: 0, like_count: 0, taken_at: 0, comments: [], webpage_url: 'https://www.instagram.com/p/Cx1Y2/' },
    contents: [],
  };
  it('names the author, the post and the item, with the item extension, and nothing a file system minds', () => {
    expect(saveName(result, { type: 'video', ext: 'mp4', url: 'https://cdn.example/v.mp4' }, 1)).toBe('ana.b_Cx1_Y2_2.mp4');
    expect(saveName({ ...result, username: '' }, { type: 'image', ext: 'jpg', url: 'https://cdn.example/1.jpg' }, 0)).toBe('www.instagram.com_Cx1_Y2_1.jpg');
    expect(saveName({ ...result, username: '../..', metadata: { ...result.metadata, shortcode: '' } }, { type: 'audio', ext: 'm4a', url: 'x' }, 0)).toBe('www.instagram.com_media_1.m4a');
  });

  it('keeps a username in any script, without its accents', () => {
    const item = { type: 'image', ext: 'jpg', url: 'https://cdn.example/1.jpg' } as const;
    expect(saveName({ ...result, username: '山田太郎' }, item, 0)).toBe('山田太郎_Cx1_Y2_1.jpg');
    expect(saveName({ ...result, username: 'محمد' }, item, 0)).toBe('محمد_Cx1_Y2_1.jpg');
    expect(saveName({ ...result, username: 'José Añón' }, item, 0)).toBe('Jose_Anon_Cx1_Y2_1.jpg');
    expect(saveName({ ...result, username: 'a/b\\c:d' }, item, 0)).toBe('a_b_c_d_Cx1_Y2_1.jpg');
  });
});
