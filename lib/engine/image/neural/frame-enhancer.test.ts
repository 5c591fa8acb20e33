import { afterEach, describe, expect, it } from 'vitest';
import { createSession, ort } from '../../onnx/runtime';
import { createCancelFlag, OperationCancelled, setCancelFlag } from '../../vision/cancel';
import type { RgbaImage } from '../../vision/image-io';
import { FrameEnhancer, REAL_ESRGAN_X4, tileInput } from './frame-enhancer';
import { frameEnhancerGraph } from './test-graphs';
import { planTiles } from './tile-plan';

const enhancer = () => new FrameEnhancer(REAL_ESRGAN_X4, { bytes: frameEnhancerGraph() });

function picture(width: number, height: number, pixel: (x: number, y: number) => [number, number, number]): RgbaImage {
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const [r, g, b] = pixel(x, y);
      data.set([r, g, b, 255], (y * width + x) * 4);
    }
  return { data, width, height };
}

afterEach(() => setCancelFlag(undefined));

describe('FaceFusion tiling (create_tile_frames)', () => {
  it('lays 240 px cores edge to edge behind a 24 px zero frame', () => {
    // 300 × 260: pad_bottom = 24 + 240 − (260 + 32) % 240 = 212, so rows start at −24 and 216 (source px).
    const plan = planTiles(300, 260, REAL_ESRGAN_X4.size);
    expect(plan.coreSide).toBe(240);
    expect(plan.tiles.map((t) => [t.x, t.y])).toEqual([
      [-24, -24],
      [216, -24],
      [-24, 216],
      [216, 216],
    ]);
    expect(plan.tiles.map((t) => [t.coreX, t.coreY])).toEqual([
      [-16, -16],
      [224, -16],
      [-16, 224],
      [224, 224],
    ]);
  });

  it('feeds RGB / 255 in NCHW with zeros outside the picture (prepare_tile_frame)', () => {
    const image = picture(4, 2, (x, y) => [51 * x, 255, y * 102]);
    const input = tileInput(image, -1, -1, 4);
    const plane = 16;
    // Tile pixel (1, 1) is source (0, 0); (2, 2) is source (1, 1).
    expect(input[1 * 4 + 1]).toBeCloseTo(0, 6);
    expect(input[plane + 1 * 4 + 1]).toBeCloseTo(1, 6);
    expect(input[2 * 4 + 2]).toBeCloseTo(0.2, 6);
    expect(input[2 * plane + 2 * 4 + 2]).toBeCloseTo(0.4, 6);
    expect(input[0]).toBe(0);
    expect(input[plane]).toBe(0);
  });
});

describe('FrameEnhancer on a Real-ESRGAN-shaped graph', () => {
  it('keeps a constant picture constant across tile edges (no seams)', async () => {
    const image = picture(300, 260, () => [90, 150, 210]);
    const { image: out, tiles } = await enhancer().run(image, { blend: 100 });
    expect(tiles).toBe(4);
    expect([out.width, out.height]).toEqual([1200, 1040]);
    // Tile cores meet at source 224 (x and y) → output 896. Every pixel away from the picture's own border is equal.
    const at = (x: number, y: number) => Array.from(out.data.subarray((y * 1200 + x) * 4, (y * 1200 + x) * 4 + 4));
    const reference = at(600, 520);
    for (let y = 8; y < 1032; y += 3) for (const x of [880, 893, 895, 896, 897, 900]) expect(at(x, y)).toEqual(reference);
    for (let x = 8; x < 1192; x += 3) for (const y of [893, 895, 896, 897]) expect(at(x, y)).toEqual(reference);
    // The box blur of a constant is the constant: 90, 150, 210 up to float truncation.
    for (let c = 0; c < 3; c++) expect(Math.abs(reference[c]! - [90, 150, 210][c]!)).toBeLessThanOrEqual(1);
  });

  it('stitches exactly what one whole-picture run gives, blended 80/20 with the bilinear enlargement', async () => {
    const image = picture(250, 245, (x, y) => [(x * 7 + y * 3) % 256, (x * x + y) % 256, (y * 11) % 256]);
    const { image: out } = await enhancer().run(image);
    // Independent whole-picture run: the graph on the full image, then ×255, truncate, blend 0.8.
    const session = await createSession(frameEnhancerGraph());
    const whole = await session.run({ input: new ort.Tensor('float32', wholeInput(image), [1, 3, 245, 250]) });
    const data = whole.output!.data as Float32Array;
    const plane = 1000 * 980;
    let checked = 0;
    for (let y = 1; y < 980; y += 37)
      for (let x = 2; x < 1000; x += 29) {
        const sx = Math.min(Math.max((x + 0.5) / 4 - 0.5, 0), 249);
        const sy = Math.min(Math.max((y + 0.5) / 4 - 0.5, 0), 244);
        for (let c = 0; c < 3; c++) {
          const model = Math.trunc(Math.min(255, Math.max(0, data[c * plane + y * 1000 + x]! * 255)));
          const enlarged = Math.round(bilinear(image, c, sx, sy));
          expect(out.data[(y * 1000 + x) * 4 + c]).toBe(Math.round(0.2 * enlarged + 0.8 * model));
          checked++;
        }
      }
    expect(checked).toBeGreaterThan(2000);
    await session.release();
  });

  it('takes smaller tiles on request and still agrees with the model-size tiling', async () => {
    const image = picture(150, 140, (x, y) => [(x * 5) % 256, (y * 9) % 256, ((x + y) * 3) % 256]);
    const big = await enhancer().run(image);
    const small = await enhancer().run(image, { size: { tile: 64, pad: 4, overlap: 2 } });
    expect(small.tiles).toBeGreaterThan(big.tiles);
    // The box blur reaches 1 px, inside both overlaps: the same picture.
    expect(Buffer.from(small.image.data).equals(Buffer.from(big.image.data))).toBe(true);
  });

  it('stops between tiles when the shared cancel flag is raised', async () => {
    const flag = createCancelFlag();
    setCancelFlag(flag.shared);
    const seen: number[] = [];
    const run = enhancer().run(picture(300, 260, () => [1, 2, 3]), {
      onTile: (done) => {
        seen.push(done);
        flag.cancel();
      },
    });
    await expect(run).rejects.toBeInstanceOf(OperationCancelled);
    expect(seen).toEqual([1]);
  });
});

function wholeInput(image: RgbaImage): Float32Array {
  const plane = image.width * image.height;
  const input = new Float32Array(3 * plane);
  for (let i = 0; i < plane; i++) for (let c = 0; c < 3; c++) input[c * plane + i] = image.data[i * 4 + c]! / 255;
  return input;
}

function bilinear(image: RgbaImage, c: number, x: number, y: number): number {
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const x1 = Math.min(x0 + 1, image.width - 1);
  const y1 = Math.min(y0 + 1, image.height - 1);
  const v = (xx: number, yy: number) => image.data[(yy * image.width + xx) * 4 + c]!;
  const top = v(x0, y0) + (v(x1, y0) - v(x0, y0)) * (x - x0);
  const bottom = v(x0, y1) + (v(x1, y1) - v(x0, y1)) * (x - x0);
  return top + (bottom - top) * (y - y0);
}
