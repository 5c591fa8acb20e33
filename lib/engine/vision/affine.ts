/**
 * 2×3 affine maps and cv2.warpAffine, for runners that align faces the way their Python
 * reference does. A matrix [a, b, c, d, e, f] maps (x, y) to (a·x + b·y + c, d·x + e·y + f),
 * in pixel coordinates where a pixel's centre is its integer position (OpenCV's convention).
 */

export type Affine = [number, number, number, number, number, number];

export interface Point2 {
  x: number;
  y: number;
}

export const applyAffine = (m: Affine, p: Point2): Point2 => ({ x: m[0] * p.x + m[1] * p.y + m[2], y: m[3] * p.x + m[4] * p.y + m[5] });

/** cv2.invertAffineTransform. */
export function invertAffine(m: Affine): Affine {
  const det = m[0] * m[4] - m[1] * m[3];
  if (Math.abs(det) < 1e-12) throw new Error('affine map is not invertible');
  const a = m[4] / det;
  const b = -m[1] / det;
  const d = -m[3] / det;
  const e = m[0] / det;
  return [a, b, -(a * m[2] + b * m[5]), d, e, -(d * m[2] + e * m[5])];
}

/**
 * The least-squares similarity (rotation, uniform scale, translation) taking `from` onto
 * `to`: what cv2.estimateAffinePartial2D returns when every point is an inlier (FaceFusion
 * calls it with a RANSAC threshold of 100 px, so five landmarks always are, and OpenCV then
 * refines on all of them; the model x' = a·x − b·y + c, y' = b·x + a·y + f is linear, so the
 * closed form below is that refinement's minimum).
 */
export function estimateSimilarity(from: readonly Point2[], to: readonly Point2[]): Affine {
  const n = from.length;
  let mx = 0;
  let my = 0;
  let ux = 0;
  let uy = 0;
  for (let i = 0; i < n; i++) {
    mx += from[i]!.x / n;
    my += from[i]!.y / n;
    ux += to[i]!.x / n;
    uy += to[i]!.y / n;
  }
  let sxx = 0;
  let num1 = 0;
  let num2 = 0;
  for (let i = 0; i < n; i++) {
    const x = from[i]!.x - mx;
    const y = from[i]!.y - my;
    const u = to[i]!.x - ux;
    const v = to[i]!.y - uy;
    sxx += x * x + y * y;
    num1 += x * u + y * v;
    num2 += x * v - y * u;
  }
  const a = num1 / sxx;
  const b = num2 / sxx;
  return [a, -b, ux - a * mx + b * my, b, a, uy - b * mx - a * my];
}

export type Border = 'replicate' | 'constant';

/**
 * cv2.warpAffine (bilinear) of interleaved pixels: out(x, y) = src(M⁻¹·(x, y)). With
 * 'replicate' the edge pixels extend outwards; with 'constant' outside pixels are 0 (each of
 * the four neighbours on its own, as OpenCV does, so edges fade). OpenCV quantises positions
 * to 1/32 px; this is exact bilinear. `round` gives 8-bit results as OpenCV does for bytes.
 */
export function warpAffine(
  src: ArrayLike<number>,
  width: number,
  height: number,
  channels: number,
  m: Affine,
  outWidth: number,
  outHeight: number,
  options: { border: Border; round?: boolean; srcStride?: number },
): Float32Array {
  const stride = options.srcStride ?? channels;
  const inv = invertAffine(m);
  const out = new Float32Array(outWidth * outHeight * channels);
  const replicate = options.border === 'replicate';
  for (let y = 0; y < outHeight; y++) {
    for (let x = 0; x < outWidth; x++) {
      const sx = inv[0] * x + inv[1] * y + inv[2];
      const sy = inv[3] * x + inv[4] * y + inv[5];
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      const wx = sx - x0;
      const wy = sy - y0;
      const o = (y * outWidth + x) * channels;
      if (!replicate && (x0 < -1 || y0 < -1 || x0 >= width || y0 >= height)) continue;
      for (let c = 0; c < channels; c++) {
        const at = (px: number, py: number): number => {
          if (replicate) {
            px = px < 0 ? 0 : px >= width ? width - 1 : px;
            py = py < 0 ? 0 : py >= height ? height - 1 : py;
          } else if (px < 0 || py < 0 || px >= width || py >= height) return 0;
          return src[(py * width + px) * stride + c]!;
        };
        const top = at(x0, y0) + (at(x0 + 1, y0) - at(x0, y0)) * wx;
        const bottom = at(x0, y0 + 1) + (at(x0 + 1, y0 + 1) - at(x0, y0 + 1)) * wx;
        const v = top + (bottom - top) * wy;
        out[o + c] = options.round ? Math.min(255, Math.max(0, Math.round(v))) : v;
      }
    }
  }
  return out;
}
