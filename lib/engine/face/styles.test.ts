import { describe, expect, it } from 'vitest';
import { FACE_STYLE_IDS } from '../../contract/face';
import * as operations from './operations';
import { facesIn, meanDifference, rgbaOf, sampleBytes } from './test-support/pictures';

/** Every style on a real face photo: the face survives the effect, and the effect is there. */
describe('face styles on the sample photo', async () => {
  const input = sampleBytes();
  const before = await rgbaOf(input);
  const [face] = await facesIn(input);

  it.each(FACE_STYLE_IDS)('%s keeps the face detectable and changes the face region', async (styleId) => {
    const result = await operations.transform(input, styleId, '', 1);
    expect(result.images).toHaveLength(1);
    expect(result.faces).toBe(1);
    const after = await rgbaOf(result.images[0]!.bytes);
    expect([after.width, after.height]).toEqual([before.width, before.height]);
    // Visibly changed where the face is (mean difference over 0..255 per channel).
    expect(meanDifference(before, after, face!.box)).toBeGreaterThan(6);
    const facesAfter = await facesIn(result.images[0]!.bytes);
    expect(facesAfter.length, `${styleId}: face still detected`).toBeGreaterThanOrEqual(1);
    // ...and still where it was.
    expect(Math.abs(facesAfter[0]!.box.x - face!.box.x)).toBeLessThan(face!.box.width * 0.3);
  });
});
