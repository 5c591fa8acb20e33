import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GET } from '@/api/social/download/route';
import { resetEnvForTests } from '@/lib/server/env';
import { socialTestHooks } from '@/lib/server/providers/local/social';
import { FIXTURE, startFixtureServer, type FixtureServer } from '@/tests/fixtures/social/server';

/**
 * GET /api/social/download, called as Next calls it, against fixture pages on loopback.
 * ALLOW_PRIVATE_URLS is on (the pages live on 127.0.0.1) except where a test turns it off
 * to prove the address rule; yt-dlp is Debian's real one.
 */
let site: FixtureServer;
/** A second site on 127.0.0.2, which the redirect test exempts so it stands for a public host. */
let outside: FixtureServer;
let dataDir: string;

const BASE_ENV = { ALLOW_PRIVATE_URLS: 'true', SOCIAL_TIMEOUT_MS: '30000', SOCIAL_CONCURRENCY: '4', ENGINE_QUEUE_LIMIT: '8', FETCH_TIMEOUT_MS: '10000', LOG_LEVEL: 'silent', SOCIAL_EXTRACTOR: 'auto', YTDLP_PATH: 'yt-dlp' };

function setEnv(overrides: Record<string, string> = {}) {
  Object.assign(process.env, BASE_ENV, { DATA_DIR: dataDir }, overrides);
  resetEnvForTests();
}

async function download(url: string) {
  const response = await GET(new Request(`http://localhost/api/social/download?url=${encodeURIComponent(url)}`));
  const body = (await response.json()) as { status: boolean; message: string; result: Record<string, unknown> & { metadata: Record<string, unknown>; contents: Array<Record<string, unknown>> } };
  return { status: response.status, body, result: body.result };
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'social-route-'));
  [site, outside] = await Promise.all([startFixtureServer(), startFixtureServer({ host: '127.0.0.2' })]);
});
afterEach(() => {
  socialTestHooks.allowAddresses = [];
  setEnv();
});
afterAll(async () => {
  await Promise.all([site?.close(), outside?.close()]);
  await rm(dataDir, { recursive: true, force: true });
});

