import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createCancelFlag, OperationCancelled, setCancelFlag } from '../../vision/cancel';
import type { DetectedFace } from '../../vision/faces';
import { meanDifference, rgbaOf, sampleBytes, twoPeople, type Rgba } from '../test-support/pictures';
import { detectFaces } from '../../vision/faces';
import { AgeModifier, latentDirection, normalizeExtendFrame } from './age-modifier';
import { matchFrameColour } from './match-colour';
import { ageModifierGraph } from './test-graph';

let photo: Rgba;
let faces: DetectedFace[];

beforeAll(async () => {
  photo = await rgbaOf(sampleBytes());
  faces = await detectFaces(photo.data, photo.width, photo.height);
}, 30_000);

afterEach(() => setCancelFlag(undefined));

const modifier = () => new AgeModifier('styleganex_age', { bytes: ageModifierGraph() });

describe('StyleGANEX age pre- and post-processing (age_modifier/core.py)', () => {
  it('maps the direction −100..100 onto the latent step 2.5..−2.5 (numpy.interp)', () => {
    expect(latentDirection(-100)).toBeCloseTo(2.5, 9);
    expect(latentDirection(100)).toBeCloseTo(-2.5, 9);
    expect(latentDirection(40)).toBeCloseTo(-1, 9);
    expect(latentDirection(0)).toBeCloseTo(0, 9);
  });

  it('reads the generated picture back as bytes, truncated, then shrinks it to 1024 px (normalize_extend_frame)', () => {
    const side = 1536;
    const data = new Float32Array(3 * side * side);
    data.fill(0.5, 0, side * side); // R: (1.5 / 2)·255 = 191.25 → 191
    data.fill(-2, side * side, 2 * side * side); // G: clipped to −1 → 0
    data.fill(0.999, 2 * side * side); // B: 254.87 → 254
    const rgb = normalizeExtendFrame(data, side, side);
    expect(rgb).toHaveLength(1024 * 1024 * 3);
    expect(Array.from(rgb.subarray(0, 3))).toEqual([191, 0, 254]);
    expect(Array.from(rgb.subarray(rgb.length - 3))).toEqual([191, 0, 254]);
  });

  it('matches colours at coarse scale: a uniform drift of the generator is taken back out', () => {
    const source = new Float32Array(384 * 384 * 3).fill(100);
    const target = new Float32Array(1024 * 1024 * 3).fill(140);
    const matched = matchFrameColour(source, 384, target, 1024);
    expect(Math.min(...matched.subarray(0, 3000))).toBe(100);
    expect(Math.max(...matched.subarray(matched.length - 3000))).toBe(100);
  });
});

describe('AgeModifier on a StyleGANEX-shaped graph', () => {
  it('direction 0 (identity graph) pastes the face back almost unchanged; the rest is untouched', async () => {
    expect(faces).toHaveLength(1);
    const { image, answer } = await modifier().run(photo, { faces, direction: 0 });
    expect(answer).toEqual({ model: 'styleganex_age', reference: 'facefusion/processors/modules/age_modifier/core.py' });
    const out = { data: image.data, width: image.width, height: image.height };
    // Round trip through two warps and a 384 → 1536 → 1024 resampling: a little softer, not different.
    expect(meanDifference(out, photo, faces[0]!.box)).toBeLessThan(4);
    expect(meanDifference(out, photo, { x: 0, y: photo.height - 40, width: 60, height: 40 })).toBe(0);
  });

  it('the direction reaches the model: older and younger differ inside the face', async () => {
    const older = await modifier().run(photo, { faces, direction: 100 });
    const younger = await modifier().run(photo, { faces, direction: -100 });
    const a = { data: older.image.data, width: photo.width, height: photo.height };
    const b = { data: younger.image.data, width: photo.width, height: photo.height };
    expect(meanDifference(a, b, faces[0]!.box)).toBeGreaterThan(8);
  });

  it('stops between faces when the shared cancel flag is raised', async () => {
    const pair = await rgbaOf(await twoPeople());
    const both = await detectFaces(pair.data, pair.width, pair.height);
    expect(both).toHaveLength(2);
    const flag = createCancelFlag();
    setCancelFlag(flag.shared);
    const done: number[] = [];
    const run = modifier().run(pair, {
      faces: both,
      direction: 50,
      onFace: (n) => {
        done.push(n);
        flag.cancel();
      },
    });
    await expect(run).rejects.toBeInstanceOf(OperationCancelled);
    expect(done).toEqual([1]);
  });
});
