import { describe, expect, it } from 'vitest';
import { decodeImage } from '../vision/image-io';
import { runImageTask } from './run-task';
import { fixtureBytes } from './test-support/fixtures';

describe('colorize', () => {
  it('gives a black-and-white photo plausible colour: blue sky, green grass, not greyscale', async () => {
    const result = await runImageTask({ op: 'colorize', bytes: fixtureBytes('camera.jpg') });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.output.meta.converted_to_greyscale).toBe(false);
    const image = await decodeImage(result.output.bytes);
    const { width, height, data } = image;
    expect([width, height]).toEqual([384, 384]);
    let chroma = 0;
    for (let j = 0; j < data.length; j += 4) chroma += Math.max(data[j]!, data[j + 1]!, data[j + 2]!) - Math.min(data[j]!, data[j + 1]!, data[j + 2]!);
    expect(chroma / (width * height)).toBeGreaterThan(8);
    const mean = (x0: number, y0: number, x1: number, y1: number) => {
      const sum = [0, 0, 0];
      let n = 0;
      for (let y = y0; y < y1; y++)
        for (let x = x0; x < x1; x++) {
          for (let c = 0; c < 3; c++) sum[c]! += data[(y * width + x) * 4 + c]!;
          n++;
        }
      return sum.map((v) => v / n);
    };
    const [skyR, , skyB] = mean(20, 10, 120, 60);
    expect(skyB!).toBeGreaterThan(skyR! + 15);
    const [grassR, grassG, grassB] = mean(250, 330, 380, 380);
    expect(grassG!).toBeGreaterThan(grassR! + 5);
    expect(grassG!).toBeGreaterThan(grassB! + 5);
  });

  it('converts a colour input to greyscale first and says so', async () => {
    const result = await runImageTask({ op: 'colorize', bytes: fixtureBytes('astronaut.jpg') });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.output.meta.converted_to_greyscale).toBe(true);
    expect(result.output.meta.note).toMatch(/converted to greyscale/);
    expect((result.output.meta.regions as { faces: number }).faces).toBe(1);
  });
});
