import { boxMean } from '../vision/filters';

/**
 * Foreground colour estimation for soft mask edges. Where alpha is between 0 and 1 the
 * observed colour is a mix, I = α·F + (1 − α)·B, so cutting out I as it is leaves a fringe
 * of the old background (a grey halo on hair against a grey wall). We estimate the local
 * background B and the local subject colour from nearby pixels that are clearly one or the
 * other (alpha-weighted means), solve for F, and fall back to the local subject colour when
 * alpha is too small for the division to be trusted.
 */
export function estimateForeground(rgba: Uint8Array, alpha: Uint8Array, width: number, height: number): Uint8Array {
  const n = width * height;
  const radius = Math.max(3, Math.round(Math.min(width, height) / 100));
  const a = new Float32Array(n);
  const inv = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    a[i] = alpha[i]! / 255;
    inv[i] = 1 - a[i]!;
  }
  // Weights favour pixels that are clearly subject (a³) or clearly background ((1−a)³).
  const wf = a.map((v) => v * v * v);
  const wb = inv.map((v) => v * v * v);
  const meanWf = boxMean(wf, width, height, radius);
  const meanWb = boxMean(wb, width, height, radius);
  const out = new Uint8Array(rgba);
  const channel = new Float32Array(n);
  const weighted = new Float32Array(n);
  for (let c = 0; c < 3; c++) {
    for (let i = 0; i < n; i++) channel[i] = rgba[i * 4 + c]! / 255;
    for (let i = 0; i < n; i++) weighted[i] = channel[i]! * wf[i]!;
    const fgMean = boxMean(weighted, width, height, radius);
    for (let i = 0; i < n; i++) weighted[i] = channel[i]! * wb[i]!;
    const bgMean = boxMean(weighted, width, height, radius);
    for (let i = 0; i < n; i++) {
      const ai = a[i]!;
      if (ai <= 0.002 || ai >= 0.998) continue;
      const localF = meanWf[i]! > 1e-4 ? fgMean[i]! / meanWf[i]! : channel[i]!;
      const localB = meanWb[i]! > 1e-4 ? bgMean[i]! / meanWb[i]! : channel[i]!;
      const solved = (channel[i]! - (1 - ai) * localB) / ai;
      // Trust the solved colour as alpha grows; near zero alpha use the neighbourhood's subject colour.
      const trust = Math.min(1, ai / 0.5);
      const f = trust * solved + (1 - trust) * localF;
      out[i * 4 + c] = f <= 0 ? 0 : f >= 1 ? 255 : Math.round(f * 255);
    }
  }
  return out;
}
