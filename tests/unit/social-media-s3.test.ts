import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as fileGET } from '@/api/files/[id]/route';
import { GET } from '@/api/social/media/route';
import { resetEnvForTests } from '@/lib/server/env';
import { fixtureMedia } from '@/tests/fixtures/social/media';
import { FIXTURE, startFixtureServer, type FixtureServer } from '@/tests/fixtures/social/server';
import { S3RVER_KEY, S3RVER_SECRET, startS3Server, type S3Server } from '../support/s3-server';

/**
 * The downloader with FILE_STORE=s3: a saved item streams from the site into the bucket
 * (no staging object left), is served back with ranges, and a refused page leaves nothing.
 */
const PORT = Number(process.env.S3_TEST_PORT_SOCIAL ?? 3432);
const VARS = ['ALLOW_PRIVATE_URLS', 'DATA_DIR', 'SOCIAL_MEDIA_MAX_BYTES', 'FILE_STORE', 'S3_BUCKET', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'];
let site: FixtureServer;
let server: S3Server;
let s3: S3Client;
let dataDir: string;

const keys = async (Prefix: string) => ((await s3.send(new ListObjectsV2Command({ Bucket: server.bucket, Prefix }))).Contents ?? []).map((o) => o.Key!);
const mediaUrl = (query: Record<string, string>) => `http://localhost/api/social/media?${new URLSearchParams(query)}`;
const asJson = { headers: { accept: 'application/json' } };

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'social-media-s3-'));
  [site, server] = await Promise.all([startFixtureServer(), startS3Server(PORT)]);
  s3 = new S3Client({ endpoint: server.url, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: S3RVER_KEY, secretAccessKey: S3RVER_SECRET } });
  Object.assign(process.env, {
    ALLOW_PRIVATE_URLS: 'true',
    DATA_DIR: dataDir,
    SOCIAL_MEDIA_MAX_BYTES: String(100 * 1024 * 1024),
    FILE_STORE: 's3',
    S3_BUCKET: server.bucket,
    S3_ENDPOINT: server.url,
    S3_ACCESS_KEY_ID: S3RVER_KEY,
    S3_SECRET_ACCESS_KEY: S3RVER_SECRET,
    S3_FORCE_PATH_STYLE: 'true',
  });
  resetEnvForTests();
});

afterAll(async () => {
  for (const name of VARS) delete process.env[name];
  resetEnvForTests();
  s3?.destroy();
  await Promise.all([site?.close(), server?.close()]);
  await rm(dataDir, { recursive: true, force: true });
});

describe('GET /api/social/media with FILE_STORE=s3', () => {
  it('streams the item into the bucket and serves it back with ranges', async () => {
    const { clip } = await fixtureMedia();
    const answer = await GET(new Request(mediaUrl({ url: `${site.origin}/media/clip.mp4`, name: 'clip.mp4' }), asJson));
    expect(answer.status).toBe(200);
    const { result } = (await answer.json()) as { result: { id: string; size: number; content_type: string } };
    expect(result).toMatchObject({ size: clip.byteLength, content_type: 'video/mp4' });
    expect(await keys('files/')).toContain(`files/${result.id}`);
    expect(await keys('incoming/')).toEqual([]);
    const part = await fileGET(new Request(`http://localhost/api/files/${result.id}`, { headers: { range: 'bytes=100-199' } }), { params: Promise.resolve({ id: result.id }) });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer()).equals(clip.subarray(100, 200))).toBe(true);
  });

  it('refuses a web page before storing anything', async () => {
    const before = await keys('');
    const answer = await GET(new Request(mediaUrl({ url: `${site.origin}${FIXTURE.gallery.path}` }), asJson));
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { message: string }).message).toBe('url: is not a media file (the site answered text/html)');
    expect(await keys('')).toEqual(before);
  });
});
