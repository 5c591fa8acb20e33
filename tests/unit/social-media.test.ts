import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as fileGET } from '@/api/files/[id]/route';
import { GET } from '@/api/social/media/route';
import { resetEnvForTests } from '@/lib/server/env';
import { fixtureMedia } from '@/tests/fixtures/social/media';
import { FIXTURE, startFixtureServer, type FixtureServer } from '@/tests/fixtures/social/server';

/**
 * Saving a media item through the app: GET /api/social/media fetches it with the safe
 * fetcher into the file store, then the platform's /api/files/<id> serves it with byte
 * ranges and the Content-Disposition name.
 */
let site: FixtureServer;
let dataDir: string;

function setEnv(overrides: Record<string, string> = {}) {
  Object.assign(process.env, { ALLOW_PRIVATE_URLS: 'true', LOG_LEVEL: 'silent', DATA_DIR: dataDir, SOCIAL_MEDIA_MAX_BYTES: String(100 * 1024 * 1024) }, overrides);
  resetEnvForTests();
}

const mediaUrl = (query: Record<string, string>) => `http://localhost/api/social/media?${new URLSearchParams(query)}`;
const asJson = { headers: { accept: 'application/json' } };

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'social-media-'));
  site = await startFixtureServer();
  setEnv();
});
afterAll(async () => {
  await site?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('GET /api/social/media', () => {
  it('stores the item and, for the typed client, answers the stored copy', async () => {
    const { clip } = await fixtureMedia();
    const answer = await GET(new Request(mediaUrl({ url: `${site.origin}/media/clip.mp4`, name: 'ana_OGV123_1.mp4' }), asJson));
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as { status: boolean; result: { id: string; url: string; content_type: string; size: number; name: string } };
    expect(body.status).toBe(true);
    expect(body.result).toMatchObject({ url: `/api/files/${body.result.id}`, content_type: 'video/mp4', size: clip.byteLength, name: 'ana_OGV123_1.mp4' });
  });

  it('for a link, redirects to the file with the name; the file answers ranges and Content-Disposition', async () => {
    const { clip } = await fixtureMedia();
    const answer = await GET(new Request(mediaUrl({ url: `${site.origin}/media/clip.mp4`, name: 'ana_OGV123_1.mp4' })));
    expect(answer.status).toBe(302);
    const location = answer.headers.get('location')!;
    expect(location).toMatch(/^\/api\/files\/[a-f0-9]{64}\?download=ana_OGV123_1\.mp4$/);

    const id = location.split('/').pop()!.split('?')[0]!;
    const saved = await fileGET(new Request(`http://localhost${location}`), { params: Promise.resolve({ id }) });
    expect(saved.status).toBe(200);
    expect(saved.headers.get('content-disposition')).toBe('attachment; filename="ana_OGV123_1.mp4"');
    expect(Buffer.from(await saved.arrayBuffer()).equals(clip)).toBe(true);

    const part = await fileGET(new Request(`http://localhost/api/files/${id}`, { headers: { range: 'bytes=100-199' } }), { params: Promise.resolve({ id }) });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${clip.byteLength}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(clip.subarray(100, 200))).toBe(true);

    // The site was asked once: later requests (seeks, the Save click) come from the store.
    expect(site.hits.get('/media/clip.mp4')).toBe(1);
  });

  it('inline (previews) redirects without an attachment; no name gives the URL\'s own', async () => {
    const inline = await GET(new Request(mediaUrl({ url: `${site.origin}/media/a.jpg`, disposition: 'inline' })));
    expect(inline.status).toBe(302);
    expect(inline.headers.get('location')).toMatch(/^\/api\/files\/[a-f0-9]{64}$/);
    const json = await GET(new Request(mediaUrl({ url: `${site.origin}/media/b.jpg` }), asJson));
    expect(((await json.json()) as { result: { name: string; content_type: string } }).result).toMatchObject({ name: 'b.jpg', content_type: 'image/jpeg' });
  });

  it('refuses a web page: our origin never serves someone else\'s HTML', async () => {
    const answer = await GET(new Request(mediaUrl({ url: `${site.origin}${FIXTURE.gallery.path}` }), asJson));
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { message: string }).message).toBe('url: is not a media file (the site answered text/html)');
  });

  it('refuses an item over SOCIAL_MEDIA_MAX_BYTES', async () => {
    setEnv({ SOCIAL_MEDIA_MAX_BYTES: '4096' });
    try {
      const answer = await GET(new Request(mediaUrl({ url: `${site.origin}/media/tone.mp3` }), asJson));
      expect(answer.status).toBe(400);
      expect(((await answer.json()) as { message: string }).message).toBe('url: must be at most 4 KB');
    } finally {
      setEnv();
    }
  });

  it('refuses a private address when ALLOW_PRIVATE_URLS is off', async () => {
    setEnv({ ALLOW_PRIVATE_URLS: 'false' });
    try {
      const before = site.hits.get('/media/photo.png') ?? 0;
      const answer = await GET(new Request(mediaUrl({ url: `${site.origin}/media/photo.png` })));
      expect(answer.status).toBe(400);
      expect(((await answer.json()) as { message: string }).message).toMatch(/^url: address 127\.0\.0\.1 is loopback and not allowed/);
      expect(site.hits.get('/media/photo.png') ?? 0).toBe(before);
    } finally {
      setEnv();
    }
  });

  it('bad input is a 400 naming the field', async () => {
    const badName = await GET(new Request(mediaUrl({ url: `${site.origin}/media/a.jpg`, name: '../x.jpg' })));
    expect(badName.status).toBe(400);
    expect(((await badName.json()) as { message: string }).message).toMatch(/^name: /);
    const noUrl = await GET(new Request('http://localhost/api/social/media'));
    expect(noUrl.status).toBe(400);
  });
});
