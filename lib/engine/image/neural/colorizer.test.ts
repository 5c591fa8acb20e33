import { afterEach, describe, expect, it } from 'vitest';
import { createCancelFlag, OperationCancelled, setCancelFlag } from '../../vision/cancel';
import { decodeImage, type RgbaImage } from '../../vision/image-io';
import { lab8Of, labOf, rgbOfLab8 } from '../../vision/opencv-colour';
import { fixtureBytes, colorStats } from '../test-support/fixtures';
import { Colorizer, prepareColorizerInput } from './colorizer';
import { DDCOLOR_AB, ddcolorGraph, deoldifyGraph } from './test-graphs';

const flat = (width: number, height: number, rgb: [number, number, number]): RgbaImage => {
  const data = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i++) data.set([...rgb, 255], i * 4);
  return { data, width, height };
};

afterEach(() => setCancelFlag(undefined));

describe('colorizer pre-processing (prepare_temp_frame)', () => {
  it('DeOldify gets the Rec. 601 grey, 0..255, replicated in R, G and B', () => {
    // (200, 100, 50): (200·4899 + 100·9617 + 50·1868 + 8192) >> 14 = 124 (0.299·200 + 0.587·100 + 0.114·50 = 124.2).
    const input = prepareColorizerInput(flat(10, 6, [200, 100, 50]), 'deoldify', 4);
    expect(Array.from(new Set(input))).toEqual([124]);
    expect(input).toHaveLength(3 * 16);
  });

  it('DDColor gets the same grey as 0..1 after the L-only Lab round trip', () => {
    const input = prepareColorizerInput(flat(7, 9, [200, 100, 50]), 'ddcolor', 4);
    for (const v of input) expect(v).toBeCloseTo(124 / 255, 3);
  });

  it('resizes as cv2.resize does (half-pixel centres, no antialias)', () => {
    // A 4 px wide ramp 0, 85, 170, 255 shrunk to 2 px samples source x = 0.5 and 2.5: 42.5 and 212.5, rounded for 8-bit.
    const ramp: RgbaImage = { width: 4, height: 1, data: Uint8Array.from([0, 0, 0, 255, 85, 85, 85, 255, 170, 170, 170, 255, 255, 255, 255, 255]) };
    const input = prepareColorizerInput(ramp, 'deoldify', 2);
    expect(Array.from(input.subarray(0, 2))).toEqual([43, 213]);
  });
});

describe('Colorizer on generated graphs', () => {
  it('DDColor: output a, b with the original L; the lightness of every pixel is kept', async () => {
    const grey = flat(40, 30, [128, 128, 128]);
    const { image, answer } = await new Colorizer({ id: 'ddcolor', type: 'ddcolor' }, { bytes: ddcolorGraph() }).run(grey);
    expect(answer).toEqual({ model: 'ddcolor', reference: 'facefusion/processors/modules/frame_colorizer/core.py' });
    const v = 128 / 255;
    const [l, a, b] = labOf(image.data[0]! / 255, image.data[1]! / 255, image.data[2]! / 255);
    expect(l).toBeCloseTo(labOf(v, v, v)[0], 0);
    expect(a).toBeCloseTo(DDCOLOR_AB.a(v), 0);
    expect(b).toBeCloseTo(DDCOLOR_AB.b(v), 0);
  });

  it('DeOldify: the model colour carried with the blue channel as 8-bit L; blend mixes with the original', async () => {
    const colorizer = new Colorizer({ id: 'deoldify', type: 'deoldify' }, { bytes: deoldifyGraph() });
    const grey = flat(20, 20, [100, 100, 100]);
    const full = await colorizer.run(grey);
    const px = Array.from(full.image.data.subarray(0, 4));
    // Model: (140, 100, 60), a warm colour; its 8-bit Lab a, b with L = 100 (the blue byte) gives a warm pixel of about that lightness.
    expect(px[0]!).toBeGreaterThan(px[1]!);
    expect(px[1]!).toBeGreaterThan(px[2]!);
    expect(px[3]).toBe(255);
    const [, a, b] = lab8Of(140, 100, 60);
    expect(px.slice(0, 3)).toEqual(rgbOfLab8(100, a, b));
    const half = await colorizer.run(grey, { blend: 50 });
    for (let c = 0; c < 3; c++) expect(half.image.data[c]).toBe(Math.round(100 * 0.5 + px[c]! * 0.5));
  });

  it('colours a real greyscale photo at its own size', async () => {
    const photo = await decodeImage(fixtureBytes('camera.jpg'));
    const { image } = await new Colorizer({ id: 'ddcolor', type: 'ddcolor' }, { bytes: ddcolorGraph() }).run(photo, { size: 192 });
    expect([image.width, image.height]).toEqual([photo.width, photo.height]);
    expect(colorStats(image.data).saturation).toBeGreaterThan(colorStats(photo.data).saturation + 5);
  });

  it('stops when the shared cancel flag is up', async () => {
    const flag = createCancelFlag();
    setCancelFlag(flag.shared);
    flag.cancel();
    await expect(new Colorizer({ id: 'ddcolor', type: 'ddcolor' }, { bytes: ddcolorGraph() }).run(flat(8, 8, [1, 1, 1]))).rejects.toBeInstanceOf(OperationCancelled);
  });
});
