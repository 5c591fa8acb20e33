/**
 * The optimisation of "Colorization using Optimization" (Levin, Lischinski and Weiss,
 * SIGGRAPH 2004): neighbouring pixels of similar intensity should have similar colour.
 *
 * For one chroma channel u we minimise
 *   Σ_(r,s neighbours) w_rs (u_r − u_s)²  +  Σ_r λ_r (u_r − c_r)²  +  μ Σ_r (u_r − p_r)²
 * with w_rs = exp(−(Y_r − Y_s)² / 2σ²), σ² from the local intensity variance as in the
 * paper, λ_r the confidence of a colour hint c_r (0 where there is none) and a weak prior p
 * that keeps regions far from any hint from drifting. The symmetric form (a graph
 * Laplacian plus a diagonal) is solved by conjugate gradients with a Jacobi preconditioner,
 * started from a solution at half size (coarse to fine), which converges in tens of
 * iterations rather than thousands.
 */

export interface ColorHints {
  /** Confidence per pixel (0 = no hint). */
  weight: Float32Array;
  /** Hinted values of each channel. */
  values: Float32Array[];
  /** Weak prior per channel (constant), and its weight μ. */
  prior: number[];
  priorWeight: number;
}

/** Neighbour weights to the right, down, down-right and down-left of each pixel (8-connectivity). */
function affinities(y: Float32Array, width: number, height: number): Float32Array[] {
  const n = width * height;
  // Local variance over 3×3 windows.
  const variance = new Float32Array(n);
  for (let j = 0; j < height; j++)
    for (let i = 0; i < width; i++) {
      let s = 0;
      let s2 = 0;
      let count = 0;
      for (let dj = -1; dj <= 1; dj++)
        for (let di = -1; di <= 1; di++) {
          const jj = j + dj;
          const ii = i + di;
          if (jj < 0 || jj >= height || ii < 0 || ii >= width) continue;
          const v = y[jj * width + ii]!;
          s += v;
          s2 += v * v;
          count++;
        }
      variance[j * width + i] = Math.max(2e-4, s2 / count - (s / count) ** 2);
    }
  const offsets: Array<[number, number]> = [
    [1, 0],
    [0, 1],
    [1, 1],
    [-1, 1],
  ];
  return offsets.map(([dx, dy]) => {
    const w = new Float32Array(n);
    for (let j = 0; j < height; j++)
      for (let i = 0; i < width; i++) {
        const ii = i + dx;
        const jj = j + dy;
        if (ii < 0 || ii >= width || jj >= height) continue;
        const r = j * width + i;
        const s = jj * width + ii;
        const sigma2 = 0.6 * (variance[r]! + variance[s]!);
        const d = y[r]! - y[s]!;
        w[r] = Math.exp(-(d * d) / (2 * sigma2)) * (dx !== 0 && dy !== 0 ? 0.7 : 1);
      }
    return w;
  });
}

const OFFSETS: Array<[number, number]> = [
  [1, 0],
  [0, 1],
  [1, 1],
  [-1, 1],
];

/** A·x for A = L + diag(λ) + μI. */
function multiply(x: Float32Array, out: Float32Array, weights: Float32Array[], diagonal: Float32Array, width: number, height: number): void {
  for (let i = 0; i < x.length; i++) out[i] = diagonal[i]! * x[i]!;
  OFFSETS.forEach(([dx, dy], k) => {
    const w = weights[k]!;
    const shift = dy * width + dx;
    for (let j = 0; j < height; j++) {
      for (let i = 0; i < width; i++) {
        const r = j * width + i;
        const wr = w[r]!;
        if (wr === 0) continue;
        const s = r + shift;
        const diff = wr * (x[r]! - x[s]!);
        out[r]! += diff;
        out[s]! -= diff;
      }
    }
  });
}

