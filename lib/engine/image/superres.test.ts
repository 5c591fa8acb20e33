import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { psnr } from '@/bench/image/metrics';
import { decodeImage } from '../vision/image-io';
import { runImageTask } from './run-task';
import { nativeScaleFor, outputSize, superResolve, upscaleNative } from './superres';
import { fixtureImage, smallFixture } from './test-support/fixtures';

describe('super-resolution', () => {
  it('gives exactly round(size × outscale) for any outscale from 1 to 10', async () => {
    const image = await decodeImage(await smallFixture('chelsea.jpg', 37)); // 37×24
    for (const outscale of [1, 1.5, 2.37, 3, 4, 5.5, 10]) {
      const result = await superResolve(image, outscale, { model: 'medium' });
      const expected = outputSize(image.width, image.height, outscale);
      expect([result.width, result.height], `outscale ${outscale}`).toEqual([Math.round(image.width * outscale), Math.round(image.height * outscale)]);
      expect([result.width, result.height]).toEqual([expected.width, expected.height]);
      expect(result.data.length).toBe(result.width * result.height * 4);
      expect(result.nativeScale).toBe(nativeScaleFor(outscale));
    }
  });

  it('joins tiles without seams', async () => {
    const image = await decodeImage(await smallFixture('astronaut.jpg', 80));
    const whole = await upscaleNative(image, 2, { model: 'medium', tileCore: 80 });
    const tiled = await upscaleNative(image, 2, { model: 'medium', tileCore: 24 });
    let worst = 0;
    for (let i = 0; i < whole.rgb.length; i++) worst = Math.max(worst, Math.abs(whole.rgb[i]! - tiled.rgb[i]!));
    expect(worst).toBeLessThanOrEqual(2);
  });

  it('restores detail that Lanczos cannot (PSNR at 4× on a real photo)', async () => {
    const photo = await fixtureImage('chelsea.jpg');
    const w = 448;
    const h = 300;
    const truth = await sharp(Buffer.from(photo.data), { raw: { width: photo.width, height: photo.height, channels: 4 } }).extract({ left: 0, top: 0, width: w, height: h }).raw().toBuffer();
    const low = await sharp(truth, { raw: { width: w, height: h, channels: 4 } }).resize(w / 4, h / 4, { kernel: 'cubic' }).raw().toBuffer();
    const lanczos = await sharp(low, { raw: { width: w / 4, height: h / 4, channels: 4 } }).resize(w, h, { kernel: 'lanczos3' }).raw().toBuffer();
    const sr = await superResolve({ data: new Uint8Array(low), width: w / 4, height: h / 4 }, 4);
    expect(sr.model).toBe('thick');
    expect(psnr(truth, sr.data, w, h, 4)).toBeGreaterThan(psnr(truth, lanczos, w, h, 4) + 0.5);
  });

  it('refuses inputs and outputs over the documented limits, and non-images, as input errors', async () => {
    const big = new Uint8Array(await sharp({ create: { width: 1100, height: 1000, channels: 3, background: '#808080' } }).png().toBuffer());
    expect(await runImageTask({ op: 'superres', bytes: big, outscale: 2 })).toMatchObject({ ok: false, error: { field: 'init_image', message: expect.stringMatching(/at most 1\.0 MP/) } });
    const wide = new Uint8Array(await sharp({ create: { width: 900, height: 900, channels: 3, background: '#808080' } }).png().toBuffer());
    expect(await runImageTask({ op: 'superres', bytes: wide, outscale: 7 })).toMatchObject({ ok: false, error: { field: 'outscale', message: expect.stringMatching(/at most 36\.0 MP/) } });
    expect(await runImageTask({ op: 'superres', bytes: new TextEncoder().encode('not an image'), outscale: 2 })).toMatchObject({ ok: false, error: { field: 'init_image' } });
  });

  it('returns an encoded image of the exact size through the task runner', async () => {
    const bytes = await smallFixture('coffee.jpg', 60);
    const result = await runImageTask({ op: 'superres', bytes, outscale: 2.5 });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const meta = await sharp(result.output.bytes).metadata();
    expect(meta.format).toBe('png');
    expect([meta.width, meta.height]).toEqual([150, 100]);
    expect(result.output.meta.model).toBe('upscalerjs/esrgan-thick-x3');
  });
});

describe('cancellation', () => {
  it('stops a running upscale between tiles when the shared flag is raised', async () => {
    const { createCancelFlag, OperationCancelled, setCancelFlag } = await import('../vision/cancel');
    const image = await decodeImage(await smallFixture('coffee.jpg', 96));
    const { shared, cancel } = createCancelFlag();
    setCancelFlag(shared);
    // Tiles of 16 pixels: 6 × 4 of them. The flag goes up once the first is done.
    const done: number[] = [];
    try {
      await expect(
        upscaleNative(image, 2, {
          model: 'thick',
          tileCore: 16,
          onProgress: (fraction) => {
            done.push(fraction);
            cancel();
          },
        }),
      ).rejects.toBeInstanceOf(OperationCancelled);
    } finally {
      setCancelFlag(undefined);
    }
    // Checked before the second tile (a wall-clock bound here once failed on a loaded machine).
    expect(done).toEqual([1 / 24]);
  });

  it('a task cancelled through the runner answers cancelled, and the thread runs the next one', async () => {
    const { createCancelFlag } = await import('../vision/cancel');
    const bytes = await smallFixture('coffee.jpg', 400);
    const { shared, cancel } = createCancelFlag();
    const running = runImageTask({ op: 'superres', bytes, outscale: 2, model: 'thick', cancel: shared });
    setTimeout(cancel, 300);
    // Not cancelled, the whole thick upscale of a 400×267 photo answers ok.
    expect(await running).toMatchObject({ ok: false, cancelled: true, error: { field: 'request' } });
    expect((await runImageTask({ op: 'superres', bytes: await smallFixture('coffee.jpg', 40), outscale: 2 })).ok).toBe(true);
  });
});
