import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeImage } from './image-io';
import { segmentForeground } from './segment';

const fixture = (name: string) => readFileSync(path.join(process.cwd(), 'tests/fixtures/image', name));

describe('segmentForeground (ISNet)', () => {
  it('separates the astronaut from the studio backdrop', async () => {
    const image = await decodeImage(fixture('astronaut.jpg'));
    const mask = await segmentForeground(image);
    expect(mask.alpha.length).toBe(image.width * image.height);
    const at = (x: number, y: number) => mask.alpha[Math.round(y * image.height) * image.width + Math.round(x * image.width)]!;
    // Face and suit are subject; the top corners (flag, backdrop) are background.
    expect(at(0.43, 0.22)).toBeGreaterThan(240);
    expect(at(0.3, 0.7)).toBeGreaterThan(240);
    expect(at(0.03, 0.03)).toBeLessThan(15);
    expect(at(0.97, 0.05)).toBeLessThan(15);
    let opaque = 0;
    let clear = 0;
    let partial = 0;
    for (const a of mask.alpha) {
      if (a === 255) opaque++;
      else if (a === 0) clear++;
      else partial++;
    }
    const n = mask.alpha.length;
    expect(opaque / n).toBeGreaterThan(0.25);
    expect(clear / n).toBeGreaterThan(0.2);
    // Refined edges: a soft band of partial alpha exists but stays a thin outline.
    expect(partial).toBeGreaterThan(200);
    expect(partial / n).toBeLessThan(0.1);
  });
});
