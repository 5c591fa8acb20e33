import type { Point } from '../vision/faces';
import { sampleBilinear, type Planes } from '../vision/raster';

/**
 * Landmark-driven shape change: moving least squares with affine maps (Schaefer, McPhail and
 * Warren 2006). Each control point moves from `from` to `to`; pixels between them follow
 * smoothly, and pinned points (same from and to) hold the rest of the picture still.
 *
 * Rendering is backwards (for each output pixel, where does it come from), so the MLS map
 * is solved from the destinations to the sources. It is evaluated on a coarse grid inside
 * `region` and interpolated, which keeps a 1-megapixel face warp to a few milliseconds.
 */

export interface ControlPoint {
  from: Point;
  to: Point;
}

const GRID = 4;

function mlsAffine(v: Point, p: readonly Point[], q: readonly Point[], weights: Float64Array): Point {
  let sw = 0;
  let px = 0;
  let py = 0;
  let qx = 0;
  let qy = 0;
  for (let i = 0; i < p.length; i++) {
    const dx = p[i]!.x - v.x;
    const dy = p[i]!.y - v.y;
    const d2 = dx * dx + dy * dy;
    if (d2 < 1e-8) return { x: q[i]!.x, y: q[i]!.y };
    const w = 1 / d2;
    weights[i] = w;
    sw += w;
    px += w * p[i]!.x;
    py += w * p[i]!.y;
    qx += w * q[i]!.x;
    qy += w * q[i]!.y;
  }
  px /= sw;
  py /= sw;
  qx /= sw;
  qy /= sw;
  // M = (Σ w p̂ᵀp̂)⁻¹ Σ w p̂ᵀq̂, a 2×2 system.
  let a = 0;
  let b = 0;
  let d = 0;
  let m00 = 0;
  let m01 = 0;
  let m10 = 0;
  let m11 = 0;
  for (let i = 0; i < p.length; i++) {
    const w = weights[i]!;
    const hx = p[i]!.x - px;
    const hy = p[i]!.y - py;
    const gx = q[i]!.x - qx;
    const gy = q[i]!.y - qy;
    a += w * hx * hx;
    b += w * hx * hy;
    d += w * hy * hy;
    m00 += w * hx * gx;
    m01 += w * hx * gy;
    m10 += w * hy * gx;
    m11 += w * hy * gy;
  }
  const det = a * d - b * b;
  if (Math.abs(det) < 1e-12) return { x: v.x - px + qx, y: v.y - py + qy };
  const i00 = d / det;
  const i01 = -b / det;
  const i11 = a / det;
  const r00 = i00 * m00 + i01 * m10;
  const r01 = i00 * m01 + i01 * m11;
  const r10 = i01 * m00 + i11 * m10;
  const r11 = i01 * m01 + i11 * m11;
  const vx = v.x - px;
  const vy = v.y - py;
  return { x: vx * r00 + vy * r10 + qx, y: vx * r01 + vy * r11 + qy };
}

/**
 * Warps `image` so each control point's `from` lands on its `to`, only inside `region`
 * (pixels outside it are copied). Put pinned points on the region's border so the seam is invisible.
 */
export function warpImage(image: Planes, controls: readonly ControlPoint[], region: { x0: number; y0: number; x1: number; y1: number }): Planes {
  const { width, height } = image;
  const out: Planes = { width, height, r: image.r.slice(), g: image.g.slice(), b: image.b.slice(), ...(image.alpha ? { alpha: image.alpha.slice() } : {}) };
  const x0 = Math.max(0, Math.floor(region.x0));
  const y0 = Math.max(0, Math.floor(region.y0));
  const x1 = Math.min(width - 1, Math.ceil(region.x1));
  const y1 = Math.min(height - 1, Math.ceil(region.y1));
  if (x1 <= x0 || y1 <= y0 || controls.length < 3) return out;
  // Solve the backward map: destination positions are the MLS handles, sources the targets.
  const p = controls.map((c) => c.to);
  const q = controls.map((c) => c.from);
  const weights = new Float64Array(controls.length);
  const cols = Math.ceil((x1 - x0) / GRID) + 2;
  const rows = Math.ceil((y1 - y0) / GRID) + 2;
  const mapX = new Float32Array(cols * rows);
  const mapY = new Float32Array(cols * rows);
  for (let gy = 0; gy < rows; gy++) {
    for (let gx = 0; gx < cols; gx++) {
      const v = { x: x0 + gx * GRID, y: y0 + gy * GRID };
      const source = mlsAffine(v, p, q, weights);
      mapX[gy * cols + gx] = source.x - v.x;
      mapY[gy * cols + gx] = source.y - v.y;
    }
  }
  const channels: Array<[Float32Array, Float32Array]> = [
    [image.r, out.r],
    [image.g, out.g],
    [image.b, out.b],
  ];
  if (image.alpha && out.alpha) channels.push([image.alpha, out.alpha]);
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const fx = (x - x0) / GRID;
      const fy = (y - y0) / GRID;
      const dx = sampleBilinear(mapX, cols, rows, fx, fy);
      const dy = sampleBilinear(mapY, cols, rows, fx, fy);
      if (Math.abs(dx) < 0.01 && Math.abs(dy) < 0.01) continue;
      const sx = x + dx;
      const sy = y + dy;
      const i = y * width + x;
      for (const [source, target] of channels) target[i] = sampleBilinear(source, width, height, sx, sy);
    }
  }
  return out;
}

/** Pinned points on a rectangle's border (so a warp fades to nothing there). */
export function pinnedFrame(region: { x0: number; y0: number; x1: number; y1: number }, perSide = 6): ControlPoint[] {
  const out: ControlPoint[] = [];
  for (let i = 0; i <= perSide; i++) {
    const t = i / perSide;
    const xs = region.x0 + (region.x1 - region.x0) * t;
    const ys = region.y0 + (region.y1 - region.y0) * t;
    for (const pt of [
      { x: xs, y: region.y0 },
      { x: xs, y: region.y1 },
      { x: region.x0, y: ys },
      { x: region.x1, y: ys },
    ]) {
      out.push({ from: pt, to: pt });
    }
  }
  return out;
}