function solveChannel(
  weights: Float32Array[],
  diagonal: Float32Array,
  rhs: Float32Array,
  initial: Float32Array,
  width: number,
  height: number,
  maxIterations: number,
): Float32Array {
  const n = rhs.length;
  const x = Float32Array.from(initial);
  const r = new Float32Array(n);
  const z = new Float32Array(n);
  const p = new Float32Array(n);
  const ap = new Float32Array(n);
  // Jacobi preconditioner: the full diagonal of A (Laplacian degree + λ + μ).
  const precond = Float32Array.from(diagonal);
  OFFSETS.forEach(([dx, dy], k) => {
    const w = weights[k]!;
    const shift = dy * width + dx;
    for (let i = 0; i < n; i++) {
      if (w[i] === 0) continue;
      precond[i]! += w[i]!;
      precond[i + shift]! += w[i]!;
    }
  });
  multiply(x, ap, weights, diagonal, width, height);
  let rhsNorm = 0;
  for (let i = 0; i < n; i++) {
    r[i] = rhs[i]! - ap[i]!;
    z[i] = r[i]! / precond[i]!;
    p[i] = z[i]!;
    rhsNorm += rhs[i]! * rhs[i]!;
  }
  rhsNorm = Math.sqrt(rhsNorm) || 1;
  let rz = 0;
  for (let i = 0; i < n; i++) rz += r[i]! * z[i]!;
  for (let iteration = 0; iteration < maxIterations; iteration++) {
    multiply(p, ap, weights, diagonal, width, height);
    let pap = 0;
    for (let i = 0; i < n; i++) pap += p[i]! * ap[i]!;
    if (pap <= 0) break;
    const alpha = rz / pap;
    let residual = 0;
    for (let i = 0; i < n; i++) {
      x[i]! += alpha * p[i]!;
      r[i]! -= alpha * ap[i]!;
      residual += r[i]! * r[i]!;
    }
    if (Math.sqrt(residual) / rhsNorm < 1e-5) break;
    let rzNext = 0;
    for (let i = 0; i < n; i++) {
      z[i] = r[i]! / precond[i]!;
      rzNext += r[i]! * z[i]!;
    }
    const beta = rzNext / rz;
    rz = rzNext;
    for (let i = 0; i < n; i++) p[i] = z[i]! + beta * p[i]!;
  }
  return x;
}

function halve(plane: Float32Array, width: number, height: number): { plane: Float32Array; width: number; height: number } {
  const w = Math.ceil(width / 2);
  const h = Math.ceil(height / 2);
  const out = new Float32Array(w * h);
  for (let j = 0; j < h; j++)
    for (let i = 0; i < w; i++) {
      let s = 0;
      let c = 0;
      for (let dj = 0; dj < 2; dj++)
        for (let di = 0; di < 2; di++) {
          const jj = 2 * j + dj;
          const ii = 2 * i + di;
          if (jj < height && ii < width) {
            s += plane[jj * width + ii]!;
            c++;
          }
        }
      out[j * w + i] = s / c;
    }
  return { plane: out, width: w, height: h };
}

/** Hints at half size: confidence averaged, values confidence-weighted. */
function halveHints(hints: ColorHints, width: number, height: number): ColorHints {
  const weight = halve(hints.weight, width, height).plane;
  const values = hints.values.map((v) => {
    const product = v.map((value, i) => value * hints.weight[i]!);
    const half = halve(product, width, height).plane;
    return half.map((value, i) => (weight[i]! > 0 ? value / weight[i]! : 0));
  });
  return { ...hints, weight, values };
}

/** Solves every hinted channel over the image of intensities `y`; returns one plane per channel. */
export function propagateColors(y: Float32Array, width: number, height: number, hints: ColorHints, maxIterations = 300): Float32Array[] {
  const n = width * height;
  let initial: Float32Array[] | null = null;
  if (width * height > 4096 && width > 16 && height > 16) {
    const small = halve(y, width, height);
    const coarse = propagateColors(small.plane, small.width, small.height, halveHints(hints, width, height), maxIterations);
    initial = coarse.map((plane) => {
      const up = new Float32Array(n);
      for (let j = 0; j < height; j++) for (let i = 0; i < width; i++) up[j * width + i] = plane[Math.min(small.height - 1, j >> 1) * small.width + Math.min(small.width - 1, i >> 1)]!;
      return up;
    });
  }
  const weights = affinities(y, width, height);
  const diagonal = new Float32Array(n);
  for (let i = 0; i < n; i++) diagonal[i] = hints.weight[i]! + hints.priorWeight;
  return hints.values.map((values, channel) => {
    const rhs = new Float32Array(n);
    const prior = hints.prior[channel]!;
    for (let i = 0; i < n; i++) rhs[i] = hints.weight[i]! * values[i]! + hints.priorWeight * prior;
    const start = initial ? initial[channel]! : new Float32Array(n).fill(prior);
    return solveChannel(weights, diagonal, rhs, start, width, height, initial ? Math.ceil(maxIterations / 3) : maxIterations);
  });
}
