import { createHash } from 'node:crypto';
import { promises as fs, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DeleteObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv, resetEnvForTests } from '@/lib/server/env';
import { ApiError } from '@/lib/server/errors';
import { putFile, putFileStream, readStoredFile, statStoredFile } from '@/lib/server/files';
import { fileStore, verifyFileStore } from '@/lib/server/files/active-store';
import { serveFile } from '@/lib/server/files/serve';
import { S3RVER_KEY, S3RVER_SECRET, startS3Server, type S3Server } from '../support/s3-server';

/**
 * The file store on an S3-protocol server (s3rver from npm, a real HTTP server speaking the
 * protocol) through the official AWS SDK: the same interface as the disk store, multipart
 * streams, ranges, presigned reads, retention, and the faults (server down, wrong
 * credentials, an object gone from under its record).
 */
const PORT = Number(process.env.S3_TEST_PORT ?? 3431);
const VARS = ['FILE_STORE', 'S3_BUCKET', 'S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE', 'S3_PUBLIC_READS', 'DATA_DIR'];
const work = mkdtempSync(path.join(os.tmpdir(), 'prism-files-s3-'));
let server: S3Server;
let s3: S3Client;

function configure(overrides: Record<string, string> = {}) {
  Object.assign(process.env, {
    DATA_DIR: work,
    FILE_STORE: 's3',
    S3_BUCKET: server.bucket,
    S3_ENDPOINT: server.url,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: S3RVER_KEY,
    S3_SECRET_ACCESS_KEY: S3RVER_SECRET,
    S3_FORCE_PATH_STYLE: 'true',
    S3_PUBLIC_READS: 'stream',
    ...overrides,
  });
  resetEnvForTests();
}

async function keys(prefix: string): Promise<string[]> {
  const listed = await s3.send(new ListObjectsV2Command({ Bucket: server.bucket, Prefix: prefix }));
  return (listed.Contents ?? []).map((object) => object.Key!);
}

async function serve(id: string, headers: Record<string, string> = {}, query = '', method = 'GET'): Promise<Response> {
  try {
    return await serveFile(new Request(`http://studio.test/api/files/${id}${query}`, { method, headers }), id);
  } catch (error) {
    if (error instanceof ApiError) return Response.json({ code: error.code, message: error.message }, { status: error.status });
    throw error;
  }
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

function* chunksOf(bytes: Buffer, size: number) {
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}

beforeAll(async () => {
  server = await startS3Server(PORT);
  s3 = new S3Client({
    endpoint: server.url,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: S3RVER_KEY, secretAccessKey: S3RVER_SECRET },
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });
  configure();
});

afterAll(async () => {
  s3?.destroy();
  await server?.close();
  for (const name of VARS) delete process.env[name];
  resetEnvForTests();
  await fs.rm(work, { recursive: true, force: true });
});

