import { describe, expect, it } from 'vitest';
import { SocialFailure } from './errors';
import { mergeWithPageMetadata } from './merge';
import { classifyYtDlpError } from './ytdlp-errors';
import { isGenericExtractor, mapYtDlpInfo } from './ytdlp-map';
import { ytDlpArgs } from './ytdlp-run';

describe("mapping yt-dlp's info JSON", () => {
  it('a site extractor: handle, counts, date, comments, one progressive file', () => {
    const result = mapYtDlpInfo({
      extractor: 'Instagram',
      id: '3141592653',
      display_id: 'Cx1Y2z',
      title: 'Video by ana',
      uploader: 'Ana Example',
      uploader_id: 'ana',
      like_count: 12,
      comment_count: 3,
      timestamp: 1700000000.5,
      thumbnail: 'https://cdn.example/t.jpg',
      webpage_url: 'https://www.instagram.com/reel/Cx1Y2z/',
      comments: [
        { author: 'bo', text: 'wow' },
        { author: '@cy', text: 'nice' },
        { author: 'x', text: '' },
      ],
      url: 'https://cdn.example/v.mp4?sig=1',
      ext: 'mp4',
      vcodec: 'avc1',
      acodec: 'mp4a',
      width: 720,
      height: 1280,
      duration: 9.2,
    });
    expect(result).toEqual({
      username: 'ana',
      title: 'Video by ana',
      thumbnail: 'https://cdn.example/t.jpg',
      metadata: {
        source: 'instagram',
        shortcode: 'Cx1Y2z',
        comment_count: 3,
        like_count: 12,
        taken_at: 1700000000,
        comments: [
          { username: 'bo', text: 'wow' },
          { username: 'cy', text: 'nice' },
        ],
        webpage_url: 'https://www.instagram.com/reel/Cx1Y2z/',
      },
      contents: [{ type: 'video', ext: 'mp4', url: 'https://cdn.example/v.mp4?sig=1', width: 720, height: 1280, duration: 9.2 }],
    });
    expect(isGenericExtractor(result)).toBe(false);
  });

  it('separate video and audio streams: two items, typed by codec', () => {
    const result = mapYtDlpInfo({
      extractor: 'youtube',
      id: 'abc',
      title: 't',
      upload_date: '20240203',
      requested_formats: [
        { url: 'https://cdn.example/v.webm', ext: 'webm', vcodec: 'vp9', acodec: 'none', width: 1920, height: 1080 },
        { url: 'https://cdn.example/a.m4a', ext: 'm4a', vcodec: 'none', acodec: 'mp4a.40.2' },
      ],
    });
    expect(result.contents.map((c) => `${c.type}:${c.ext}`)).toEqual(['video:webm', 'audio:m4a']);
    expect(result.metadata.taken_at).toBe(Date.parse('2024-02-03T00:00:00Z') / 1000);
  });

  it('a carousel (playlist): one item per entry, images typed as images, metadata from the post', () => {
    const result = mapYtDlpInfo({
      _type: 'playlist',
      extractor: 'instagram',
      id: 'Pq9',
      title: 'Post by dee',
      uploader_id: 'dee',
      entries: [
        { id: '1', url: 'https://cdn.example/1.jpg', ext: 'jpg', vcodec: 'none', acodec: 'none' },
        { id: '2', url: 'https://cdn.example/2.mp4', ext: 'mp4' },
        { id: '3', formats: [{ url: 'https://cdn.example/3-low.mp4', ext: 'mp4' }, { url: 'https://cdn.example/3-high.mp4', ext: 'mp4' }] },
      ],
    });
    expect(result.contents.map((c) => `${c.type}:${c.url}`)).toEqual([
      'image:https://cdn.example/1.jpg',
      'video:https://cdn.example/2.mp4',
      'video:https://cdn.example/3-high.mp4',
    ]);
    expect(result).toMatchObject({ username: 'dee', metadata: { shortcode: 'Pq9' } });
  });

  it('the generic extractor: smuggled fragments dropped, the host is not a username', () => {
    const result = mapYtDlpInfo({
      extractor: 'generic',
      id: 'clip',
      title: 'Sunset',
      uploader: '127.0.0.1:4000',
      webpage_url: 'http://127.0.0.1:4000/p/1',
      url: 'http://127.0.0.1:4000/media/clip.mp4#__youtubedl_smuggle=%7B%7D',
      ext: 'mp4',
    });
    expect(result.username).toBe('');
    expect(result.contents[0]!.url).toBe('http://127.0.0.1:4000/media/clip.mp4');
    expect(isGenericExtractor(result)).toBe(true);
  });

  it('no downloadable media (only a manifest-less entry) is unsupported', () => {
    expect(() => mapYtDlpInfo({ extractor: 'x', id: '1', title: 't', url: 'rtmp://live.example/stream' })).toThrow(SocialFailure);
  });

  it("merging a generic result with the page's metadata fills the blanks and adds the other media", () => {
    const tool = mapYtDlpInfo({ extractor: 'generic', id: 'clip', title: 'A video (1)', url: 'https://x.example/clip.mp4', ext: 'mp4', webpage_url: 'https://x.example/p/9' });
    const page = {
      username: 'ana',
      title: 'Sunset',
      thumbnail: 'https://x.example/t.jpg',
      metadata: { source: 'opengraph', shortcode: 'P9', comment_count: 2, like_count: 5, taken_at: 1700000000, comments: [{ username: 'bo', text: 'hi' }] },
      contents: [
        { type: 'video' as const, ext: 'mp4', url: 'https://x.example/clip.mp4' },
        { type: 'image' as const, ext: 'jpg', url: 'https://x.example/extra.jpg' },
      ],
    };
    const merged = mergeWithPageMetadata(tool, page);
    expect(merged).toMatchObject({
      username: 'ana',
      title: 'Sunset',
      thumbnail: 'https://x.example/t.jpg',
      metadata: { source: 'generic', shortcode: 'P9', comment_count: 2, like_count: 5, taken_at: 1700000000 },
    });
    expect(merged.contents.map((c) => c.url)).toEqual(['https://x.example/clip.mp4', 'https://x.example/extra.jpg']);
  });
});

