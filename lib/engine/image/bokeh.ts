import type { BOKEH } from '../../contract/image';
import { resizePlane } from '../vision/raster';

/**
 * Portrait-mode background blur. The subject mask (ISNet) separates subject from
 * background; the background is blurred with a disc (the shape of an out-of-focus lens
 * aperture) in linear light with highlights boosted, so bright points bloom into round
 * bokeh discs, and the subject is excluded from the blur (mask-normalised), so it does not
 * leave a halo on the background. The blur is computed at a reduced size where the disc
 * radius stays near 12 px and then enlarged: it is smooth by construction.
 */

/** Disc radius as a fraction of the image diagonal, per strength. */
export const BOKEH_RADIUS: Record<(typeof BOKEH)[number], number> = {
  background_blur_low: 0.006,
  background_blur_medium: 0.013,
  background_blur_high: 0.025,
};

const toLinear = (v: number) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
const toGamma = (v: number) => (v <= 0.0031308 ? v * 12.92 : 1.055 * Math.min(1, v) ** (1 / 2.4) - 0.055);

/** Highlight boost in linear light: values above 0.7 carry up to 5× more light. */
const boost = (v: number) => (v > 0.7 ? v * (1 + 4 * ((v - 0.7) / 0.3) ** 2) : v);

/** Inverse of boost, from a table: a flat bright area comes back to its own value. */
const UNBOOST_STEPS = 4096;
const unboostTable = (() => {
  const table = new Float32Array(UNBOOST_STEPS + 1);
  let v = 0;
  for (let i = 0; i <= UNBOOST_STEPS; i++) {
    const target = (i / UNBOOST_STEPS) * 5;
    while (v < 1 && boost(v) < target) v += 1 / 65536;
    table[i] = Math.min(1, v);
  }
  return table;
})();
const unboost = (value: number) => unboostTable[Math.min(UNBOOST_STEPS, Math.max(0, Math.round((value / 5) * UNBOOST_STEPS)))]!;

/** Disc blur of several planes at once, with per-row prefix sums: O(N·r). */
function discBlur(planes: Float32Array[], width: number, height: number, radius: number): Float32Array[] {
  const outs = planes.map(() => new Float32Array(width * height));
  const prefix = planes.map(() => new Float64Array((width + 1) * height));
  planes.forEach((plane, p) => {
    const pre = prefix[p]!;
    for (let y = 0; y < height; y++) {
      let sum = 0;
      pre[y * (width + 1)] = 0;
      for (let x = 0; x < width; x++) {
        sum += plane[y * width + x]!;
        pre[y * (width + 1) + x + 1] = sum;
      }
    }
  });
  const halfWidths: number[] = [];
  for (let dy = -radius; dy <= radius; dy++) halfWidths.push(Math.floor(Math.sqrt(radius * radius - dy * dy + 0.25)));
  for (let y = 0; y < height; y++) {
    for (let dy = -radius; dy <= radius; dy++) {
      const yy = y + dy;
      if (yy < 0 || yy >= height) continue;
      const hw = halfWidths[dy + radius]!;
      const base = yy * (width + 1);
      for (let x = 0; x < width; x++) {
        const left = Math.max(0, x - hw);
        const right = Math.min(width, x + hw + 1);
        for (let p = 0; p < planes.length; p++) outs[p]![y * width + x]! += prefix[p]![base + right]! - prefix[p]![base + left]!;
      }
    }
  }
  return outs;
}

/**
 * Blurs the background of `rgba` (alpha: subject opacity per pixel, 255 = subject).
 * Returns a new RGBA image; the subject's pixels are untouched where alpha is 255.
 */
export function applyBokeh(rgba: Uint8Array, width: number, height: number, alpha: Uint8Array, level: (typeof BOKEH)[number]): Uint8Array {
  const radiusFull = Math.max(2, BOKEH_RADIUS[level] * Math.hypot(width, height));
  const shrink = Math.max(1, radiusFull / 12);
  const sw = Math.max(8, Math.round(width / shrink));
  const sh = Math.max(8, Math.round(height / shrink));
  const radius = Math.max(1, Math.round((radiusFull * sw) / width));
  const n = width * height;

  // Background weight: 1 on background, 0 on the subject; squared so edges favour background.
  const weight = new Float32Array(n);
  for (let i = 0; i < n; i++) weight[i] = (1 - alpha[i]! / 255) ** 2;
  const channels: Float32Array[] = [];
  for (let c = 0; c < 3; c++) {
    const plane = new Float32Array(n);
    for (let i = 0; i < n; i++) {
      // Highlights carry more light than 8 bits say: boost them so they bloom into discs.
      plane[i] = boost(toLinear(rgba[i * 4 + c]! / 255)) * weight[i]!;
    }
    channels.push(resizePlane(plane, width, height, sw, sh));
  }
  const smallWeight = resizePlane(weight, width, height, sw, sh);
  const [br, bg, bb, bw] = discBlur([...channels, smallWeight], sw, sh, radius);
  const blurred = [br!, bg!, bb!].map((plane) => {
    const normalised = new Float32Array(plane.length);
    for (let i = 0; i < plane.length; i++) normalised[i] = bw![i]! > 1e-4 ? plane[i]! / bw![i]! : 0;
    return resizePlane(normalised, sw, sh, width, height);
  });
  const coverage = resizePlane(bw!, sw, sh, width, height);
  const out = new Uint8Array(rgba.length);
  const discArea = Math.PI * radius * radius;
  for (let i = 0; i < n; i++) {
    const subject = alpha[i]! / 255;
    // Where the disc saw no background at all (deep inside the subject) keep the original.
    const seen = Math.min(1, (coverage[i]! / discArea) * 8);
    const mix = (1 - subject) * seen;
    for (let c = 0; c < 3; c++) {
      const original = rgba[i * 4 + c]! / 255;
      const v = original * (1 - mix) + toGamma(unboost(blurred[c]![i]!)) * mix;
      out[i * 4 + c] = Math.round(Math.max(0, Math.min(1, v)) * 255);
    }
    out[i * 4 + 3] = rgba[i * 4 + 3]!;
  }
  return out;
}
