import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import { request } from './http';

/**
 * The image enhancer over HTTP against the production build (local engine): real photos
 * in (an upload of the app's own, and data: URLs, in every accepted format), real images
 * out, and 400s naming the field for bad input. (Responsiveness during a 10× upscale is
 * measured by bench/image/responsiveness.ts: timings belong in benchmarks, not tests.)
 */
const photo = (name: string) => readFileSync(path.join(process.cwd(), 'tests/fixtures/image', name));
const dataUrl = (bytes: Buffer, type = 'image/jpeg') => `data:${type};base64,${bytes.toString('base64')}`;
const small = (name: string, side: number) => sharp(photo(name)).resize(side, side, { fit: 'inside' }).jpeg({ quality: 92 }).toBuffer();

async function image(url: string) {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  const bytes = Buffer.from(await response.arrayBuffer());
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  return { type: response.headers.get('content-type'), data, info };
}

async function upload(bytes: Buffer, name: string, type: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  const response = await fetch(`${inject('localUrl')}/api/uploads`, { method: 'POST', body: form });
  expect(response.status).toBe(200);
  return ((await response.json()) as { result: { url: string } }).result.url;
}

describe('image (local mode)', () => {
  it('gfp_superres: exact size from an uploaded photo, with the time measured', async () => {
    const url = await upload(await small('chelsea.jpg', 64), 'cat.jpg', 'image/jpeg'); // 64×43
    const answer = await request('local', 'POST', '/api/image/gfp_superres', { json: { init_image: url, outscale: 3.3 } });
    expect(answer.status, answer.text).toBe(200);
    const result = answer.body.result as { images: string[]; backend_processing_time: number; width: number; height: number; model: string };
    expect(result.backend_processing_time).toBeGreaterThan(0);
    expect([result.width, result.height]).toEqual([211, 142]);
    const out = await image(result.images[0]!);
    expect([out.info.width, out.info.height]).toEqual([211, 142]);
  });

  it('rembg: PNG whose alpha is neither all opaque nor all transparent, from WebP, AVIF and GIF inputs', async () => {
    const base = sharp(await small('astronaut.jpg', 160));
    for (const [format, type] of [
      ['webp', 'image/webp'],
      ['avif', 'image/avif'],
      ['gif', 'image/gif'],
    ] as const) {
      const bytes = await base.clone()[format]().toBuffer();
      const answer = await request('local', 'POST', '/api/image/rembg', { json: { init_image: dataUrl(bytes, type) } });
      expect(answer.status, `${format}: ${answer.text}`).toBe(200);
      const out = await image((answer.body.result as { images: string[] }).images[0]!);
      expect(out.type).toBe('image/png');
      expect(out.info.channels).toBe(4);
      let opaque = 0;
      let clear = 0;
      for (let i = 3; i < out.data.length; i += 4) {
        if (out.data[i] === 255) opaque++;
        if (out.data[i] === 0) clear++;
      }
      expect(opaque, format).toBeGreaterThan(1000);
      expect(clear, format).toBeGreaterThan(1000);
    }
  });

  it('unblur: twice the size, the pipeline applied with defaults filled in', async () => {
    const answer = await request('local', 'POST', '/api/image/unblur', {
      json: { init_image: dataUrl(await small('astronaut.jpg', 120)), pipeline: { bokeh: 'background_blur_medium', background_enhance: 'upsampler-bicubic' } },
    });
    expect(answer.status, answer.text).toBe(200);
    const result = answer.body.result as { images: string[]; pipeline: Record<string, string>; width: number; height: number; faces: number };
    expect(result.pipeline).toEqual({
      bokeh: 'background_blur_medium',
      color_enhance: 'prism-blend',
      background_enhance: 'upsampler-bicubic',
      face_lifting: 'pinko_bigger_dataset-style',
      face_enhance: 'recommender_entire_dataset',
    });
    const out = await image(result.images[0]!);
    expect([out.info.width, out.info.height]).toEqual([240, 240]);
  });

  it('colorize: a black-and-white photo comes back in colour; a colour one is made grey first and the result says so', async () => {
    const grey = await request('local', 'POST', '/api/image/colorize', { json: { init_image: dataUrl(await small('camera.jpg', 200)) } });
    expect(grey.status, grey.text).toBe(200);
    const result = grey.body.result as { images: string[]; converted_to_greyscale: boolean; note: string };
    expect(result.converted_to_greyscale).toBe(false);
    const out = await image(result.images[0]!);
    let chroma = 0;
    const c = out.info.channels;
    for (let i = 0; i < out.data.length; i += c) chroma += Math.max(out.data[i]!, out.data[i + 1]!, out.data[i + 2]!) - Math.min(out.data[i]!, out.data[i + 1]!, out.data[i + 2]!);
    expect(chroma / (out.info.width * out.info.height)).toBeGreaterThan(6);

    const colour = await request('local', 'POST', '/api/image/colorize', { json: { init_image: dataUrl(await small('coffee.jpg', 160)) } });
    expect(colour.status, colour.text).toBe(200);
    expect(colour.body.message).toBe('success');
    expect(colour.body.result).toMatchObject({ converted_to_greyscale: true, note: expect.stringContaining('converted to greyscale first') });
  });

  it('answers corrupt, non-image and oversize inputs with a 400 naming the field', async () => {
    const truncated = (await small('coffee.jpg', 200)).subarray(0, 3000);
    const cases: Array<[string, unknown, string]> = [
      ['/api/image/rembg', { init_image: dataUrl(Buffer.from('definitely not an image'), 'image/png') }, 'init_image: is not a readable image'],
      ['/api/image/unblur', { init_image: dataUrl(truncated) }, 'init_image: could not be decoded'],
      ['/api/image/colorize', { init_image: dataUrl(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml') }, 'init_image:'],
      ['/api/image/gfp_superres', { init_image: dataUrl(await sharp({ create: { width: 1200, height: 1000, channels: 3, background: '#777' } }).png().toBuffer(), 'image/png') }, 'init_image: is 1200×1000'],
      ['/api/image/gfp_superres', { init_image: dataUrl(await sharp({ create: { width: 800, height: 800, channels: 3, background: '#777' } }).png().toBuffer(), 'image/png'), outscale: 9 }, 'outscale: '],
      ['/api/image/gfp_superres', { init_image: 'data:image/png;base64,AAAA', outscale: 12 }, 'outscale: must be between 1 and 10'],
      ['/api/image/rembg', { init_image: 'data:image/png;base64,AAAA', background_color: 'green' }, 'background_color: must be a colour'],
    ];
    for (const [path, json, message] of cases) {
      const answer = await request('local', 'POST', path, { json });
      expect(answer.status, `${path} ${message}: ${answer.text}`).toBe(400);
      expect(answer.body.status).toBe(false);
      expect(answer.body.message).toContain(message);
      expect(answer.body.result).toEqual({});
    }
  });

  it('runs the same photo with the same settings once while it is in progress, and a caller who leaves does not cancel it for the others', async () => {
    const url = await upload(await small('coffee.jpg', 200), 'coffee.jpg', 'image/jpeg');
    const joins = () => readFileSync(inject('localLog'), 'utf8').split('\n').filter((line) => line.includes('the same operation on the same file is running')).length;
    const before = joins();
    const body = { init_image: url, outscale: 4 };
    // The first caller starts the run (some seconds here), two more join it, then the first leaves.
    const leaving = new AbortController();
    const left = fetch(`${inject('localUrl')}/api/image/gfp_superres`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), signal: leaving.signal });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const staying = [request('local', 'POST', '/api/image/gfp_superres', { json: body }), request('local', 'POST', '/api/image/gfp_superres', { json: body })];
    const other = request('local', 'POST', '/api/image/gfp_superres', { json: { ...body, outscale: 2 } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    leaving.abort();
    await expect(left).rejects.toThrow();
    const answers = await Promise.all(staying);
    for (const answer of answers) expect(answer.status, answer.text).toBe(200);
    const [first, second] = answers.map((answer) => answer.body.result as { images: string[]; width: number });
    expect(first!.images[0]).toBe(second!.images[0]);
    expect(first!.width).toBe(800);
    expect((await image(first!.images[0]!)).info.width).toBe(800);
    // Both joined the first caller's run, which went on without it.
    expect(joins() - before).toBe(2);
    // Other settings are other work.
    const otherAnswer = await other;
    expect(otherAnswer.status, otherAnswer.text).toBe(200);
    expect((otherAnswer.body.result as { width: number }).width).toBe(400);
  });

  it('stops the work of a client that goes away, and keeps serving', async () => {
    const controller = new AbortController();
    const body = JSON.stringify({ init_image: dataUrl(await small('coffee.jpg', 300)), outscale: 10 });
    const abandoned = fetch(`${inject('localUrl')}/api/image/gfp_superres`, { method: 'POST', headers: { 'content-type': 'application/json' }, body, signal: controller.signal });
    setTimeout(() => controller.abort(), 1500);
    await expect(abandoned).rejects.toThrow();
    // The worker stops between tiles (it is never killed mid-inference, which would take the
    // process down); the next operation runs normally.
    const next = await request('local', 'POST', '/api/image/rembg', { json: { init_image: dataUrl(await small('astronaut.jpg', 96)), output: 'mask' } });
    expect(next.status, next.text).toBe(200);
    expect((await request('local', 'GET', '/api/health')).status).toBe(200);
  });
});
