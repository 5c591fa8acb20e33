import { createPlanes, type Plane, type Planes } from './raster';

/**
 * The smoothing toolkit every engine shares: box means, Gaussians (exact, and a fast
 * three-box approximation), and the guided filter (He, Sun and Tang 2010), the
 * edge-preserving smoother behind mask refinement, denoising and the face styles. The
 * box-based passes are O(pixels) whatever the radius. One-plane functions take and give
 * Float32Array planes; the *Planes variants apply them to every channel of a Planes image.
 */

/**
 * Mean over a (2r+1)×(2r+1) window for every pixel of a one-channel float image, in O(N)
 * whatever the radius (running sums along rows, then columns). Near the borders the window
 * is cut to the image and the mean is over the pixels it really covers, so edges do not
 * darken. The building block of the guided filter, the blurs and the local statistics.
 */
export function boxMean(src: Float32Array, width: number, height: number, radius: number, out: Float32Array = new Float32Array(src.length)): Float32Array {
  const r = Math.max(0, Math.floor(radius));
  if (r === 0) {
    out.set(src);
    return out;
  }
  const rows = new Float32Array(src.length);
  // Horizontal pass: sum of the window in each row, divided by its real width.
  for (let y = 0; y < height; y++) {
    const base = y * width;
    let sum = 0;
    const first = Math.min(r, width - 1);
    for (let x = 0; x <= first; x++) sum += src[base + x]!;
    for (let x = 0; x < width; x++) {
      const left = Math.max(0, x - r);
      const right = Math.min(width - 1, x + r);
      rows[base + x] = sum / (right - left + 1);
      const add = x + r + 1;
      if (add < width) sum += src[base + add]!;
      const drop = x - r;
      if (drop >= 0) sum -= src[base + drop]!;
    }
  }
  // Vertical pass over the row means, column by column, using a column of running sums.
  const colSum = new Float64Array(width);
  const firstRow = Math.min(r, height - 1);
  for (let y = 0; y <= firstRow; y++) for (let x = 0; x < width; x++) colSum[x]! += rows[y * width + x]!;
  for (let y = 0; y < height; y++) {
    const top = Math.max(0, y - r);
    const bottom = Math.min(height - 1, y + r);
    const count = bottom - top + 1;
    const base = y * width;
    for (let x = 0; x < width; x++) out[base + x] = colSum[x]! / count;
    const add = y + r + 1;
    if (add < height) for (let x = 0; x < width; x++) colSum[x]! += rows[add * width + x]!;
    const drop = y - r;
    if (drop >= 0) for (let x = 0; x < width; x++) colSum[x]! -= rows[drop * width + x]!;
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

/**
 * A Gaussian of this sigma, approximated by three box means (central limit theorem): fast
 * for large sigmas, where the exact kernel would be long. Borders as boxMean: no darkening.
 */
export function boxGaussian(plane: Plane, width: number, height: number, sigma: number): Plane {
  if (sigma < 0.3) return plane.slice();
  let out = plane;
  for (const radius of boxRadii(sigma)) out = boxMean(out, width, height, radius);
  return out === plane ? plane.slice() : out;
}

export function boxGaussianPlanes(image: Planes, sigma: number): Planes {
  const out = createPlanes(image.width, image.height);
  out.r = boxGaussian(image.r, image.width, image.height, sigma);
  out.g = boxGaussian(image.g, image.width, image.height, sigma);
  out.b = boxGaussian(image.b, image.width, image.height, sigma);
  if (image.alpha) out.alpha = image.alpha.slice();
  return out;
}

/**
 * Exact separable Gaussian blur of a one-channel plane (kernel to 3σ, borders clamped).
 * Used where the blur must be a true Gaussian: the point-spread function of deconvolution,
 * where the box-pass approximation would not match small sigmas.
 */
export function gaussianKernel(sigma: number): Float32Array {
  const radius = Math.max(1, Math.ceil(sigma * 3));
  const kernel = new Float32Array(2 * radius + 1);
  let sum = 0;
  for (let i = -radius; i <= radius; i++) {
    const v = Math.exp(-(i * i) / (2 * sigma * sigma));
    kernel[i + radius] = v;
    sum += v;
  }
  for (let i = 0; i < kernel.length; i++) kernel[i]! /= sum;
  return kernel;
}

export function gaussianBlur(src: Float32Array, width: number, height: number, sigma: number, out: Float32Array = new Float32Array(src.length)): Float32Array {
  if (sigma < 0.2) {
    out.set(src);
    return out;
  }
  const kernel = gaussianKernel(sigma);
  const radius = (kernel.length - 1) / 2;
  const tmp = new Float32Array(src.length);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      let sum = 0;
      for (let k = -radius; k <= radius; k++) {
        const xx = x + k < 0 ? 0 : x + k >= width ? width - 1 : x + k;
        sum += kernel[k + radius]! * src[row + xx]!;
      }
      tmp[row + x] = sum;
    }
  }
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let sum = 0;
      for (let k = -radius; k <= radius; k++) {
        const yy = y + k < 0 ? 0 : y + k >= height ? height - 1 : y + k;
        sum += kernel[k + radius]! * tmp[yy * width + x]!;
      }
      out[y * width + x] = sum;
    }
  }
  return out;
}

