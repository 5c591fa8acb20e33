import { boxGaussian } from '../vision/filters';
import type { Plane } from '../vision/raster';

/** Line work: gradients, the extended difference of Gaussians, and line thickening. */

/** Sobel gradient magnitude and direction of a grey plane. */
export function sobel(plane: Plane, width: number, height: number): { magnitude: Plane; angle: Plane } {
  const magnitude = new Float32Array(plane.length);
  const angle = new Float32Array(plane.length);
  const at = (x: number, y: number) => plane[Math.min(height - 1, Math.max(0, y)) * width + Math.min(width - 1, Math.max(0, x))]!;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const gx = at(x + 1, y - 1) + 2 * at(x + 1, y) + at(x + 1, y + 1) - at(x - 1, y - 1) - 2 * at(x - 1, y) - at(x - 1, y + 1);
      const gy = at(x - 1, y + 1) + 2 * at(x, y + 1) + at(x + 1, y + 1) - at(x - 1, y - 1) - 2 * at(x, y - 1) - at(x + 1, y - 1);
      magnitude[y * width + x] = Math.hypot(gx, gy) / 4;
      angle[y * width + x] = Math.atan2(gy, gx);
    }
  }
  return { magnitude, angle };
}

/**
 * Extended difference of Gaussians (Winnemöller 2012): a pen-like line drawing where
 * 1 is ink and 0 is paper. sigma sets the line scale, tau how much of the fine detail
 * counts, phi the sharpness of the ink edge, epsilon the threshold.
 */
export function xdogInk(
  grey: Plane,
  width: number,
  height: number,
  { sigma, k = 1.6, tau = 0.98, phi = 200, epsilon = 0.02 }: { sigma: number; k?: number; tau?: number; phi?: number; epsilon?: number },
): Plane {
  const narrow = boxGaussian(grey, width, height, sigma);
  const wide = boxGaussian(grey, width, height, sigma * k);
  const ink = new Float32Array(grey.length);
  for (let i = 0; i < grey.length; i++) {
    const d = narrow[i]! - tau * wide[i]!;
    // Soft threshold: paper where d ≥ ε, ink falling off smoothly below it.
    const paper = d >= epsilon ? 1 : 1 + Math.tanh(phi * (d - epsilon));
    ink[i] = 1 - Math.max(0, Math.min(1, paper));
  }
  return ink;
}

/** Grey dilation (max over a square window), to thicken ink lines. */
export function dilate(plane: Plane, width: number, height: number, radius: number): Plane {
  const r = Math.max(0, Math.round(radius));
  if (r === 0) return plane.slice();
  const temp = new Float32Array(plane.length);
  const out = new Float32Array(plane.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let max = 0;
      for (let k = Math.max(0, x - r); k <= Math.min(width - 1, x + r); k++) max = Math.max(max, plane[y * width + k]!);
      temp[y * width + x] = max;
    }
  }
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let max = 0;
      for (let k = Math.max(0, y - r); k <= Math.min(height - 1, y + r); k++) max = Math.max(max, temp[k * width + x]!);
      out[y * width + x] = max;
    }
  }
  return out;
}

/** Removes isolated specks from an ink plane: ink survives where enough neighbours are ink. */
export function despeckle(ink: Plane, width: number, height: number, radius: number, minDensity: number): Plane {
  const density = boxGaussian(ink, width, height, radius);
  const out = new Float32Array(ink.length);
  for (let i = 0; i < ink.length; i++) out[i] = density[i]! < minDensity ? 0 : ink[i]!;
  return out;
}
