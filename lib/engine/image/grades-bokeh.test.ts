import { describe, expect, it } from 'vitest';
import { COLOR_ENHANCE } from '@/lib/contract/image';
import { segmentForeground } from '../vision/segment';
import { applyBokeh } from './bokeh';
import { applyGrade } from './grades';
import { colorStats, detailEnergy, fixtureImage } from './test-support/fixtures';

describe('color_enhance grades', () => {
  it('each of the eight looks changes the colour statistics, and no two looks are alike', async () => {
    const photo = await fixtureImage('astronaut.jpg');
    const before = colorStats(photo.data);
    const stats = COLOR_ENHANCE.map((name) => ({ name, ...colorStats(applyGrade(photo.data, photo.width, photo.height, name)) }));
    const distance = (a: ReturnType<typeof colorStats>, b: ReturnType<typeof colorStats>) =>
      Math.abs(a.r - b.r) + Math.abs(a.g - b.g) + Math.abs(a.b - b.b) + Math.abs(a.saturation - b.saturation) + Math.abs(a.contrast - b.contrast);
    for (const s of stats) expect(distance(s, before), s.name).toBeGreaterThan(6);
    for (let i = 0; i < stats.length; i++)
      for (let j = i + 1; j < stats.length; j++) expect(distance(stats[i]!, stats[j]!), `${stats[i]!.name} vs ${stats[j]!.name}`).toBeGreaterThan(3);
    const byName = Object.fromEntries(stats.map((s) => [s.name, s]));
    // Named looks do what their names say.
    expect(byName.muted!.saturation).toBeLessThan(before.saturation * 0.7);
    expect(byName.lit_soft_warm!.r - byName.lit_soft_warm!.b).toBeGreaterThan(before.r - before.b);
    expect(byName['prism-expert-c']!.contrast).toBeGreaterThan(before.contrast);
  });
});

describe('bokeh', () => {
  it('blurs the background, more at each strength, and leaves the subject sharp', async () => {
    const photo = await fixtureImage('astronaut.jpg');
    const mask = await segmentForeground(photo);
    const { width, height } = photo;
    const background = (x: number, y: number) => mask.alpha[y * width + x]! === 0;
    const subject = (x: number, y: number) => mask.alpha[y * width + x]! === 255;
    const energy = (data: Uint8Array) => ({ bg: detailEnergy(data, width, height, background), fg: detailEnergy(data, width, height, subject) });
    const original = energy(photo.data);
    const levels = (['background_blur_low', 'background_blur_medium', 'background_blur_high'] as const).map((level) => energy(applyBokeh(photo.data, width, height, mask.alpha, level)));
    expect(levels[0]!.bg).toBeLessThan(original.bg * 0.8);
    expect(levels[1]!.bg).toBeLessThan(levels[0]!.bg);
    expect(levels[2]!.bg).toBeLessThan(levels[1]!.bg);
    for (const level of levels) {
      // The background loses far more detail than the subject does.
      expect(level.fg / original.fg).toBeGreaterThan(0.9);
      expect(level.bg / original.bg).toBeLessThan(level.fg / original.fg - 0.2);
    }
  });
});