/**
 * Guided filter (He, Sun and Tang, 2010) with a one-channel guide: smooths `input` while
 * following the edges of `guide`. Used to snap a coarse segmentation mask to the real
 * outline of hair and clothing, and as an edge-preserving smoother for denoising.
 *
 * `eps` sets how strong an edge of the guide must be to be kept (guide values in 0..1:
 * 1e-4 keeps faint edges, 1e-2 only strong ones). Runs in O(N) for any radius.
 */
export function guidedFilter(guide: Float32Array, input: Float32Array, width: number, height: number, radius: number, eps: number): Float32Array {
  const n = guide.length;
  const ii = new Float32Array(n);
  const ip = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    ii[i] = guide[i]! * guide[i]!;
    ip[i] = guide[i]! * input[i]!;
  }
  const meanI = boxMean(guide, width, height, radius);
  const meanP = boxMean(input, width, height, radius);
  const corrI = boxMean(ii, width, height, radius, ii);
  const corrIp = boxMean(ip, width, height, radius, ip);
  // a and b of the local linear model q = a·I + b, stored over corrI and corrIp.
  for (let i = 0; i < n; i++) {
    const varI = corrI[i]! - meanI[i]! * meanI[i]!;
    const covIp = corrIp[i]! - meanI[i]! * meanP[i]!;
    const a = covIp / (varI + eps);
    corrI[i] = a;
    corrIp[i] = meanP[i]! - a * meanI[i]!;
  }
  const meanA = boxMean(corrI, width, height, radius, meanI);
  const meanB = boxMean(corrIp, width, height, radius, meanP);
  const out = new Float32Array(n);
  for (let i = 0; i < n; i++) out[i] = meanA[i]! * guide[i]! + meanB[i]!;
  return out;
}

/**
 * The guided filter on every channel of an image with one grey guide: flat areas are
 * averaged, edges of the guide survive. `eps` is the variance (in 0..1 units squared) below
 * which detail counts as flat: 1e-3 keeps features, 1e-2 irons out texture.
 */
export function guidedFilterPlanes(image: Planes, guide: Plane, radius: number, eps: number): Planes {
  const out = createPlanes(image.width, image.height);
  if (image.alpha) out.alpha = image.alpha.slice();
  for (const channel of ['r', 'g', 'b'] as const) out[channel] = guidedFilter(guide, image[channel], image.width, image.height, radius, eps);
  return out;
}

/** Guided filter where each channel guides itself: a strong, colour-faithful smoother. */
export function selfGuidedFilter(image: Planes, radius: number, eps: number): Planes {
  const out = createPlanes(image.width, image.height);
  if (image.alpha) out.alpha = image.alpha.slice();
  for (const channel of ['r', 'g', 'b'] as const) out[channel] = guidedFilter(image[channel], image[channel], image.width, image.height, radius, eps);
  return out;
}
