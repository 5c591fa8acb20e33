import { createPlanes, type Plane, type Planes } from './raster';

/**
 * Linear-time smoothing: running-sum box blurs, Gaussians built from three of them, and the
 * guided filter (He, Sun and Tang 2010), the edge-preserving smoother behind the cartoon,
 * clay and skin effects. Every pass is O(pixels) whatever the radius.
 */

/** Box blur of radius r (window 2r+1), edges clamped. */
export function boxBlur(plane: Plane, width: number, height: number, radius: number): Plane {
  const r = Math.max(0, Math.round(radius));
  if (r === 0) return plane.slice();
  const temp = new Float32Array(plane.length);
  const out = new Float32Array(plane.length);
  const window = 2 * r + 1;
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let sum = 0;
    for (let k = -r; k <= r; k++) sum += plane[row + Math.min(width - 1, Math.max(0, k))]!;
    for (let x = 0; x < width; x++) {
      temp[row + x] = sum / window;
      const add = Math.min(width - 1, x + r + 1);
      const remove = Math.max(0, x - r);
      sum += plane[row + add]! - plane[row + remove]!;
    }
  }
  for (let x = 0; x < width; x++) {
    let sum = 0;
    for (let k = -r; k <= r; k++) sum += temp[Math.min(height - 1, Math.max(0, k)) * width + x]!;
    for (let y = 0; y < height; y++) {
      out[y * width + x] = sum / window;
      const add = Math.min(height - 1, y + r + 1);
      const remove = Math.max(0, y - r);
      sum += temp[add * width + x]! - temp[remove * width + x]!;
    }
  }
  return out;
}

/** Radii of three box blurs whose succession approximates a Gaussian of this sigma. */
function boxRadii(sigma: number): number[] {
  const n = 3;
  const ideal = Math.sqrt((12 * sigma * sigma) / n + 1);
  let lower = Math.floor(ideal);
  if (lower % 2 === 0) lower--;
  const upper = lower + 2;
  const m = Math.round((12 * sigma * sigma - n * lower * lower - 4 * n * lower - 3 * n) / (-4 * lower - 4));
  return Array.from({ length: n }, (_, i) => ((i < m ? lower : upper) - 1) / 2);
}

export function gaussianBlur(plane: Plane, width: number, height: number, sigma: number): Plane {
  if (sigma < 0.3) return plane.slice();
  let out = plane;
  for (const radius of boxRadii(sigma)) out = boxBlur(out, width, height, radius);
  return out === plane ? plane.slice() : out;
}

export function gaussianBlurPlanes(image: Planes, sigma: number): Planes {
  const out = createPlanes(image.width, image.height);
  out.r = gaussianBlur(image.r, image.width, image.height, sigma);
  out.g = gaussianBlur(image.g, image.width, image.height, sigma);
  out.b = gaussianBlur(image.b, image.width, image.height, sigma);
  if (image.alpha) out.alpha = image.alpha.slice();
  return out;
}

/**
 * Guided filter with a grey guide shared by the three channels: flat areas are averaged,
 * edges of the guide survive. `eps` is the variance (in 0..1 units squared) below which
 * detail counts as flat: 1e-3 keeps features, 1e-2 irons out texture.
 */
export function guidedFilter(image: Planes, guide: Plane, radius: number, eps: number): Planes {
  const { width, height } = image;
  const n = width * height;
  const meanI = boxBlur(guide, width, height, radius);
  const guideSquared = new Float32Array(n);
  for (let i = 0; i < n; i++) guideSquared[i] = guide[i]! * guide[i]!;
  const varI = boxBlur(guideSquared, width, height, radius);
  for (let i = 0; i < n; i++) varI[i] = varI[i]! - meanI[i]! * meanI[i]!;
  const out = createPlanes(width, height);
  if (image.alpha) out.alpha = image.alpha.slice();
  for (const channel of ['r', 'g', 'b'] as const) {
    const p = image[channel];
    const meanP = boxBlur(p, width, height, radius);
    const product = new Float32Array(n);
    for (let i = 0; i < n; i++) product[i] = guide[i]! * p[i]!;
    const meanIp = boxBlur(product, width, height, radius);
    const a = new Float32Array(n);
    const b = new Float32Array(n);
    for (let i = 0; i < n; i++) {
      const cov = meanIp[i]! - meanI[i]! * meanP[i]!;
      a[i] = cov / (varI[i]! + eps);
      b[i] = meanP[i]! - a[i]! * meanI[i]!;
    }
    const meanA = boxBlur(a, width, height, radius);
    const meanB = boxBlur(b, width, height, radius);
    const target = out[channel];
    for (let i = 0; i < n; i++) target[i] = meanA[i]! * guide[i]! + meanB[i]!;
  }
  return out;
}

/** Guided filter where each channel guides itself: a strong, colour-faithful smoother. */
export function selfGuidedFilter(image: Planes, radius: number, eps: number): Planes {
  const { width, height } = image;
  const out = createPlanes(width, height);
  if (image.alpha) out.alpha = image.alpha.slice();
  const n = width * height;
  for (const channel of ['r', 'g', 'b'] as const) {
    const p = image[channel];
    const mean = boxBlur(p, width, height, radius);
    const squared = new Float32Array(n);
    for (let i = 0; i < n; i++) squared[i] = p[i]! * p[i]!;
    const meanSq = boxBlur(squared, width, height, radius);
    const a = new Float32Array(n);
    const b = new Float32Array(n);
    for (let i = 0; i < n; i++) {
      const variance = meanSq[i]! - mean[i]! * mean[i]!;
      a[i] = variance / (variance + eps);
      b[i] = mean[i]! - a[i]! * mean[i]!;
    }
    const meanA = boxBlur(a, width, height, radius);
    const meanB = boxBlur(b, width, height, radius);
    const target = out[channel];
    for (let i = 0; i < n; i++) target[i] = meanA[i]! * p[i]! + meanB[i]!;
  }
  return out;
}
