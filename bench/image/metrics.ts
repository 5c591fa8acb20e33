/**
 * Image quality measures for the benchmarks: PSNR and SSIM on the luma (Y of BT.601, the
 * convention of super-resolution papers), with a border of `crop` pixels left out because
 * no method can know what lies past the edge; and IoU of two masks.
 */

function luma(rgba: Uint8Array, width: number, height: number, crop: number): { y: Float64Array; w: number; h: number } {
  const w = width - 2 * crop;
  const h = height - 2 * crop;
  const y = new Float64Array(w * h);
  for (let j = 0; j < h; j++)
    for (let i = 0; i < w; i++) {
      const k = ((j + crop) * width + i + crop) * 4;
      y[j * w + i] = 16 + (65.481 * rgba[k]! + 128.553 * rgba[k + 1]! + 24.966 * rgba[k + 2]!) / 255;
    }
  return { y, w, h };
}

export function psnr(a: Uint8Array, b: Uint8Array, width: number, height: number, crop = 0): number {
  const ya = luma(a, width, height, crop).y;
  const yb = luma(b, width, height, crop).y;
  let sum = 0;
  for (let i = 0; i < ya.length; i++) sum += (ya[i]! - yb[i]!) ** 2;
  const mse = sum / ya.length;
  return mse === 0 ? Infinity : 10 * Math.log10((255 * 255) / mse);
}

/** Mean SSIM (Wang et al. 2004) with an 11×11 Gaussian window, sigma 1.5, on luma. */
export function ssim(a: Uint8Array, b: Uint8Array, width: number, height: number, crop = 0): number {
  const A = luma(a, width, height, crop);
  const B = luma(b, width, height, crop);
  const { w, h } = A;
  const radius = 5;
  const kernel: number[] = [];
  for (let i = -radius; i <= radius; i++) kernel.push(Math.exp(-(i * i) / (2 * 1.5 * 1.5)));
  const total = kernel.reduce((s, v) => s + v, 0);
  for (let i = 0; i < kernel.length; i++) kernel[i]! /= total;
  const blur = (src: Float64Array) => {
    const tmp = new Float64Array(src.length);
    const out = new Float64Array(src.length);
    for (let y = 0; y < h; y++)
      for (let x = radius; x < w - radius; x++) {
        let s = 0;
        for (let k = -radius; k <= radius; k++) s += kernel[k + radius]! * src[y * w + x + k]!;
        tmp[y * w + x] = s;
      }
    for (let y = radius; y < h - radius; y++)
      for (let x = radius; x < w - radius; x++) {
        let s = 0;
        for (let k = -radius; k <= radius; k++) s += kernel[k + radius]! * tmp[(y + k) * w + x]!;
        out[y * w + x] = s;
      }
    return out;
  };
  const product = (p: Float64Array, q: Float64Array) => p.map((v, i) => v * q[i]!);
  const muA = blur(A.y);
  const muB = blur(B.y);
  const sAA = blur(product(A.y, A.y));
  const sBB = blur(product(B.y, B.y));
  const sAB = blur(product(A.y, B.y));
  const c1 = (0.01 * 255) ** 2;
  const c2 = (0.03 * 255) ** 2;
  let sum = 0;
  let count = 0;
  for (let y = radius; y < h - radius; y++)
    for (let x = radius; x < w - radius; x++) {
      const i = y * w + x;
      const ma = muA[i]!;
      const mb = muB[i]!;
      const va = sAA[i]! - ma * ma;
      const vb = sBB[i]! - mb * mb;
      const cov = sAB[i]! - ma * mb;
      sum += ((2 * ma * mb + c1) * (2 * cov + c2)) / ((ma * ma + mb * mb + c1) * (va + vb + c2));
      count++;
    }
  return sum / count;
}

/** Intersection over union of two masks thresholded at 50 %. */
export function maskIoU(a: Uint8Array, b: Uint8Array): number {
  let intersection = 0;
  let union = 0;
  for (let i = 0; i < a.length; i++) {
    const p = a[i]! >= 128;
    const q = b[i]! >= 128;
    if (p && q) intersection++;
    if (p || q) union++;
  }
  return union === 0 ? 1 : intersection / union;
}
