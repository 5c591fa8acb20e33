import { describe, expect, it } from 'vitest';
import { FIXTURE, renderFixturePage } from '@/tests/fixtures/social/server';
import { SocialFailure } from './errors';
import { pageMetadataResult } from './metadata-result';
import { decodeHtml, parsePageMetadata } from './page-metadata';

const ORIGIN = 'https://social.example';
const read = (path: string, oembed?: Parameters<typeof pageMetadataResult>[1]) =>
  pageMetadataResult(parsePageMetadata(renderFixturePage(path, ORIGIN), `${ORIGIN}${path}`), oembed);
const page = (head: string, body = '', url = `${ORIGIN}/post/1`) =>
  pageMetadataResult(parsePageMetadata(`<html><head>${head}</head><body>${body}</body></html>`, url));

describe('reading a page through its own metadata', () => {
  it('an OpenGraph video page: the video is the content, og:image its thumbnail', () => {
    const result = read(FIXTURE.ogVideo.path);
    expect(result.contents).toEqual([{ type: 'video', ext: 'mp4', url: `${ORIGIN}/media/clip.mp4`, width: 160, height: 120 }]);
    expect(result.thumbnail).toBe(`${ORIGIN}/media/a.jpg`);
    expect(result.title).toBe(FIXTURE.ogVideo.title);
    expect(result.description).toBe('Filmed from the pier & the beach');
    expect(result.username).toBe(FIXTURE.ogVideo.author);
    expect(result.metadata).toMatchObject({
      source: 'opengraph',
      shortcode: 'OGV123',
      taken_at: Date.parse(FIXTURE.ogVideo.publishedAt) / 1000,
      comment_count: 0,
      like_count: 0,
      comments: [],
    });
  });

  it('a JSON-LD VideoObject: counts, comments, author handle, date and id', () => {
    const result = read(FIXTURE.jsonLdVideo.path);
    expect(result.contents).toEqual([{ type: 'video', ext: 'mp4', url: `${ORIGIN}/media/clip.mp4` }]);
    expect(result.thumbnail).toBe(`${ORIGIN}/media/b.jpg`);
    expect(result.username).toBe(FIXTURE.jsonLdVideo.author);
    expect(result.title).toBe(FIXTURE.jsonLdVideo.title);
    expect(result.metadata).toMatchObject({
      source: 'json-ld',
      shortcode: 'JLD456',
      like_count: FIXTURE.jsonLdVideo.likes,
      comment_count: FIXTURE.jsonLdVideo.comments,
      taken_at: Date.parse(FIXTURE.jsonLdVideo.uploadDate) / 1000,
      comments: [
        { username: 'ana', text: 'Looks delicious' },
        { username: 'cy', text: 'Recipe please!' },
      ],
    });
  });

  it('a gallery: one item per picture, relative URLs resolved, duplicates dropped', () => {
    const result = read(FIXTURE.gallery.path);
    expect(result.contents.map((c) => [c.type, c.ext, c.url])).toEqual([
      ['image', 'jpg', `${ORIGIN}/media/a.jpg`],
      ['image', 'jpg', `${ORIGIN}/media/b.jpg`],
    ]);
    expect(result.contents[0]!.width).toBe(96);
    expect(result.username).toBe(FIXTURE.gallery.author);
    expect(result.metadata.shortcode).toBe('G789');
  });

  it('plain HTML5 <video>: the first <source>, with the poster as thumbnail', () => {
    const result = read(FIXTURE.html5.path);
    expect(result.contents).toEqual([{ type: 'video', ext: 'mp4', url: `${ORIGIN}/media/clip.mp4` }]);
    expect(result.thumbnail).toBe(`${ORIGIN}/media/a.jpg`);
    expect(result.metadata.source).toBe('html5');
  });

  it('oEmbed: discovers the endpoint; a photo answer is the content', () => {
    const metadata = parsePageMetadata(renderFixturePage(FIXTURE.oembed.path, ORIGIN), `${ORIGIN}${FIXTURE.oembed.path}`);
    expect(metadata.oembedUrl).toBe(`${ORIGIN}/oembed.json?url=${encodeURIComponent(ORIGIN + FIXTURE.oembed.path)}`);
    const result = pageMetadataResult(metadata, { type: 'photo', url: `${ORIGIN}/media/b.jpg`, author_name: 'dee', title: 'Colour bars', width: 96, height: 72 });
    expect(result.contents).toEqual([{ type: 'image', ext: 'jpg', url: `${ORIGIN}/media/b.jpg`, width: 96, height: 72 }]);
    expect(result).toMatchObject({ username: 'dee', title: 'Colour bars', metadata: { source: 'oembed', shortcode: 'OE1' } });
  });

  it('a page without media is unsupported, with a sentence saying what was looked for', () => {
    expect(() => read(FIXTURE.plain.path)).toThrow(SocialFailure);
    expect(() => read(FIXTURE.plain.path)).toThrow(/OpenGraph, Twitter card, JSON-LD or oEmbed/);
  });

  it('skips an og:video that is a player page, and takes the twitter:player:stream file', () => {
    const result = page(`
      <meta property="og:video" content="https://player.example/embed/1"><meta property="og:video:type" content="text/html">
      <meta name="twitter:player:stream" content="https://cdn.example/v/1.webm">
      <meta name="twitter:player:stream:content_type" content="video/webm">
      <meta property="og:image" content="https://cdn.example/cover.jpg">`);
    expect(result.contents).toEqual([{ type: 'video', ext: 'webm', url: 'https://cdn.example/v/1.webm' }]);
    expect(result.metadata.source).toBe('twitter');
  });

  it('reads JSON-LD in @graph, a SocialMediaPosting with images, and ignores broken blocks', () => {
    const graph = {
      '@context': 'https://schema.org',
      '@graph': [
        { '@type': 'WebPage', name: 'wrapper' },
        {
          '@type': 'SocialMediaPosting',
          identifier: { '@type': 'PropertyValue', value: 'abc-1' },
          headline: 'Two pictures',
          datePublished: '2023-01-02T03:04:05+01:00',
          author: [{ '@type': 'Person', name: 'Eve Example', identifier: '@eve' }],
          image: ['/i/1.png', { '@type': 'ImageObject', url: '/i/2.webp' }],
          interactionStatistic: { '@type': 'InteractionCounter', interactionType: 'http://schema.org/LikeAction', userInteractionCount: '1,204' },
        },
      ],
    };
    const result = page(`<script type="application/ld+json">{ not json</script><script type="application/ld+json">${JSON.stringify(graph)}</script>`);
    expect(result.contents.map((c) => `${c.type}:${c.ext}:${c.url}`)).toEqual([`image:png:${ORIGIN}/i/1.png`, `image:webp:${ORIGIN}/i/2.webp`]);
    expect(result).toMatchObject({ title: 'Two pictures', username: 'eve', metadata: { shortcode: 'abc-1', like_count: 1204, taken_at: Date.parse('2023-01-02T02:04:05Z') / 1000 } });
  });

  it('keeps a page-declared ImageObject next to a video, but not the video\'s own thumbnail', () => {
    const blocks = [
      { '@type': 'VideoObject', name: 'v', contentUrl: 'https://cdn.example/v.mp4', thumbnailUrl: 'https://cdn.example/t.jpg', duration: 'PT1M3S' },
      { '@type': 'ImageObject', contentUrl: 'https://cdn.example/photo.png' },
      { '@type': 'ImageObject', contentUrl: 'https://cdn.example/t.jpg' },
    ];
    const result = page(`<script type="application/ld+json">${JSON.stringify(blocks)}</script>`);
    expect(result.contents).toEqual([
      { type: 'video', ext: 'mp4', url: 'https://cdn.example/v.mp4', duration: 63 },
      { type: 'image', ext: 'png', url: 'https://cdn.example/photo.png' },
    ]);
  });

  it('decodes the charset the page declares', () => {
    const latin1 = Buffer.from('<meta charset="iso-8859-1"><title>Caf\xe9</title>', 'latin1');
    expect(parsePageMetadata(decodeHtml(latin1), ORIGIN).title).toBe('Café');
    expect(parsePageMetadata(decodeHtml(Buffer.from('<title>Café</title>'), 'text/html; charset=utf-8'), ORIGIN).title).toBe('Café');
  });

  it('never returns a non-http URL from the page (javascript:, data:)', () => {
    const result = page(`<meta property="og:image" content="javascript:alert(1)"><meta property="og:image" content="data:image/png;base64,AAAA"><meta property="og:image" content="/ok.jpg">`);
    expect(result.contents.map((c) => c.url)).toEqual([`${ORIGIN}/ok.jpg`]);
  });
});
