import { boxGaussian } from '../vision/filters';
import type { Point } from '../vision/faces';
import type { Plane } from '../vision/raster';

/**
 * Masks are float planes in 0..1 the size of the picture. Shapes are filled at pixel
 * centres, then feathered with a Gaussian so every edit fades into its surroundings.
 */

export function emptyMask(width: number, height: number): Plane {
  return new Float32Array(width * height);
}

/** Fills a closed polygon (even-odd rule) into the mask with value 1 (max-combined). */
export function fillPolygon(mask: Plane, width: number, height: number, polygon: readonly Point[], value = 1): Plane {
  if (polygon.length < 3) return mask;
  let minY = Infinity;
  let maxY = -Infinity;
  for (const p of polygon) {
    minY = Math.min(minY, p.y);
    maxY = Math.max(maxY, p.y);
  }
  const y0 = Math.max(0, Math.ceil(minY - 0.5));
  const y1 = Math.min(height - 1, Math.floor(maxY - 0.5));
  const crossings: number[] = [];
  for (let y = y0; y <= y1; y++) {
    const cy = y + 0.5;
    crossings.length = 0;
    for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
      const a = polygon[i]!;
      const b = polygon[j]!;
      if (a.y > cy !== b.y > cy) crossings.push(a.x + ((cy - a.y) / (b.y - a.y)) * (b.x - a.x));
    }
    crossings.sort((p, q) => p - q);
    for (let k = 0; k + 1 < crossings.length; k += 2) {
      const xStart = Math.max(0, Math.ceil(crossings[k]! - 0.5));
      const xEnd = Math.min(width - 1, Math.floor(crossings[k + 1]! - 0.5));
      for (let x = xStart; x <= xEnd; x++) {
        const i = y * width + x;
        if (mask[i]! < value) mask[i] = value;
      }
    }
  }
  return mask;
}

/** Fills an ellipse (centre, radii, rotation in radians) with a soft edge of `softness` (0..1 of the radius). */
export function fillEllipse(
  mask: Plane,
  width: number,
  height: number,
  centre: Point,
  rx: number,
  ry: number,
  rotation = 0,
  softness = 0.5,
  value = 1,
): Plane {
  const reach = Math.max(rx, ry);
  const cos = Math.cos(rotation);
  const sin = Math.sin(rotation);
  const x0 = Math.max(0, Math.floor(centre.x - reach));
  const x1 = Math.min(width - 1, Math.ceil(centre.x + reach));
  const y0 = Math.max(0, Math.floor(centre.y - reach));
  const y1 = Math.min(height - 1, Math.ceil(centre.y + reach));
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const dx = x + 0.5 - centre.x;
      const dy = y + 0.5 - centre.y;
      const u = (dx * cos + dy * sin) / rx;
      const v = (-dx * sin + dy * cos) / ry;
      const d = Math.sqrt(u * u + v * v);
      if (d >= 1) continue;
      const edge = 1 - softness;
      const t = d <= edge ? 1 : 1 - (d - edge) / Math.max(1e-6, softness);
      const smooth = t * t * (3 - 2 * t);
      const i = y * width + x;
      if (mask[i]! < smooth * value) mask[i] = smooth * value;
    }
  }
  return mask;
}

export function featherMask(mask: Plane, width: number, height: number, sigma: number): Plane {
  return boxGaussian(mask, width, height, sigma);
}

/** a × (1 − b), for carving one region out of another. */
export function subtractMask(a: Plane, b: Plane): Plane {
  const out = new Float32Array(a.length);
  for (let i = 0; i < a.length; i++) out[i] = a[i]! * (1 - b[i]!);
  return out;
}

export function maxMask(a: Plane, b: Plane): Plane {
  const out = new Float32Array(a.length);
  for (let i = 0; i < a.length; i++) out[i] = Math.max(a[i]!, b[i]!);
  return out;
}

export function scaleMask(mask: Plane, factor: number): Plane {
  const out = new Float32Array(mask.length);
  for (let i = 0; i < mask.length; i++) out[i] = Math.min(1, mask[i]! * factor);
  return out;
}

/** Mean of the mask's weights (0 when empty). */
export function maskArea(mask: Plane): number {
  let sum = 0;
  for (let i = 0; i < mask.length; i++) sum += mask[i]!;
  return sum;
}