describe('GET /api/social/download on the local engine', () => {
  it('an og:video page: yt-dlp finds the video, the page adds author, date and post id', async () => {
    setEnv();
    const { status, result } = await download(`${site.origin}${FIXTURE.ogVideo.path}`);
    expect(status).toBe(200);
    expect(result).toMatchObject({
      username: FIXTURE.ogVideo.author,
      title: FIXTURE.ogVideo.title,
      thumbnail: `${site.origin}/media/a.jpg`,
      metadata: { source: 'generic', shortcode: 'OGV123', taken_at: Date.parse(FIXTURE.ogVideo.publishedAt) / 1000, comment_count: 0, like_count: 0, comments: [] },
    });
    expect(result.contents).toEqual([{ type: 'video', ext: 'mp4', url: `${site.origin}/media/clip.mp4` }]);
  });

  it('a JSON-LD VideoObject page: likes, comments and the handle', async () => {
    setEnv();
    const { status, result } = await download(`${site.origin}${FIXTURE.jsonLdVideo.path}`);
    expect(status).toBe(200);
    expect(result).toMatchObject({
      username: FIXTURE.jsonLdVideo.author,
      metadata: { shortcode: 'JLD456', like_count: 42, comment_count: 2, taken_at: Date.parse(FIXTURE.jsonLdVideo.uploadDate) / 1000 },
    });
    expect(result.metadata.comments).toEqual([
      { username: 'ana', text: 'Looks delicious' },
      { username: 'cy', text: 'Recipe please!' },
    ]);
    expect(result.contents[0]).toMatchObject({ type: 'video', ext: 'mp4', url: `${site.origin}/media/clip.mp4` });
  });

  it('a page of several images: yt-dlp has no extractor for it, the OpenGraph fallback lists each image', async () => {
    setEnv();
    const { status, result } = await download(`${site.origin}${FIXTURE.gallery.path}`);
    expect(status).toBe(200);
    expect(result.metadata.source).toBe('opengraph');
    expect(result.contents).toEqual([
      { type: 'image', ext: 'jpg', url: `${site.origin}/media/a.jpg`, width: 96 },
      { type: 'image', ext: 'jpg', url: `${site.origin}/media/b.jpg` },
    ]);
  });

  it("a plain HTML5 <video> of a real MP4: yt-dlp's generic (html5) extractor", async () => {
    setEnv();
    const { status, result } = await download(`${site.origin}${FIXTURE.html5.path}`);
    expect(status).toBe(200);
    expect(result.metadata.source).toBe('html5');
    expect(result.title).toBe(FIXTURE.html5.title);
    expect(result.contents).toEqual([{ type: 'video', ext: 'mp4', url: `${site.origin}/media/clip.mp4` }]);
  });

  it('an oEmbed page: the discovered endpoint is fetched and its photo is the content', async () => {
    setEnv();
    const { status, result } = await download(`${site.origin}${FIXTURE.oembed.path}`);
    expect(status).toBe(200);
    expect(result).toMatchObject({ username: FIXTURE.oembed.author, metadata: { source: 'oembed' } });
    expect(result.contents).toEqual([{ type: 'image', ext: 'jpg', url: `${site.origin}/media/b.jpg`, width: 96, height: 72 }]);
  });

  it('SOCIAL_EXTRACTOR=metadata reads the page alone, and a missing yt-dlp falls back to it', async () => {
    setEnv({ SOCIAL_EXTRACTOR: 'metadata' });
    const alone = await download(`${site.origin}${FIXTURE.ogVideo.path}`);
    expect(alone.status).toBe(200);
    expect(alone.result.metadata.source).toBe('opengraph');
    setEnv({ YTDLP_PATH: '/nonexistent/yt-dlp' });
    const fallback = await download(`${site.origin}${FIXTURE.jsonLdVideo.path}`);
    expect(fallback.status).toBe(200);
    expect(fallback.result.metadata.source).toBe('json-ld');
  });
});

