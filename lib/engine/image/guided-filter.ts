import { boxMean } from './box-filter';

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
