/**
 * The working picture of the face and image engines: three planar float channels in 0..1 (plus an
 * optional alpha kept aside), so filters read like the maths they implement and never clip
 * between steps. Conversions to and from interleaved RGBA bytes live here too.
 */

export type Plane = Float32Array;

export interface Planes {
  width: number;
  height: number;
  r: Plane;
  g: Plane;
  b: Plane;
  /** Present when the input had transparency; effects leave it untouched. */
  alpha?: Plane;
}

export function createPlanes(width: number, height: number): Planes {
  const size = width * height;
  return { width, height, r: new Float32Array(size), g: new Float32Array(size), b: new Float32Array(size) };
}

export function clonePlanes(image: Planes): Planes {
  return {
    width: image.width,
    height: image.height,
    r: image.r.slice(),
    g: image.g.slice(),
    b: image.b.slice(),
    ...(image.alpha ? { alpha: image.alpha.slice() } : {}),
  };
}

export function fromRgba(rgba: Uint8Array | Uint8ClampedArray, width: number, height: number, keepAlpha = false): Planes {
  const image = createPlanes(width, height);
  const alpha = keepAlpha ? new Float32Array(width * height) : undefined;
  for (let i = 0, k = 0; i < width * height; i++, k += 4) {
    image.r[i] = rgba[k]! / 255;
    image.g[i] = rgba[k + 1]! / 255;
    image.b[i] = rgba[k + 2]! / 255;
    if (alpha) alpha[i] = rgba[k + 3]! / 255;
  }
  if (alpha) image.alpha = alpha;
  return image;
}

export function toRgba(image: Planes): Uint8ClampedArray {
  const { width, height } = image;
  const out = new Uint8ClampedArray(width * height * 4);
  for (let i = 0, k = 0; i < width * height; i++, k += 4) {
    // Uint8ClampedArray rounds and clamps for us.
    out[k] = image.r[i]! * 255;
    out[k + 1] = image.g[i]! * 255;
    out[k + 2] = image.b[i]! * 255;
    out[k + 3] = image.alpha ? image.alpha[i]! * 255 : 255;
  }
  return out;
}

/** Rec. 709 luma, the "brightness" every style reasons about. */
export function luminance(image: Planes): Plane {
  const out = new Float32Array(image.width * image.height);
  for (let i = 0; i < out.length; i++) out[i] = 0.2126 * image.r[i]! + 0.7152 * image.g[i]! + 0.0722 * image.b[i]!;
  return out;
}

export const clamp01 = (value: number) => (value < 0 ? 0 : value > 1 ? 1 : value);
export const lerp = (a: number, b: number, t: number) => a + (b - a) * t;
export const smoothstep = (edge0: number, edge1: number, x: number) => {
  const t = clamp01((x - edge0) / (edge1 - edge0));
  return t * t * (3 - 2 * t);
};

/** Per-pixel mix: out = a·(1−mask) + b·mask, written into a new image. */
export function mixPlanes(a: Planes, b: Planes, mask: Plane | number): Planes {
  const out = createPlanes(a.width, a.height);
  for (let i = 0; i < out.r.length; i++) {
    const t = typeof mask === 'number' ? mask : mask[i]!;
    out.r[i] = a.r[i]! + (b.r[i]! - a.r[i]!) * t;
    out.g[i] = a.g[i]! + (b.g[i]! - a.g[i]!) * t;
    out.b[i] = a.b[i]! + (b.b[i]! - a.b[i]!) * t;
  }
  if (a.alpha) out.alpha = a.alpha.slice();
  return out;
}

/** Applies fn to every pixel, in place. */
export function mapPixels(image: Planes, fn: (r: number, g: number, b: number, index: number) => [number, number, number]): Planes {
  for (let i = 0; i < image.r.length; i++) {
    const [r, g, b] = fn(image.r[i]!, image.g[i]!, image.b[i]!, i);
    image.r[i] = r;
    image.g[i] = g;
    image.b[i] = b;
  }
  return image;
}

export function clampPlanes(image: Planes): Planes {
  for (const plane of [image.r, image.g, image.b]) for (let i = 0; i < plane.length; i++) plane[i] = clamp01(plane[i]!);
  return image;
}

/** Bilinear sample of one plane at a fractional position, edges clamped. */
export function sampleBilinear(plane: Plane, width: number, height: number, x: number, y: number): number {
  const cx = x < 0 ? 0 : x > width - 1 ? width - 1 : x;
  const cy = y < 0 ? 0 : y > height - 1 ? height - 1 : y;
  const x0 = Math.floor(cx);
  const y0 = Math.floor(cy);
  const x1 = x0 + 1 < width ? x0 + 1 : x0;
  const y1 = y0 + 1 < height ? y0 + 1 : y0;
  const fx = cx - x0;
  const fy = cy - y0;
  const top = plane[y0 * width + x0]! * (1 - fx) + plane[y0 * width + x1]! * fx;
  const bottom = plane[y1 * width + x0]! * (1 - fx) + plane[y1 * width + x1]! * fx;
  return top * (1 - fy) + bottom * fy;
}

/** Resamples planes to a new size (bilinear on the way up, box average on the way down). */
export function resizePlanes(image: Planes, width: number, height: number): Planes {
  const out = createPlanes(width, height);
  const sx = image.width / width;
  const sy = image.height / height;
  const channels: Array<[Plane, Plane]> = [
    [image.r, out.r],
    [image.g, out.g],
    [image.b, out.b],
  ];
  if (image.alpha) {
    out.alpha = new Float32Array(width * height);
    channels.push([image.alpha, out.alpha]);
  }
  for (const [source, target] of channels) {
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        if (sx <= 1 && sy <= 1) {
          target[y * width + x] = sampleBilinear(source, image.width, image.height, (x + 0.5) * sx - 0.5, (y + 0.5) * sy - 0.5);
          continue;
        }
        const x0 = Math.floor(x * sx);
        const x1 = Math.max(x0 + 1, Math.floor((x + 1) * sx));
        const y0 = Math.floor(y * sy);
        const y1 = Math.max(y0 + 1, Math.floor((y + 1) * sy));
        let sum = 0;
        for (let yy = y0; yy < y1 && yy < image.height; yy++) for (let xx = x0; xx < x1 && xx < image.width; xx++) sum += source[yy * image.width + xx]!;
        target[y * width + x] = sum / ((Math.min(y1, image.height) - y0) * (Math.min(x1, image.width) - x0));
      }
    }
  }
  return out;
}

// Byte planes (0..255 RGBA buffers), as the image engine reads and writes them.

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