describe('what the downloader refuses, and how it says so', () => {
  it('a 404 page is a 400 naming the status', async () => {
    setEnv();
    const { status, body } = await download(`${site.origin}/no-such-post`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ status: false, result: {} });
    expect(body.message).toMatch(/^url: the site answered HTTP 404 \(not found\)/);
  });

  it('a page that never answers ends at the time cap with a 504', async () => {
    setEnv({ SOCIAL_TIMEOUT_MS: '2000' });
    const started = performance.now();
    const { status, body } = await download(`${site.origin}/hang`);
    expect(status).toBe(504);
    expect(body.message).toMatch(/^url: unreachable: .*timed out|did not answer/);
    expect(performance.now() - started).toBeLessThan(5_000);

    // The fallback path has the safe fetcher's own cap.
    setEnv({ SOCIAL_EXTRACTOR: 'metadata', FETCH_TIMEOUT_MS: '1500' });
    const fallback = await download(`${site.origin}/hang`);
    expect(fallback.status).toBe(504);
    expect(fallback.body.message).toMatch(/^url: .* did not answer within 1\.5 s$/);
  });

  it('past SOCIAL_CONCURRENCY yt-dlp runs and ENGINE_QUEUE_LIMIT waiting, a download is a 503 at once, and runs again once one ends', async () => {
    setEnv({ SOCIAL_CONCURRENCY: '1', ENGINE_QUEUE_LIMIT: '0', SOCIAL_TIMEOUT_MS: '3000' });
    const slow = download(`${site.origin}/hang`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const started = performance.now();
    const busy = await download(`${site.origin}${FIXTURE.ogVideo.path}`);
    expect(busy.status).toBe(503);
    expect(busy.body.message).toBe('The downloader is busy; try again shortly.');
    expect(performance.now() - started).toBeLessThan(1_000);
    expect((await slow).status).toBe(504);
    expect((await download(`${site.origin}${FIXTURE.ogVideo.path}`)).status).toBe(200);
  });

  it('a direct link to a media file is the post, whatever its name and type (a malformed escape used to be a 500)', async () => {
    setEnv({ SOCIAL_EXTRACTOR: 'metadata' });
    const odd = await download(`${site.origin}/media/%E0%A4%A.mkv`);
    expect(odd.status, odd.body.message).toBe(200);
    expect(odd.result).toMatchObject({ title: '%E0%A4%A.mkv', metadata: { source: 'direct', shortcode: '%E0%A4%A' } });
    expect(odd.result.contents).toEqual([{ type: 'video', ext: 'mkv', url: `${site.origin}/media/%E0%A4%A.mkv` }]);
    const bare = await download(`${site.origin}/media/caf%C3%A9`);
    expect(bare.status, bare.body.message).toBe(200);
    expect(bare.result).toMatchObject({ title: 'café' });
    expect(bare.result.contents).toEqual([{ type: 'audio', ext: 'wav', url: `${site.origin}/media/caf%C3%A9` }]);
  });

  it('a redirect to a private address is refused when ALLOW_PRIVATE_URLS is off, on both paths', async () => {
    const target = `http://127.0.0.1:${site.port}${FIXTURE.ogVideo.path}`;
    const url = `${outside.origin}/redirect?to=${encodeURIComponent(target)}`;
    for (const extractor of ['auto', 'metadata']) {
      setEnv({ ALLOW_PRIVATE_URLS: 'false', SOCIAL_EXTRACTOR: extractor });
      socialTestHooks.allowAddresses = ['127.0.0.2'];
      const before = site.hits.get(FIXTURE.ogVideo.path) ?? 0;
      const { status, body } = await download(url);
      expect(status, extractor).toBe(400);
      expect(body.message, extractor).toMatch(/^url: .*127\.0\.0\.1.*loopback and not allowed/);
      expect(site.hits.get(FIXTURE.ogVideo.path) ?? 0, extractor).toBe(before);
    }
    expect(outside.hits.get('/redirect')).toBe(2);
  });

  it('a private URL itself is refused before anything is fetched', async () => {
    setEnv({ ALLOW_PRIVATE_URLS: 'false' });
    const hitsBefore = [...site.hits.values()].reduce((a, b) => a + b, 0);
    const { status, body } = await download(`${site.origin}${FIXTURE.ogVideo.path}`);
    expect(status).toBe(400);
    expect(body.message).toBe('url: private address refused: address 127.0.0.1 is loopback and not allowed');
    const local = await download(`http://localhost:${site.port}${FIXTURE.ogVideo.path}`);
    expect(local.body.message).toMatch(/^url: private address refused: host localhost is this machine/);
    expect([...site.hits.values()].reduce((a, b) => a + b, 0)).toBe(hitsBefore);
  });

  it('a login wall is a 400 saying the post needs a login', async () => {
    setEnv();
    const { status, body } = await download(`${site.origin}/login`);
    expect(status).toBe(400);
    expect(body.message).toMatch(/^url: login-only: /);
  });

  it('a page with nothing to download is a 400 saying it is unsupported', async () => {
    setEnv();
    const { status, body } = await download(`${site.origin}${FIXTURE.plain.path}`);
    expect(status).toBe(400);
    expect(body.message).toMatch(/^url: unsupported: no downloadable media found/);
  });

  it('a host nobody answers on is a 502 saying it is unreachable', async () => {
    setEnv();
    const closed = await startFixtureServer();
    const origin = closed.origin;
    await closed.close();
    const { status, body } = await download(`${origin}${FIXTURE.ogVideo.path}`);
    expect(status).toBe(502);
    expect(body.message).toBe('url: unreachable: could not connect to 127.0.0.1 (ECONNREFUSED)');
  });

  it('bad input is a 400 naming the field and the rule', async () => {
    setEnv();
    const missing = await GET(new Request('http://localhost/api/social/download'));
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { message: string }).message).toMatch(/^url: /);
    const { status, body } = await download('file:///etc/passwd');
    expect(status).toBe(400);
    expect(body.message).toBe('url: must be an http(s) URL');
  });
});
