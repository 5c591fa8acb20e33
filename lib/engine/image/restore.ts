import { guidedFilter } from '../vision/filters';
import { gaussianBlur } from '../vision/filters';

/**
 * Blind restoration of a blurred, noisy photo, on its luminance:
 *
 * 1. noise level σn by Immerkær's method (a Laplacian-difference mask, mean absolute value);
 * 2. blur level σb by re-blurring (Zhuo and Sim, 2011): at a step edge blurred by a Gaussian
 *    of σb, blurring again by σ0 lowers the gradient by √(σb² + σ0²) / σb, so the ratio of
 *    gradients on the strongest edges gives σb;
 * 3. edge-preserving denoise (self-guided filter, ε from σn) before deconvolution, which
 *    would otherwise amplify the noise;
 * 4. Richardson–Lucy deconvolution with the estimated Gaussian PSF, with ringing held back by
 *    keeping each pixel inside the local range of the input (plus a small margin);
 * 5. a light unsharp mask whose threshold ignores differences at noise level.
 *
 * The chroma of the photo is kept: the luminance change is added to R, G and B alike.
 */

export interface RestoreReport {
  /** Estimated Gaussian blur of the input, in pixels. */
  blurSigma: number;
  /** Estimated noise standard deviation, in 0..1 luminance units. */
  noiseSigma: number;
  iterations: number;
}

/** Immerkær (1996): σn = √(π/2) / (6 (W−2)(H−2)) · Σ |I ∗ M|, M = [1 −2 1; −2 4 −2; 1 −2 1]. */
export function estimateNoise(y: Float32Array, width: number, height: number): number {
  let sum = 0;
  for (let j = 1; j < height - 1; j++) {
    for (let i = 1; i < width - 1; i++) {
      const c = j * width + i;
      const v =
        y[c - width - 1]! - 2 * y[c - width]! + y[c - width + 1]! - 2 * y[c - 1]! + 4 * y[c]! - 2 * y[c + 1]! + y[c + width - 1]! - 2 * y[c + width]! + y[c + width + 1]!;
      sum += Math.abs(v);
    }
  }
  return (Math.sqrt(Math.PI / 2) * sum) / (6 * (width - 2) * (height - 2));
}

function gradientMagnitude(y: Float32Array, width: number, height: number): Float32Array {
  const g = new Float32Array(y.length);
  for (let j = 1; j < height - 1; j++) {
    for (let i = 1; i < width - 1; i++) {
      const c = j * width + i;
      const gx = y[c + 1]! - y[c - 1]!;
      const gy = y[c + width]! - y[c - width]!;
      g[c] = Math.hypot(gx, gy) / 2;
    }
  }
  return g;
}

/**
 * Estimated Gaussian blur σ of the image, from its strongest edges (0.3 to 4 px). The
 * re-blur σ0 should be of the order of the answer (the ratio is flat, and noise-sensitive,
 * when σ0 ≪ σb), so a first estimate with σ0 = 1 is refined with σ0 = that estimate.
 */
export function estimateBlur(y: Float32Array, width: number, height: number, noiseSigma: number): number {
  const first = estimateBlurWith(y, width, height, noiseSigma, 1);
  return first > 1.3 ? estimateBlurWith(y, width, height, noiseSigma, first) : first;
}

function estimateBlurWith(y: Float32Array, width: number, height: number, noiseSigma: number, sigma0: number): number {
  const g1 = gradientMagnitude(y, width, height);
  const g2 = gradientMagnitude(gaussianBlur(y, width, height, sigma0), width, height);
  // Edges: local maxima along x or y of g1, well above noise, in the top 2 % of gradients.
  const candidates: number[] = [];
  const floor = Math.max(0.02, 6 * noiseSigma);
  for (let j = 2; j < height - 2; j++) {
    for (let i = 2; i < width - 2; i++) {
      const c = j * width + i;
      const v = g1[c]!;
      if (v < floor) continue;
      const peakX = v >= g1[c - 1]! && v >= g1[c + 1]!;
      const peakY = v >= g1[c - width]! && v >= g1[c + width]!;
      if (peakX || peakY) candidates.push(c);
    }
  }
  if (candidates.length < 50) return 0.3;
  candidates.sort((a, b) => g1[b]! - g1[a]!);
  const top = candidates.slice(0, Math.max(50, Math.round(candidates.length * 0.1)));
  const sigmas = top
    .map((c) => {
      const ratio = g1[c]! / Math.max(1e-6, g2[c]!);
      return ratio > 1.0001 ? sigma0 / Math.sqrt(ratio * ratio - 1) : 4;
    })
    .sort((a, b) => a - b);
  const median = sigmas[Math.floor(sigmas.length / 2)]!;
  return Math.min(4, Math.max(0.3, median));
}