describe("classifying yt-dlp's errors", () => {
  const kind = (line: string) => classifyYtDlpError(`WARNING: something\n${line}\n`);
  it.each([
    ['ERROR: Unsupported URL: https://example.com/about', 'unsupported'],
    ['ERROR: [generic] None: Unable to download webpage: HTTP Error 404: Not Found (caused by <HTTPError 404>); please report this issue on  https://github.com/yt-dlp/yt-dlp/issues', 'http_error'],
    ['ERROR: [generic] None: Unable to download webpage: HTTP Error 401: Unauthorized (caused by <HTTPError 401>)', 'login_required'],
    ['ERROR: [instagram] Cx1: Requested content is not available, rate-limit reached or login required. Use --cookies', 'login_required'],
    ['ERROR: [youtube] abc: Private video. Sign in if you\'ve been granted access to this video', 'login_required'],
    ['ERROR: [generic] None: Unable to download webpage: timed out (caused by TimeoutError(\'timed out\'))', 'timeout'],
    ['ERROR: [generic] None: Unable to download webpage: <urlopen error [Errno -2] Name or service not known>', 'unreachable'],
    ['ERROR: [generic] None: Unable to download webpage: <urlopen error Tunnel connection failed: 502 Bad Gateway>', 'unreachable'],
    ['ERROR: [tiktok] 123: Unable to extract universal data', 'failed'],
  ])('%s → %s', (line, expected) => {
    expect(kind(line).kind).toBe(expected);
  });

  it('keeps the status and drops the "please report" tail', () => {
    const failure = kind('ERROR: [generic] None: Unable to download webpage: HTTP Error 404: Not Found (caused by <HTTPError 404>); please report this issue on https://x');
    expect(failure.status).toBe(404);
    expect(failure.message).toBe('[generic] None: Unable to download webpage: HTTP Error 404: Not Found');
  });
});

describe("yt-dlp's command line", () => {
  it('ignores config, keeps no cache, downloads nothing, goes through the proxy, and ends options before the URL', () => {
    const args = ytDlpArgs({ url: '--exec=rm -rf /', proxyUrl: 'http://prism:s@127.0.0.1:9', timeoutMs: 30_000 });
    for (const flag of ['--ignore-config', '--no-cache-dir', '-J', '--skip-download', '--no-playlist']) expect(args).toContain(flag);
    expect(args[args.indexOf('--proxy') + 1]).toBe('http://prism:s@127.0.0.1:9');
    expect(args.slice(-2)).toEqual(['--', '--exec=rm -rf /']);
    expect(Number(args[args.indexOf('--socket-timeout') + 1])).toBeLessThanOrEqual(15);
  });
});
