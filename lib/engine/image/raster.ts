/**
 * Small pixel helpers shared by the image operations. Images are RGBA bytes, row-major;
 * planes are one-channel Float32Arrays in 0..1 unless a function says otherwise.
 */

/** Rec. 709 luma of each pixel, 0..1. */
export function lumaPlane(rgba: Uint8Array, width: number, height: number): Float32Array {
  const out = new Float32Array(width * height);
  for (let i = 0, j = 0; i < out.length; i++, j += 4) out[i] = (0.2126 * rgba[j]! + 0.7152 * rgba[j + 1]! + 0.0722 * rgba[j + 2]!) / 255;
  return out;
}

/** One channel (0 R, 1 G, 2 B, 3 A) as a 0..1 plane. */
export function channelPlane(rgba: Uint8Array, channel: number): Float32Array {
  const out = new Float32Array(rgba.length / 4);
  for (let i = 0; i < out.length; i++) out[i] = rgba[i * 4 + channel]! / 255;
  return out;
}

/** R, G, B planes in 0..1. */
export function rgbPlanes(rgba: Uint8Array): [Float32Array, Float32Array, Float32Array] {
  return [channelPlane(rgba, 0), channelPlane(rgba, 1), channelPlane(rgba, 2)];
}

const toByte = (value: number) => (value <= 0 ? 0 : value >= 1 ? 255 : Math.round(value * 255));

/** Packs R, G, B planes (0..1) and an alpha (bytes, or opaque) back into RGBA bytes. */
export function planesToRgba(r: Float32Array, g: Float32Array, b: Float32Array, alpha?: Uint8Array): Uint8Array {
  const out = new Uint8Array(r.length * 4);
  for (let i = 0, j = 0; i < r.length; i++, j += 4) {
    out[j] = toByte(r[i]!);
    out[j + 1] = toByte(g[i]!);
    out[j + 2] = toByte(b[i]!);
    out[j + 3] = alpha ? alpha[i]! : 255;
  }
  return out;
}

/** A 0..1 plane as bytes. */
export function planeToBytes(plane: Float32Array): Uint8Array {
  const out = new Uint8Array(plane.length);
  for (let i = 0; i < plane.length; i++) out[i] = toByte(plane[i]!);
  return out;
}

/** Bilinear resample of a one-channel plane (pixel centres aligned, as image resizers do). */
export function resizePlane(src: Float32Array, width: number, height: number, newWidth: number, newHeight: number): Float32Array {
  const out = new Float32Array(newWidth * newHeight);
  const sx = width / newWidth;
  const sy = height / newHeight;
  for (let y = 0; y < newHeight; y++) {
    const fy = Math.min(Math.max((y + 0.5) * sy - 0.5, 0), height - 1);
    const y0 = Math.floor(fy);
    const y1 = Math.min(y0 + 1, height - 1);
    const wy = fy - y0;
    for (let x = 0; x < newWidth; x++) {
      const fx = Math.min(Math.max((x + 0.5) * sx - 0.5, 0), width - 1);
      const x0 = Math.floor(fx);
      const x1 = Math.min(x0 + 1, width - 1);
      const wx = fx - x0;
      const top = src[y0 * width + x0]! * (1 - wx) + src[y0 * width + x1]! * wx;
      const bottom = src[y1 * width + x0]! * (1 - wx) + src[y1 * width + x1]! * wx;
      out[y * newWidth + x] = top * (1 - wy) + bottom * wy;
    }
  }
  return out;
}

export const clamp01 = (value: number) => (value < 0 ? 0 : value > 1 ? 1 : value);

export const smoothstep = (edge0: number, edge1: number, value: number) => {
  const t = clamp01((value - edge0) / (edge1 - edge0));
  return t * t * (3 - 2 * t);
};