/** Min and max of each pixel's (2r+1)² neighbourhood, separably. */
function localRange(src: Float32Array, width: number, height: number, radius: number): { lo: Float32Array; hi: Float32Array } {
  const pass = (input: Float32Array, horizontal: boolean, pick: (a: number, b: number) => number) => {
    const out = new Float32Array(input.length);
    for (let j = 0; j < height; j++) {
      for (let i = 0; i < width; i++) {
        let v = input[j * width + i]!;
        for (let k = -radius; k <= radius; k++) {
          const x = horizontal ? Math.min(width - 1, Math.max(0, i + k)) : i;
          const y = horizontal ? j : Math.min(height - 1, Math.max(0, j + k));
          v = pick(v, input[y * width + x]!);
        }
        out[j * width + i] = v;
      }
    }
    return out;
  };
  return { lo: pass(pass(src, true, Math.min), false, Math.min), hi: pass(pass(src, true, Math.max), false, Math.max) };
}

/** Richardson–Lucy with a Gaussian PSF (symmetric, so the adjoint is the same blur). */
export function richardsonLucy(observed: Float32Array, width: number, height: number, sigma: number, iterations: number): Float32Array {
  const eps = 1e-4;
  const estimate = Float32Array.from(observed);
  const blurred = new Float32Array(observed.length);
  const ratio = new Float32Array(observed.length);
  const correction = new Float32Array(observed.length);
  for (let k = 0; k < iterations; k++) {
    gaussianBlur(estimate, width, height, sigma, blurred);
    for (let i = 0; i < ratio.length; i++) ratio[i] = observed[i]! / Math.max(eps, blurred[i]!);
    gaussianBlur(ratio, width, height, sigma, correction);
    for (let i = 0; i < estimate.length; i++) estimate[i] = estimate[i]! * correction[i]!;
  }
  return estimate;
}

export interface RestoreOptions {
  /** Overrides the estimated blur (tests, or a caller who knows it). */
  blurSigma?: number;
}

/** Restores an RGBA image; returns a new RGBA image and what was estimated. */
export function restoreImage(rgba: Uint8Array, width: number, height: number, options: RestoreOptions = {}): { data: Uint8Array; report: RestoreReport } {
  const n = width * height;
  // Work on luminance plus a small offset (Richardson–Lucy needs positive values).
  const offset = 0.02;
  const y = new Float32Array(n);
  for (let i = 0, j = 0; i < n; i++, j += 4) y[i] = (0.299 * rgba[j]! + 0.587 * rgba[j + 1]! + 0.114 * rgba[j + 2]!) / 255;
  const noiseSigma = estimateNoise(y, width, height);

  // Denoise first: a self-guided filter flattens noise and keeps edges above ~3σn.
  const denoiseEps = (3 * noiseSigma) ** 2;
  const denoised = noiseSigma > 0.004 ? guidedFilter(y, y, width, height, 2, denoiseEps) : Float32Array.from(y);

  const blurSigma = options.blurSigma ?? estimateBlur(denoised, width, height, noiseSigma);
  // Deconvolve somewhat less than estimated: a slight under-correction looks natural, an
  // over-correction rings.
  const psfSigma = blurSigma * 0.85;
  const iterations = psfSigma < 0.5 ? 0 : Math.min(30, Math.round(8 + 6 * psfSigma));
  let restored = denoised;
  if (iterations > 0) {
    for (let i = 0; i < n; i++) denoised[i]! += offset;
    restored = richardsonLucy(denoised, width, height, psfSigma, iterations);
    // Ringing control: stay within the local range of the (denoised) input, with a margin
    // that lets edges become steeper than the blurred input allowed.
    const { lo, hi } = localRange(denoised, width, height, Math.max(1, Math.round(psfSigma * 1.5)));
    for (let i = 0; i < n; i++) {
      const margin = 0.1 * (hi[i]! - lo[i]!) + 0.01;
      const v = restored[i]!;
      restored[i] = (v < lo[i]! - margin ? lo[i]! - margin : v > hi[i]! + margin ? hi[i]! + margin : v) - offset;
    }
  }

  // Unsharp mask (radius ~1 px), ignoring differences at the noise level.
  const soft = gaussianBlur(restored, width, height, 1);
  const threshold = 2 * noiseSigma;
  const amount = 0.5;
  for (let i = 0; i < n; i++) {
    const detail = restored[i]! - soft[i]!;
    if (Math.abs(detail) > threshold) restored[i] = restored[i]! + amount * (detail - Math.sign(detail) * threshold);
  }

  const out = new Uint8Array(rgba.length);
  for (let i = 0, j = 0; i < n; i++, j += 4) {
    const delta = (restored[i]! - y[i]!) * 255;
    for (let c = 0; c < 3; c++) {
      const v = rgba[j + c]! + delta;
      out[j + c] = v <= 0 ? 0 : v >= 255 ? 255 : Math.round(v);
    }
    out[j + 3] = rgba[j + 3]!;
  }
  return { data: out, report: { blurSigma, noiseSigma, iterations } };
}
