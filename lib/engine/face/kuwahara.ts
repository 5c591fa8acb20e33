import { createPlanes, luminance, type Planes } from '../vision/raster';

/**
 * Kuwahara filter: each pixel takes the mean colour of the least varied of the four
 * quadrants around it, which flattens areas into brush-like patches while keeping their
 * borders: the classic oil-paint look. Summed-area tables make it O(pixels) for any radius.
 */

function integral(values: Float32Array, width: number, height: number): Float64Array {
  const stride = width + 1;
  const table = new Float64Array(stride * (height + 1));
  for (let y = 0; y < height; y++) {
    let rowSum = 0;
    for (let x = 0; x < width; x++) {
      rowSum += values[y * width + x]!;
      table[(y + 1) * stride + x + 1] = table[y * stride + x + 1]! + rowSum;
    }
  }
  return table;
}

function rectSum(table: Float64Array, stride: number, x0: number, y0: number, x1: number, y1: number): number {
  // Inclusive pixel rectangle [x0, x1] × [y0, y1].
  return table[(y1 + 1) * stride + x1 + 1]! - table[y0 * stride + x1 + 1]! - table[(y1 + 1) * stride + x0]! + table[y0 * stride + x0]!;
}

export function kuwahara(image: Planes, radius: number): Planes {
  const { width, height } = image;
  const r = Math.max(1, Math.round(radius));
  const lum = luminance(image);
  const lumSq = new Float32Array(lum.length);
  for (let i = 0; i < lum.length; i++) lumSq[i] = lum[i]! * lum[i]!;
  const stride = width + 1;
  const tables = {
    r: integral(image.r, width, height),
    g: integral(image.g, width, height),
    b: integral(image.b, width, height),
    l: integral(lum, width, height),
    l2: integral(lumSq, width, height),
  };
  const out = createPlanes(width, height);
  if (image.alpha) out.alpha = image.alpha.slice();
  for (let y = 0; y < height; y++) {
    const top = Math.max(0, y - r);
    const bottom = Math.min(height - 1, y + r);
    for (let x = 0; x < width; x++) {
      const left = Math.max(0, x - r);
      const right = Math.min(width - 1, x + r);
      const quadrants: Array<[number, number, number, number]> = [
        [left, top, x, y],
        [x, top, right, y],
        [left, y, x, bottom],
        [x, y, right, bottom],
      ];
      let best = 0;
      let bestVariance = Infinity;
      let bestCount = 1;
      for (let q = 0; q < 4; q++) {
        const [x0, y0, x1, y1] = quadrants[q]!;
        const count = (x1 - x0 + 1) * (y1 - y0 + 1);
        const mean = rectSum(tables.l, stride, x0, y0, x1, y1) / count;
        const variance = rectSum(tables.l2, stride, x0, y0, x1, y1) / count - mean * mean;
        if (variance < bestVariance) {
          bestVariance = variance;
          best = q;
          bestCount = count;
        }
      }
      const [x0, y0, x1, y1] = quadrants[best]!;
      const i = y * width + x;
      out.r[i] = rectSum(tables.r, stride, x0, y0, x1, y1) / bestCount;
      out.g[i] = rectSum(tables.g, stride, x0, y0, x1, y1) / bestCount;
      out.b[i] = rectSum(tables.b, stride, x0, y0, x1, y1) / bestCount;
    }
  }
  return out;
}
