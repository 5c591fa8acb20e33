import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp, { type CreateRaw } from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodeImage, encodeGreyPng, encodeImage, ImageInputError, isImageInputError, probeImage } from './image-io';

const fixture = (name: string) => readFileSync(path.join(process.cwd(), 'tests/fixtures/image', name));

async function reencode(format: 'png' | 'webp' | 'avif' | 'gif' | 'jpeg'): Promise<Buffer> {
  return sharp(fixture('chelsea.jpg'))[format]().toBuffer();
}

describe('decodeImage', () => {
  it.each(['jpeg', 'png', 'webp', 'avif', 'gif'] as const)('decodes %s to RGBA of the right size', async (format) => {
    const image = await decodeImage(await reencode(format));
    expect(image.format).toBe(format);
    expect([image.width, image.height]).toEqual([451, 300]);
    expect(image.data.length).toBe(451 * 300 * 4);
    // A real photo: not a flat colour, and opaque.
    let sum = 0;
    let alphaMin = 255;
    for (let i = 0; i < image.data.length; i += 4) {
      sum += image.data[i]!;
      alphaMin = Math.min(alphaMin, image.data[i + 3]!);
    }
    expect(sum / (451 * 300)).toBeGreaterThan(30);
    expect(alphaMin).toBe(255);
  });

  it('takes the first frame of an animated GIF', async () => {
    const frame = (r: number, g: number, b: number) => sharp({ create: { width: 20, height: 10, channels: 3, background: { r, g, b } } }).raw().toBuffer();
    const frames = Buffer.concat([await frame(255, 0, 0), await frame(0, 0, 255)]);
    const gif = await sharp(frames, { raw: { width: 20, height: 20, channels: 3, pageHeight: 10 } as CreateRaw }).gif().toBuffer();
    const image = await decodeImage(gif);
    expect([image.width, image.height]).toEqual([20, 10]);
    expect(image.data[0]).toBeGreaterThan(200);
    expect(image.data[2]).toBeLessThan(50);
  });

  it('applies the EXIF orientation', async () => {
    // A 40×20 image stored landscape with orientation 6 (rotate 90° clockwise to view).
    const raw = Buffer.alloc(40 * 20 * 3);
    for (let y = 0; y < 20; y++) for (let x = 0; x < 40; x++) raw.set(x < 20 ? [255, 0, 0] : [0, 0, 255], (y * 40 + x) * 3);
    const jpeg = await sharp(raw, { raw: { width: 40, height: 20, channels: 3 } }).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    const probe = await probeImage(jpeg);
    expect([probe.width, probe.height]).toEqual([20, 40]);
    const image = await decodeImage(jpeg);
    expect([image.width, image.height]).toEqual([20, 40]);
    // Rotated clockwise: the red left half ends up on top.
    expect(image.data[(2 * 20 + 10) * 4]).toBeGreaterThan(200);
    expect(image.data[(37 * 20 + 10) * 4 + 2]).toBeGreaterThan(200);
  });

  it('converts greyscale and 16-bit inputs to 8-bit RGBA', async () => {
    const grey = await decodeImage(fixture('camera.jpg'));
    expect(grey.data.length).toBe(grey.width * grey.height * 4);
    const sixteen = await sharp(fixture('chelsea.jpg')).toColourspace('rgb16').png().toBuffer();
    const wide = await decodeImage(sixteen);
    expect(wide.data.length).toBe(451 * 300 * 4);
  });

  it('keeps alpha and says the source had it', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0.5 } } }).png().toBuffer();
    const image = await decodeImage(png);
    expect(image.hadAlpha).toBe(true);
    expect(image.data[3]).toBeGreaterThan(100);
    expect(image.data[3]).toBeLessThan(150);
  });

  it('refuses non-images, corrupt, truncated, other formats and oversize images with ImageInputError', async () => {
    const cases: Buffer[] = [
      Buffer.from('hello, this is not an image'),
      Buffer.alloc(0),
      fixture('chelsea.jpg').subarray(0, 4000),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
      await sharp(fixture('chelsea.jpg')).tiff().toBuffer(),
    ];
    const corrupt = Buffer.from(fixture('chelsea.jpg'));
    corrupt.fill(7, 600, 20000);
    cases.push(corrupt);
    for (const bytes of cases) {
      const error = await decodeImage(bytes).catch((e: unknown) => e);
      expect(error, `case of ${bytes.length} bytes`).toBeInstanceOf(ImageInputError);
      expect(isImageInputError(error)).toBe(true);
    }
    await expect(decodeImage(fixture('chelsea.jpg'), { maxPixels: 1000 })).rejects.toThrow(/at most/);
  });
});

describe('encodeImage', () => {
  it('round-trips PNG exactly and writes JPEG/WebP of the same size', async () => {
    const image = await decodeImage(fixture('coffee.jpg'));
    const png = await encodeImage(image, 'png');
    const back = await decodeImage(png);
    expect(Buffer.compare(Buffer.from(back.data), Buffer.from(image.data))).toBe(0);
    for (const format of ['jpeg', 'webp'] as const) {
      const meta = await sharp(await encodeImage(image, format)).metadata();
      expect(meta.format).toBe(format);
      expect([meta.width, meta.height]).toEqual([image.width, image.height]);
    }
    const mask = await encodeGreyPng(new Uint8Array(16).fill(128), 4, 4);
    expect((await sharp(mask).metadata()).channels).toBe(1);
  });
});
