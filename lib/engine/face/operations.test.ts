import { describe, expect, it } from 'vitest';
import { FaceInputError } from './errors';
import * as operations from './operations';
import { deltaE, facesIn, lipColour, meanDifference, noFacePicture, referencePath, rgbaOf, sampleBytes, twoPeople } from './test-support/pictures';
import { readFileSync } from 'node:fs';

describe('transform', () => {
  it('gives num_image different variations, the same ones for the same request', async () => {
    const input = sampleBytes();
    const first = await operations.transform(input, 'pop-art', '', 3);
    expect(first.images).toHaveLength(3);
    const pictures = await Promise.all(first.images.map((image) => rgbaOf(image.bytes)));
    const all = { x: 0, y: 0, width: pictures[0]!.width, height: pictures[0]!.height };
    expect(meanDifference(pictures[0]!, pictures[1]!, all)).toBeGreaterThan(10);
    expect(meanDifference(pictures[1]!, pictures[2]!, all)).toBeGreaterThan(10);
    expect(meanDifference(pictures[0]!, pictures[2]!, all)).toBeGreaterThan(10);
    const again = await operations.transform(input, 'pop-art', '', 1);
    expect(Buffer.from(again.images[0]!.bytes).equals(Buffer.from(first.images[0]!.bytes))).toBe(true);
  });

  it('reads colour words in the prompt', async () => {
    const input = sampleBytes();
    const plain = await rgbaOf((await operations.transform(input, 'cartoon', '', 1)).images[0]!.bytes);
    const blue = await operations.transform(input, 'cartoon', 'a cool blue evening', 1);
    expect(blue.meta.prompt_words).toEqual(['blue']);
    const tinted = await rgbaOf(blue.images[0]!.bytes);
    const blueness = (image: typeof plain) => {
      let sum = 0;
      for (let i = 0; i < image.data.length; i += 4) sum += image.data[i + 2]! - image.data[i]!;
      return sum / (image.data.length / 4);
    };
    expect(blueness(tinted)).toBeGreaterThan(blueness(plain) + 8);
  });

  it('processes every face of a group photo', async () => {
    const input = await twoPeople();
    const result = await operations.transform(input, 'comic-halftone', '', 1);
    expect(result.faces).toBe(2);
    const before = await rgbaOf(input);
    const after = await rgbaOf(result.images[0]!.bytes);
    for (const face of await facesIn(input)) expect(meanDifference(before, after, face.box)).toBeGreaterThan(10);
  });

  it('answers a picture without a face, or not a picture, as input errors naming init_image', async () => {
    await expect(operations.transform(await noFacePicture(), 'cartoon', '', 1)).rejects.toMatchObject({
      name: 'FaceInputError',
      field: 'init_image',
      message: expect.stringContaining('no face found'),
    });
    await expect(operations.transform(new TextEncoder().encode('not a picture'), 'cartoon', '', 1)).rejects.toBeInstanceOf(FaceInputError);
  });
});

describe('age', () => {
  it('moves the estimated age up for an older target and down for a younger one', async () => {
    const input = sampleBytes();
    const older = await operations.age(input, 80);
    const before = older.meta.estimated_age_before as number[];
    const olderAfter = older.meta.estimated_age_after as number[];
    expect(before).toHaveLength(1);
    expect(olderAfter[0]).toBeGreaterThan(before[0]! + 4);
    const younger = await operations.age(input, 20);
    expect((younger.meta.estimated_age_after as number[])[0]).toBeLessThan(before[0]! - 4);
    // The face changed, and is still a face.
    const [face] = await facesIn(input);
    expect(meanDifference(await rgbaOf(input), await rgbaOf(older.images[0]!.bytes), face!.box)).toBeGreaterThan(4);
  });
});

describe('makeup', () => {
  it('moves the lip colour of every face towards the reference', async () => {
    const reference = new Uint8Array(readFileSync(referencePath('classic-red')));
    const [referenceFace] = await facesIn(reference);
    const referenceLips = lipColour(await rgbaOf(reference), referenceFace!);
    const input = await twoPeople();
    const faces = await facesIn(input);
    expect(faces).toHaveLength(2);
    const result = await operations.makeup(input, reference);
    expect(result.faces).toBe(2);
    const before = await rgbaOf(input);
    const after = await rgbaOf(result.images[0]!.bytes);
    for (const face of faces) {
      const distanceBefore = deltaE(lipColour(before, face), referenceLips);
      const distanceAfter = deltaE(lipColour(after, face), referenceLips);
      expect(distanceAfter).toBeLessThan(distanceBefore * 0.6);
    }
  });

  it('needs a face in the reference', async () => {
    await expect(operations.makeup(sampleBytes(), await noFacePicture())).rejects.toMatchObject({ field: 'reference_image' });
  });
});
