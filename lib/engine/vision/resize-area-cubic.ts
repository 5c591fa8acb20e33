/**
 * cv2.resize with INTER_AREA (shrinking: each output pixel the area-weighted mean of the
 * source pixels it covers, fractions at the ends) and INTER_CUBIC (Keys' kernel, a = −0.75,
 * half-pixel centres, edge pixels replicated), on interleaved float pixels. Both are
 * separable, so they run as two one-axis passes. Used where a Python reference asks for them
 * (FaceFusion's match_frame_color and normalize_extend_frame).
 */

type Taps = Array<{ index: number[]; weight: number[] }>;

function areaTaps(size: number, newSize: number): Taps {
  const scale = size / newSize;
  const taps: Taps = [];
  for (let i = 0; i < newSize; i++) {
    const start = i * scale;
    const end = start + scale;
    const index: number[] = [];
    const weight: number[] = [];
    for (let s = Math.floor(start); s < Math.min(Math.ceil(end), size); s++) {
      const cover = Math.min(end, s + 1) - Math.max(start, s);
      if (cover > 1e-9) {
        index.push(s);
        weight.push(cover / scale);
      }
    }
    taps.push({ index, weight });
  }
  return taps;
}

function cubicTaps(size: number, newSize: number): Taps {
  const a = -0.75;
  const kernel = (t: number) => {
    const x = Math.abs(t);
    if (x <= 1) return ((a + 2) * x - (a + 3)) * x * x + 1;
    if (x < 2) return ((a * x - 5 * a) * x + 8 * a) * x - 4 * a;
    return 0;
  };
  const scale = size / newSize;
  const taps: Taps = [];
  for (let i = 0; i < newSize; i++) {
    const f = (i + 0.5) * scale - 0.5;
    const s = Math.floor(f);
    const t = f - s;
    const index: number[] = [];
    const weight: number[] = [];
    for (let k = -1; k <= 2; k++) {
      index.push(Math.min(Math.max(s + k, 0), size - 1));
      weight.push(kernel(k - t));
    }
    taps.push({ index, weight });
  }
  return taps;
}

function separable(src: Float32Array, width: number, height: number, channels: number, xTaps: Taps, yTaps: Taps): Float32Array {
  const newWidth = xTaps.length;
  const newHeight = yTaps.length;
  const rows = new Float32Array(newWidth * height * channels);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < newWidth; x++) {
      const { index, weight } = xTaps[x]!;
      for (let c = 0; c < channels; c++) {
        let v = 0;
        for (let k = 0; k < index.length; k++) v += weight[k]! * src[(y * width + index[k]!) * channels + c]!;
        rows[(y * newWidth + x) * channels + c] = v;
      }
    }
  const out = new Float32Array(newWidth * newHeight * channels);
  for (let y = 0; y < newHeight; y++) {
    const { index, weight } = yTaps[y]!;
    for (let x = 0; x < newWidth; x++)
      for (let c = 0; c < channels; c++) {
        let v = 0;
        for (let k = 0; k < index.length; k++) v += weight[k]! * rows[(index[k]! * newWidth + x) * channels + c]!;
        out[(y * newWidth + x) * channels + c] = v;
      }
  }
  return out;
}

/** INTER_AREA, for shrinking (OpenCV's INTER_AREA enlarges bilinearly; callers here only shrink). */
export function resizeArea(src: Float32Array, width: number, height: number, channels: number, newWidth: number, newHeight: number): Float32Array {
  if (newWidth > width || newHeight > height) throw new Error('resizeArea shrinks only');
  return separable(src, width, height, channels, areaTaps(width, newWidth), areaTaps(height, newHeight));
}

export function resizeCubic(src: Float32Array, width: number, height: number, channels: number, newWidth: number, newHeight: number): Float32Array {
  return separable(src, width, height, channels, cubicTaps(width, newWidth), cubicTaps(height, newHeight));
}
