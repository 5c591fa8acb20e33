import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import http from 'node:http';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';

/**
 * Uploads and file serving over real HTTP against the production build: what Next's
 * router and the proxy do to odd paths is part of what is tested here.
 */
const base = () => inject('localUrl');
let wav: Buffer;

beforeAll(() => {
  const out = path.join(mkdtempSync(path.join(os.tmpdir(), 'prism-files-api-')), 'tone.wav');
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'sine=d=0.3', out]);
  wav = readFileSync(out);
});

/** A GET with the path sent exactly as written (no client-side dot-segment folding). */
function rawGet(rawPath: string): Promise<{ status: number; body: string; type: string }> {
  const url = new URL(base());
  return new Promise((resolve, reject) => {
    const request = http.request({ host: url.hostname, port: url.port, path: rawPath, method: 'GET' }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), type: String(response.headers['content-type']) }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

async function uploadForm(bytes: Uint8Array, name: string, type: string, query = '') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  const response = await fetch(`${base()}/api/uploads${query}`, { method: 'POST', body: form });
  return { status: response.status, body: await response.json() };
}

describe('POST /api/uploads and GET /api/files/<id> (production build)', () => {
  let id: string;

  it('stores an upload and serves it back byte for byte', async () => {
    const answer = await uploadForm(wav, 'tone.wav', 'audio/wav');
    expect(answer.status).toBe(200);
    expect(answer.body.result).toMatchObject({ content_type: 'audio/wav', size: wav.byteLength });
    id = answer.body.result.id;
    const response = await fetch(answer.body.result.url.replace(/^https?:\/\/[^/]+/, base()));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/wav');
    expect(response.headers.get('etag')).toBe(`"${id}"`);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await response.arrayBuffer()).equals(wav)).toBe(true);
  });

  it("keeps a file's non-ASCII name as the browser sent it (UTF-8), for the download's disposition", async () => {
    // A distinct body, so the content-addressed store keeps this name rather than an earlier one.
    const answer = await uploadForm(Buffer.concat([wav, Buffer.from([1])]), 'Chanson d’été.wav', 'audio/wav');
    expect(answer.status).toBe(200);
    const download = await fetch(`${base()}/api/files/${answer.body.result.id}?download=1`);
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="Chanson d__t_.wav"; filename*=UTF-8''Chanson%20d%E2%80%99%C3%A9t%C3%A9.wav`);
  });

  it('keeps a name with quotes and a line break as the user gave it, not as the form escaped it (%22, %0A)', async () => {
    // FormData, as browsers do, sends '"' and LF in filename="…" as %22 and %0A.
    const answer = await uploadForm(Buffer.concat([wav, Buffer.from([2])]), 'Mum "at" the\nparty 100%.wav', 'audio/wav');
    expect(answer.status).toBe(200);
    const download = await fetch(`${base()}/api/files/${answer.body.result.id}?download=1`);
    // Quotes are dropped and the line break becomes a space (sanitiseFileName); '%' is kept.
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="Mum at the party 100_.wav"; filename*=UTF-8''Mum%20at%20the%20party%20100%25.wav`);
  });

  it('refuses a form with two files, naming the rule, and keeps neither', async () => {
    const first = Buffer.concat([wav, Buffer.from('first of two')]);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(first)], { type: 'audio/wav' }), 'one.wav');
    form.append('file', new Blob([new Uint8Array(wav)], { type: 'audio/wav' }), 'two.wav');
    const response = await fetch(`${base()}/api/uploads`, { method: 'POST', body: form });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'invalid_input', message: 'file: one file per upload; send each file in its own request' });
    const id = createHash('sha256').update(first).digest('hex');
    expect((await fetch(`${base()}/api/files/${id}`)).status).toBe(404);
  });

  it('refuses a shell script renamed .png with a 415 envelope', async () => {
    const answer = await uploadForm(Buffer.from('#!/bin/sh\necho owned\n'), 'photo.png', 'image/png');
    expect(answer.status).toBe(415);
    expect(answer.body.status).toBe(false);
    expect(answer.body.message).toMatch(/^file: must be an image/);
  });

  it('with ?accept=image, refuses audio renamed .png and names only the image formats; keeps nothing', async () => {
    const sound = Buffer.concat([wav, Buffer.from('renamed')]);
    const audio = await uploadForm(sound, 'photo.png', 'image/png', '?accept=image');
    // It was stored as audio for the image page, and refusals there listed the audio formats.
    expect(audio.status).toBe(415);
    expect(audio.body).toMatchObject({ code: 'unsupported_media_type', message: 'file: must be an image (JPEG, PNG, WebP, AVIF, GIF); the bytes are audio/wav' });
    expect((await fetch(`${base()}/api/files/${createHash('sha256').update(sound).digest('hex')}`)).status).toBe(404);
    const text = await uploadForm(Buffer.from('not a picture at all'), 'photo.png', 'image/png', '?accept=image');
    expect(text.body.message).toBe('file: must be an image (JPEG, PNG, WebP, AVIF, GIF); the bytes are not a known image or audio format');
    const unknown = await uploadForm(wav, 'tone.wav', 'audio/wav', '?accept=video');
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ code: 'invalid_input', message: 'accept: must be image or audio' });
    expect((await uploadForm(wav, 'tone.wav', 'audio/wav', '?accept=audio')).status).toBe(200);
  });

  it('answers 304, 206 with Content-Range, 416, and a download disposition', async () => {
    expect((await fetch(`${base()}/api/files/${id}`, { headers: { 'if-none-match': `"${id}"` } })).status).toBe(304);
    const part = await fetch(`${base()}/api/files/${id}`, { headers: { range: 'bytes=44-143' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 44-143/${wav.byteLength}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(wav.subarray(44, 144))).toBe(true);
    const outside = await fetch(`${base()}/api/files/${id}`, { headers: { range: `bytes=${wav.byteLength}-` } });
    expect(outside.status).toBe(416);
    expect(outside.headers.get('content-range')).toBe(`bytes */${wav.byteLength}`);
    const download = await fetch(`${base()}/api/files/${id}?download=${encodeURIComponent('été.wav')}`);
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="_t_.wav"; filename*=UTF-8''%C3%A9t%C3%A9.wav`);
  });

  it.each([
    '/api/files/..%2f..%2fetc%2fpasswd',
    '/api/files/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '/api/files/%252e%252e%252fetc%252fpasswd',
    '/api/files/..%5c..%5cetc%5cpasswd',
    '/api/files/..%2f..%2f..%2f..%2f..%2f..%2fetc%2fpasswd',
  ])('%s is a 404 envelope', async (rawPath) => {
    const answer = await rawGet(rawPath);
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.body)).toEqual({ status: false, message: 'No file with that id.', code: 'not_found', result: {}, request_id: expect.any(String) });
  });

  it.each(['/api/files/../../etc/passwd', '/api/files/%2e%2e/%2e%2e/etc/passwd', '/api/files/./../../../../etc/passwd'])(
    '%s names no resource: a 404 envelope that reads nothing',
    async (rawPath) => {
      const answer = await rawGet(rawPath);
      expect(answer.status).toBe(404);
      expect(answer.type).toBe('application/json');
      expect(JSON.parse(answer.body)).toMatchObject({ status: false, message: expect.stringMatching(/^No endpoint at /) });
    },
  );

  it('answers 405 envelopes for the wrong method', async () => {
    const post = await fetch(`${base()}/api/files/${id}`, { method: 'POST' });
    expect(post.status).toBe(405);
    expect((await post.json()).message).toMatch(/use GET/);
    const get = await fetch(`${base()}/api/uploads`);
    expect(get.status).toBe(405);
  });
});
