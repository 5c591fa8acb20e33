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

/** Three box passes approximate a Gaussian of the given sigma (central limit theorem). */
export function gaussianApprox(src: Float32Array, width: number, height: number, sigma: number): Float32Array {
  if (sigma <= 0.3) return Float32Array.from(src);
  // Box radius whose three-fold convolution has variance sigma²: 3·((2r+1)²−1)/12 = sigma².
  const r = Math.max(1, Math.round((Math.sqrt(4 * sigma * sigma + 1) - 1) / 2));
  const a = boxMean(src, width, height, r);
  const b = boxMean(a, width, height, r);
  return boxMean(b, width, height, r, a);
}
