import type { Point } from '../vision/faces';
import type { Plane } from '../vision/raster';

/**
 * Anti-aliased strokes into a coverage plane (0..1), used to ink facial features along the
 * mesh (eyes, brows, lips, nose) so line-art styles keep the face readable.
 */

export function strokeSegment(coverage: Plane, width: number, height: number, a: Point, b: Point, thickness: number, value = 1): void {
  const half = thickness / 2;
  const x0 = Math.max(0, Math.floor(Math.min(a.x, b.x) - half - 1));
  const x1 = Math.min(width - 1, Math.ceil(Math.max(a.x, b.x) + half + 1));
  const y0 = Math.max(0, Math.floor(Math.min(a.y, b.y) - half - 1));
  const y1 = Math.min(height - 1, Math.ceil(Math.max(a.y, b.y) + half + 1));
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const lengthSq = dx * dx + dy * dy || 1e-9;
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const px = x + 0.5 - a.x;
      const py = y + 0.5 - a.y;
      const t = Math.max(0, Math.min(1, (px * dx + py * dy) / lengthSq));
      const distance = Math.hypot(px - t * dx, py - t * dy);
      const cover = Math.max(0, Math.min(1, half - distance + 0.5)) * value;
      const i = y * width + x;
      if (coverage[i]! < cover) coverage[i] = cover;
    }
  }
}

/** A polyline, optionally closed, with thickness tapering towards the ends when `taper` is set. */
export function strokePolyline(
  coverage: Plane,
  width: number,
  height: number,
  points: readonly Point[],
  thickness: number,
  { closed = false, taper = false, value = 1 }: { closed?: boolean; taper?: boolean; value?: number } = {},
): void {
  const count = closed ? points.length : points.length - 1;
  for (let i = 0; i < count; i++) {
    const a = points[i]!;
    const b = points[(i + 1) % points.length]!;
    const middle = (i + 0.5) / Math.max(1, count);
    const scale = taper ? 0.45 + 0.55 * Math.sin(Math.PI * middle) : 1;
    strokeSegment(coverage, width, height, a, b, thickness * scale, value);
  }
}

/** Catmull-Rom resampling, so strokes through sparse landmarks look drawn rather than polygonal. */
export function smoothCurve(points: readonly Point[], closed: boolean, steps = 4): Point[] {
  if (points.length < 3) return [...points];
  const out: Point[] = [];
  const n = points.length;
  const get = (i: number) => (closed ? points[((i % n) + n) % n]! : points[Math.max(0, Math.min(n - 1, i))]!);
  const segments = closed ? n : n - 1;
  for (let i = 0; i < segments; i++) {
    const p0 = get(i - 1);
    const p1 = get(i);
    const p2 = get(i + 1);
    const p3 = get(i + 2);
    for (let s = 0; s < steps; s++) {
      const t = s / steps;
      const t2 = t * t;
      const t3 = t2 * t;
      out.push({
        x: 0.5 * (2 * p1.x + (-p0.x + p2.x) * t + (2 * p0.x - 5 * p1.x + 4 * p2.x - p3.x) * t2 + (-p0.x + 3 * p1.x - 3 * p2.x + p3.x) * t3),
        y: 0.5 * (2 * p1.y + (-p0.y + p2.y) * t + (2 * p0.y - 5 * p1.y + 4 * p2.y - p3.y) * t2 + (-p0.y + 3 * p1.y - 3 * p2.y + p3.y) * t3),
      });
    }
  }
  if (!closed) out.push(points[n - 1]!);
  return out;
}
