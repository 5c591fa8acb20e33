/**
 * cv2.resize with INTER_LINEAR on interleaved float pixels: half-pixel centres, source
 * positions clamped at the edges, and no antialiasing when shrinking (OpenCV samples two
 * pixels per axis whatever the scale). Reference runners use it where the Python reference
 * calls cv2.resize without an interpolation flag.
 */
export function resizeLinear(src: Float32Array, width: number, height: number, channels: number, newWidth: number, newHeight: number): Float32Array {
  const out = new Float32Array(newWidth * newHeight * channels);
  const xs = axis(width, newWidth);
  const ys = axis(height, newHeight);
  for (let y = 0; y < newHeight; y++) {
    const y0 = ys.index[y]!;
    const y1 = Math.min(y0 + 1, height - 1);
    const wy = ys.weight[y]!;
    for (let x = 0; x < newWidth; x++) {
      const x0 = xs.index[x]!;
      const x1 = Math.min(x0 + 1, width - 1);
      const wx = xs.weight[x]!;
      const a = (y0 * width + x0) * channels;
      const b = (y0 * width + x1) * channels;
      const c = (y1 * width + x0) * channels;
      const d = (y1 * width + x1) * channels;
      const o = (y * newWidth + x) * channels;
      for (let k = 0; k < channels; k++) {
        const top = src[a + k]! + (src[b + k]! - src[a + k]!) * wx;
        const bottom = src[c + k]! + (src[d + k]! - src[c + k]!) * wx;
        out[o + k] = top + (bottom - top) * wy;
      }
    }
  }
  return out;
}

/** For each destination index along one axis: the left source index and the weight of its right neighbour. */
export function axis(size: number, newSize: number): { index: Int32Array; weight: Float32Array } {
  const index = new Int32Array(newSize);
  const weight = new Float32Array(newSize);
  const scale = size / newSize;
  for (let i = 0; i < newSize; i++) {
    const f = (i + 0.5) * scale - 0.5;
    let s = Math.floor(f);
    let w = f - s;
    // OpenCV: before the first pixel or past the last, the edge pixel alone.
    if (s < 0) {
      s = 0;
      w = 0;
    }
    if (s >= size - 1) {
      s = size - 1;
      w = 0;
    }
    index[i] = s;
    weight[i] = w;
  }
  return { index, weight };
}
