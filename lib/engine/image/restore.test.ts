import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { psnr } from '@/bench/image/metrics';
import { lumaPlane } from '../vision/raster';
import { estimateBlur, estimateNoise, restoreImage } from './restore';
import { fixtureImage } from './test-support/fixtures';

describe('restoration', () => {
  it('estimates the blur of a Gaussian-blurred photo and the noise added to it', async () => {
    const photo = await fixtureImage('chelsea.jpg');
    const { width, height } = photo;
    for (const sigma of [1, 2]) {
      const blurred = new Uint8Array(await sharp(Buffer.from(photo.data), { raw: { width, height, channels: 4 } }).blur(sigma).raw().toBuffer());
      const y = lumaPlane(blurred, width, height);
      const estimate = estimateBlur(y, width, height, estimateNoise(y, width, height));
      expect(estimate).toBeGreaterThan(sigma * 0.75);
      expect(estimate).toBeLessThan(sigma * 1.35);
    }
    // Gaussian noise of σ = 0.02 on a flat grey (seeded, Box–Muller).
    let seed = 7;
    const uniform = () => ((seed = (seed * 16807) % 2147483647), seed / 2147483647);
    const noisy = Float32Array.from({ length: 200 * 200 }, () => 0.5 + 0.02 * Math.sqrt(-2 * Math.log(uniform())) * Math.cos(2 * Math.PI * uniform()));
    const noise = estimateNoise(noisy, 200, 200);
    expect(noise).toBeGreaterThan(0.016);
    expect(noise).toBeLessThan(0.024);
  });

  it('brings a blurred photo measurably closer to the original (Richardson–Lucy)', async () => {
    const photo = await fixtureImage('chelsea.jpg');
    const { width, height } = photo;
    const blurred = new Uint8Array(await sharp(Buffer.from(photo.data), { raw: { width, height, channels: 4 } }).blur(2).raw().toBuffer());
    const { data, report } = restoreImage(blurred, width, height);
    expect(report.iterations).toBeGreaterThan(5);
    expect(psnr(photo.data, data, width, height, 4)).toBeGreaterThan(psnr(photo.data, blurred, width, height, 4) + 0.8);
  });
});
