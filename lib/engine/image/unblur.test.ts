import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodeImage } from '../vision/image-io';
import { runImageTask } from './run-task';
import type { UnblurPipeline } from './task';
import { detailEnergy, smallFixture } from './test-support/fixtures';

const defaults: UnblurPipeline = {
  bokeh: 'background_blur_low',
  color_enhance: 'prism-blend',
  background_enhance: 'upsampler-bicubic',
  face_lifting: 'pinko_bigger_dataset-style',
  face_enhance: 'recommender_entire_dataset',
};

describe('unblur', () => {
  it('restores a blurred photo at twice its size and reports the faces it treated', async () => {
    const sharpBytes = await smallFixture('astronaut.jpg', 256);
    const blurred = new Uint8Array(await sharp(sharpBytes).blur(1.5).jpeg({ quality: 95 }).toBuffer());
    const result = await runImageTask({ op: 'unblur', bytes: blurred, pipeline: defaults });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const out = await decodeImage(result.output.bytes);
    expect([out.width, out.height]).toEqual([512, 512]);
    expect(result.output.meta.faces).toBe(1);
    // Sharper than the blurred input enlarged the same way.
    const plain = await decodeImage(new Uint8Array(await sharp(blurred).resize(512, 512, { kernel: 'cubic' }).png().toBuffer()));
    const centre = (x: number, y: number) => x > 150 && x < 360 && y > 40 && y < 250;
    expect(detailEnergy(out.data, 512, 512, centre)).toBeGreaterThan(detailEnergy(plain.data, 512, 512, centre) * 1.3);
  });

  it('gives a different picture for each face_lifting style and face_enhance mode', async () => {
    const bytes = await smallFixture('astronaut.jpg', 200);
    const run = async (pipeline: Partial<UnblurPipeline>) => {
      const result = await runImageTask({ op: 'unblur', bytes, pipeline: { ...defaults, bokeh: 'background_blur_low', ...pipeline } });
      if (!result.ok) throw new Error(result.error.message);
      return (await decodeImage(result.output.bytes)).data;
    };
    const faceArea = (data: Uint8Array) => {
      const crop: number[] = [];
      // The face box of the 400×400 result.
      for (let y = 55; y < 130; y++) for (let x = 140; x < 215; x++) crop.push(data[(y * 400 + x) * 4]!, data[(y * 400 + x) * 4 + 1]!, data[(y * 400 + x) * 4 + 2]!);
      return crop;
    };
    const variants = await Promise.all([
      run({}),
      run({ face_lifting: 'movie-style' }),
      run({ face_lifting: 'marzipan-style' }),
      run({ face_enhance: 'vendor' }),
    ]);
    const crops = variants.map(faceArea);
    for (let i = 0; i < crops.length; i++)
      for (let j = i + 1; j < crops.length; j++) {
        let diff = 0;
        for (let k = 0; k < crops[i]!.length; k++) diff += Math.abs(crops[i]![k]! - crops[j]![k]!);
        expect(diff / crops[i]!.length, `variant ${i} vs ${j}`).toBeGreaterThan(1);
      }
  }, 120_000);
});
