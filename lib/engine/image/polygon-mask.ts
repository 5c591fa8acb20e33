import { boxGaussian } from '../vision/filters';

export interface Point {
  x: number;
  y: number;
}

/**
 * Fills closed polygons into a 0..1 mask (even-odd scanline fill at pixel centres), then
 * feathers the edge with a Gaussian of `feather` pixels so effects fade out smoothly.
 * Polygons with a negative `value` are cut out of the mask (eyes and mouth out of the skin).
 */
export function polygonMask(width: number, height: number, polygons: Array<{ points: Point[]; value: number }>, feather: number): Float32Array {
  const mask = new Float32Array(width * height);
  for (const { points, value } of polygons) {
    if (points.length < 3) continue;
    const minY = Math.max(0, Math.floor(Math.min(...points.map((p) => p.y))));
    const maxY = Math.min(height - 1, Math.ceil(Math.max(...points.map((p) => p.y))));
    for (let y = minY; y <= maxY; y++) {
      const cy = y + 0.5;
      const crossings: number[] = [];
      for (let i = 0; i < points.length; i++) {
        const a = points[i]!;
        const b = points[(i + 1) % points.length]!;
        if ((a.y <= cy && b.y > cy) || (b.y <= cy && a.y > cy)) crossings.push(a.x + ((cy - a.y) / (b.y - a.y)) * (b.x - a.x));
      }
      crossings.sort((p, q) => p - q);
      for (let k = 0; k + 1 < crossings.length; k += 2) {
        const x0 = Math.max(0, Math.ceil(crossings[k]! - 0.5));
        const x1 = Math.min(width - 1, Math.floor(crossings[k + 1]! - 0.5));
        for (let x = x0; x <= x1; x++) {
          const i = y * width + x;
          mask[i] = value >= 0 ? Math.max(mask[i]!, value) : Math.max(0, mask[i]! + value);
        }
      }
    }
  }
  return feather > 0.5 ? boxGaussian(mask, width, height, feather) : mask;
}