describe('FILE_STORE=s3', () => {
  it('stores and reads back bytes with their type, kind and a non-ASCII name', async () => {
    const bytes = Buffer.from('a result stored in the bucket');
    const file = await putFile(bytes, { contentType: 'text/plain', name: 'Chanson d’été.txt', kind: 'result' });
    expect(file.id).toBe(sha256(bytes));
    expect(await keys(`files/${file.id}`)).toEqual([`files/${file.id}`]);
    const read = await readStoredFile(file.id);
    expect(read?.bytes.equals(bytes)).toBe(true);
    expect(read?.file).toMatchObject({ contentType: 'text/plain', name: 'Chanson d’été.txt', kind: 'result', size: bytes.byteLength });
    // Stored again without a name: the first name stays, like on disk.
    await putFile(bytes, { contentType: 'text/plain', kind: 'result' });
    expect((await statStoredFile(file.id))?.file.name).toBe('Chanson d’été.txt');
  });

  it('streams a 20 MB body up in parts, addressed by its hash, with no staging object left', async () => {
    const bytes = Buffer.alloc(20 * 1024 * 1024);
    for (let i = 0; i < bytes.length; i += 4096) bytes.writeUInt32LE(i, i);
    const file = await putFileStream(chunksOf(bytes, 64 * 1024), { contentType: 'video/mp4', kind: 'result', maxBytes: 32 * 1024 * 1024, tooLarge: () => new Error('too large') });
    expect(file.id).toBe(sha256(bytes));
    expect(file.size).toBe(bytes.byteLength);
    expect((await readStoredFile(file.id))?.bytes.equals(bytes)).toBe(true);
    expect(await keys('incoming/')).toEqual([]);
  });

  it('stops a stream past its limit and leaves no object behind', async () => {
    const before = await keys('files/');
    const bytes = Buffer.alloc(12 * 1024 * 1024, 1);
    const tooLarge = () => new ApiError('payload_too_large', 'file: must be at most 10 MB');
    await expect(putFileStream(chunksOf(bytes, 256 * 1024), { contentType: 'video/mp4', maxBytes: 10 * 1024 * 1024, tooLarge })).rejects.toMatchObject({ code: 'payload_too_large' });
    expect(await keys('files/')).toEqual(before);
    expect(await keys('incoming/')).toEqual([]);
  });

  it('serves /api/files/<id> from the bucket: type, ETag, 304, ranges, 416, HEAD, download name', async () => {
    const bytes = Buffer.from(Array.from({ length: 5000 }, (_, i) => i % 251));
    const file = await putFile(bytes, { contentType: 'audio/wav', name: 'take 1.wav', kind: 'result' });
    const whole = await serve(file.id);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('audio/wav');
    expect(whole.headers.get('etag')).toBe(`"${file.id}"`);
    expect(whole.headers.get('cache-control')).toContain('immutable');
    expect(Buffer.from(await whole.arrayBuffer()).equals(bytes)).toBe(true);

    const ranged = await serve(file.id, { range: 'bytes=1000-1999' });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toBe('bytes 1000-1999/5000');
    expect(Buffer.from(await ranged.arrayBuffer()).equals(bytes.subarray(1000, 2000))).toBe(true);
    const suffix = await serve(file.id, { range: 'bytes=-10' });
    expect(Buffer.from(await suffix.arrayBuffer()).equals(bytes.subarray(4990))).toBe(true);

    expect((await serve(file.id, { range: 'bytes=9000-' })).status).toBe(416);
    expect((await serve(file.id, { 'if-none-match': `"${file.id}"` })).status).toBe(304);
    const head = await serve(file.id, {}, '', 'HEAD');
    expect(head.headers.get('content-length')).toBe('5000');
    expect((await serve(file.id, {}, '?download=1')).headers.get('content-disposition')).toBe('attachment; filename="take 1.wav"');
  });

  it('answers 404 for an id whose object is gone, and for anything that is not an id', async () => {
    const file = await putFile(Buffer.from('about to vanish'), { contentType: 'text/plain' });
    await s3.send(new DeleteObjectCommand({ Bucket: server.bucket, Key: `files/${file.id}` }));
    const gone = await serve(file.id);
    expect(gone.status).toBe(404);
    expect(await gone.json()).toMatchObject({ code: 'not_found' });
    expect(await readStoredFile(file.id)).toBeNull();
    expect((await serve('..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
  });

  it('redirects to a short-lived presigned URL with S3_PUBLIC_READS=presign, which serves ranges and the name', async () => {
    configure({ S3_PUBLIC_READS: 'presign' });
    try {
      const bytes = Buffer.from('presigned bytes, read straight from the bucket');
      const file = await putFile(bytes, { contentType: 'text/plain', name: 'notes.txt' });
      const redirect = await serve(file.id, {}, '?download=1');
      expect(redirect.status).toBe(307);
      expect(redirect.headers.get('cache-control')).toBe('private, no-store');
      const location = redirect.headers.get('location')!;
      expect(location).toMatch(new RegExp(`^${server.url}/${server.bucket}/files/${file.id}\\?.*X-Amz-Expires=300`));
      const direct = await fetch(location, { headers: { range: 'bytes=0-8' } });
      expect(direct.status).toBe(206);
      expect(await direct.text()).toBe('presigned');
      expect(direct.headers.get('content-disposition')).toBe('attachment; filename="notes.txt"');
      expect(direct.headers.get('content-type')).toBe('text/plain');
    } finally {
      configure();
    }
  });

  it('sweeps files past their retention unless referenced, and stale staging objects', async () => {
    const oldResult = await putFile(Buffer.from('swept result'), { contentType: 'text/plain', kind: 'result' });
    const referenced = await putFile(Buffer.from('result a job still names'), { contentType: 'text/plain', kind: 'result' });
    const upload = await putFile(Buffer.from('an upload kept forever'), { contentType: 'text/plain', kind: 'upload' });
    // Ten days from now, every object is ten days old (LastModified cannot be set back).
    const now = Date.now() + 10 * 24 * 60 * 60 * 1000;
    const report = await fileStore().sweep({ policy: { resultDays: 7, uploadDays: 0 }, isReferenced: (id) => id === referenced.id, now });
    expect(report.removedIds).toContain(oldResult.id);
    expect(report.removedIds).not.toContain(referenced.id);
    expect(report.removedIds).not.toContain(upload.id);
    expect(await readStoredFile(oldResult.id)).toBeNull();
    expect(await readStoredFile(referenced.id)).not.toBeNull();
    expect(await readStoredFile(upload.id)).not.toBeNull();
    expect(report.kept).toBeGreaterThanOrEqual(1);
  });

  it('is a 503 `unavailable` naming the file store while the server is down, and recovers', async () => {
    await server.stop();
    try {
      const failure = await putFile(Buffer.from('while down'), { contentType: 'text/plain' }).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ApiError);
      expect(failure).toMatchObject({ code: 'unavailable', status: 503 });
      expect((failure as Error).message).toMatch(/file store/);
      expect((await serve('a'.repeat(64))).status).toBe(503);
      await expect(fileStore().check()).rejects.toThrow();
    } finally {
      await server.start();
    }
    expect((await putFile(Buffer.from('after'), { contentType: 'text/plain' })).id).toBe(sha256(Buffer.from('after')));
  });

  it('refuses to start with wrong credentials or an unknown bucket, naming the variable', async () => {
    // s3rver checks the access key id but does not verify SigV4 signatures, so the wrong
    // credential here is the key id (AWS, MinIO, R2, Garage refuse a wrong secret the same way).
    configure({ S3_ACCESS_KEY_ID: 'WRONGKEY' });
    await expect(verifyFileStore()).rejects.toThrow(/^S3_ACCESS_KEY_ID \/ S3_SECRET_ACCESS_KEY: the file store refused these credentials/);
    configure({ S3_BUCKET: 'no-such-bucket' });
    await expect(verifyFileStore()).rejects.toThrow(/^S3_BUCKET: the file store has no bucket named no-such-bucket/);
    configure({ S3_ENDPOINT: 'http://127.0.0.1:3439' });
    await expect(verifyFileStore()).rejects.toThrow(/^S3_ENDPOINT: the file store at http:\/\/127.0.0.1:3439 could not be reached/);
    configure();
    await expect(verifyFileStore()).resolves.toBeUndefined();
  });

  it('validates the configuration: a bucket is required, and the key pair goes together', () => {
    expect(() => parseEnv({ FILE_STORE: 's3' })).toThrow(/S3_BUCKET: is required when FILE_STORE=s3/);
    expect(() => parseEnv({ FILE_STORE: 's3', S3_BUCKET: 'prism', S3_ACCESS_KEY_ID: 'AKIA' })).toThrow(/S3_SECRET_ACCESS_KEY: must be set together/);
    expect(() => parseEnv({ FILE_STORE: 'gcs' })).toThrow(/FILE_STORE: must be disk or s3/);
    expect(parseEnv({ FILE_STORE: 's3', S3_BUCKET: 'prism' }).S3_REGION).toBe('us-east-1');
  });
});
