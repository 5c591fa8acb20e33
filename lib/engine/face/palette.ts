import type { Random } from './random';
import type { Planes } from '../vision/raster';

/** Colour reduction: k-means palettes, mapping to fixed palettes, ordered dithering. */

export type Rgb = [number, number, number];

/** k-means on a sample of the pixels (seeded, so variations can differ and repeat). */
export function kmeansPalette(image: Planes, k: number, random: Random, { samples = 12000, iterations = 10 } = {}): Rgb[] {
  const n = image.r.length;
  const count = Math.min(samples, n);
  const points = new Float32Array(count * 3);
  for (let i = 0; i < count; i++) {
    const index = Math.floor(random() * n);
    points[i * 3] = image.r[index]!;
    points[i * 3 + 1] = image.g[index]!;
    points[i * 3 + 2] = image.b[index]!;
  }
  // k-means++ seeding: spread the starting centres.
  const centres: Rgb[] = [];
  const first = Math.floor(random() * count);
  centres.push([points[first * 3]!, points[first * 3 + 1]!, points[first * 3 + 2]!]);
  const distance = new Float32Array(count).fill(Infinity);
  while (centres.length < k) {
    const last = centres[centres.length - 1]!;
    let total = 0;
    for (let i = 0; i < count; i++) {
      const d = (points[i * 3]! - last[0]) ** 2 + (points[i * 3 + 1]! - last[1]) ** 2 + (points[i * 3 + 2]! - last[2]) ** 2;
      if (d < distance[i]!) distance[i] = d;
      total += distance[i]!;
    }
    let pick = random() * total;
    let chosen = count - 1;
    for (let i = 0; i < count; i++) {
      pick -= distance[i]!;
      if (pick <= 0) {
        chosen = i;
        break;
      }
    }
    centres.push([points[chosen * 3]!, points[chosen * 3 + 1]!, points[chosen * 3 + 2]!]);
  }
  const assignment = new Int32Array(count);
  for (let iteration = 0; iteration < iterations; iteration++) {
    for (let i = 0; i < count; i++) assignment[i] = nearest(centres, points[i * 3]!, points[i * 3 + 1]!, points[i * 3 + 2]!);
    const sums = centres.map(() => [0, 0, 0, 0]);
    for (let i = 0; i < count; i++) {
      const s = sums[assignment[i]!]!;
      s[0] = s[0]! + points[i * 3]!;
      s[1] = s[1]! + points[i * 3 + 1]!;
      s[2] = s[2]! + points[i * 3 + 2]!;
      s[3] = s[3]! + 1;
    }
    sums.forEach((s, c) => {
      if (s[3]! > 0) centres[c] = [s[0]! / s[3]!, s[1]! / s[3]!, s[2]! / s[3]!];
    });
  }
  return centres;
}

export function nearest(palette: readonly Rgb[], r: number, g: number, b: number): number {
  let best = 0;
  let bestDistance = Infinity;
  for (let c = 0; c < palette.length; c++) {
    const p = palette[c]!;
    // Weighted distance: the eye is most sensitive to green, least to blue.
    const d = 0.3 * (p[0] - r) ** 2 + 0.59 * (p[1] - g) ** 2 + 0.11 * (p[2] - b) ** 2;
    if (d < bestDistance) {
      bestDistance = d;
      best = c;
    }
  }
  return best;
}

/** Replaces each pixel by its nearest palette colour, in place. */
export function mapToPalette(image: Planes, palette: readonly Rgb[], dither = 0, ditherMask?: Float32Array): Planes {
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) {
      const i = y * image.width + x;
      const amount = ditherMask ? dither * ditherMask[i]! : dither;
      const offset = amount ? (BAYER4[(y & 3) * 4 + (x & 3)]! / 16 - 0.47) * amount : 0;
      const c = palette[nearest(palette, image.r[i]! + offset, image.g[i]! + offset, image.b[i]! + offset)]!;
      image.r[i] = c[0];
      image.g[i] = c[1];
      image.b[i] = c[2];
    }
  }
  return image;
}

/** 4×4 Bayer matrix for ordered dithering. */
export const BAYER4 = [0, 8, 2, 10, 12, 4, 14, 6, 3, 11, 1, 9, 15, 7, 13, 5];
