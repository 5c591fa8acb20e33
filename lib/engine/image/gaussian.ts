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
