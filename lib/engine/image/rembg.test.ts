import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { runImageTask } from './run-task';
import { fixtureBytes } from './test-support/fixtures';

async function rembg(output: 'transparent' | 'mask' | 'color', backgroundColor = '#ffffff') {
  const result = await runImageTask({ op: 'rembg', bytes: fixtureBytes('astronaut.jpg'), output, backgroundColor });
  if (!result.ok) throw new Error(result.error.message);
  const { data, info } = await sharp(result.output.bytes).raw().toBuffer({ resolveWithObject: true });
  return { data, info, output: result.output };
}

describe('rembg', () => {
  it('cuts the subject out on transparency, with soft refined edges', async () => {
    const { data, info, output } = await rembg('transparent');
    expect(output.contentType).toBe('image/png');
    expect(info.channels).toBe(4);
    expect([info.width, info.height]).toEqual([384, 384]);
    let opaque = 0;
    let clear = 0;
    let partial = 0;
    for (let i = 3; i < data.length; i += 4) {
      if (data[i] === 255) opaque++;
      else if (data[i] === 0) clear++;
      else partial++;
    }
    const n = info.width * info.height;
    expect(opaque / n).toBeGreaterThan(0.2);
    expect(clear / n).toBeGreaterThan(0.2);
    expect(partial).toBeGreaterThan(100);
    // The face (subject) stays, the top-left corner (flag) goes.
    expect(data[(80 * 384 + 165) * 4 + 3]).toBe(255);
    expect(data[(5 * 384 + 5) * 4 + 3]).toBe(0);
  });

  it('answers the mask alone as a greyscale PNG', async () => {
    const { output } = await rembg('mask');
    const meta = await sharp(output.bytes).metadata();
    expect(meta.channels).toBe(1);
    expect(meta.hasAlpha).toBe(false);
    expect(output.name).toBe('mask.png');
  });

  it('composites the subject on the chosen colour', async () => {
    const { data, info } = await rembg('color', '#00ff88');
    expect(info.channels).toBeGreaterThanOrEqual(3);
    const corner = [data[0], data[1], data[2]];
    expect(corner).toEqual([0, 255, 136]);
    const c = info.channels;
    const face = (80 * 384 + 165) * c;
    expect(data[face]! > data[face + 1]!).toBe(true); // skin: more red than green, not the backdrop colour
  });
});
