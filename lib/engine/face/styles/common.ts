import { boxGaussian } from '../../vision/filters';
import { hsvToRgb, rgbToHsv } from '../../vision/color';
import { smoothCurve, strokePolyline } from '../draw';
import { featureLines, type FaceGeometry } from '../geometry';
import { hashNoise } from '../random';
import { clamp01, createPlanes, type Plane, type Planes } from '../../vision/raster';

/** Building blocks shared by the styles. All work in place unless they say otherwise. */

export function saturate(image: Planes, amount: number): Planes {
  for (let i = 0; i < image.r.length; i++) {
    const grey = 0.2126 * image.r[i]! + 0.7152 * image.g[i]! + 0.0722 * image.b[i]!;
    image.r[i] = clamp01(grey + (image.r[i]! - grey) * amount);
    image.g[i] = clamp01(grey + (image.g[i]! - grey) * amount);
    image.b[i] = clamp01(grey + (image.b[i]! - grey) * amount);
  }
  return image;
}

/** Contrast around mid-grey plus a brightness offset. */
export function contrast(image: Planes, amount: number, brightness = 0): Planes {
  for (const plane of [image.r, image.g, image.b]) {
    for (let i = 0; i < plane.length; i++) plane[i] = clamp01((plane[i]! - 0.5) * amount + 0.5 + brightness);
  }
  return image;
}

/** Pulls colours towards a hue while keeping their brightness (a coloured gel). */
export function tintTowards(image: Planes, hue: number, amount: number): Planes {
  if (amount <= 0) return image;
  const [tr, tg, tb] = hsvToRgb(hue, 0.85, 1);
  for (let i = 0; i < image.r.length; i++) {
    const grey = 0.2126 * image.r[i]! + 0.7152 * image.g[i]! + 0.0722 * image.b[i]!;
    // Soft-light-like: the tint colour scaled to the pixel's own brightness.
    const tinted = [tr * grey * 1.25, tg * grey * 1.25, tb * grey * 1.25];
    image.r[i] = clamp01(image.r[i]! + (tinted[0]! - image.r[i]!) * amount);
    image.g[i] = clamp01(image.g[i]! + (tinted[1]! - image.g[i]!) * amount);
    image.b[i] = clamp01(image.b[i]! + (tinted[2]! - image.b[i]!) * amount);
  }
  return image;
}

/** Rotates every hue by `turn` (0..1). */
export function rotateHue(image: Planes, turn: number): Planes {
  if (Math.abs(turn) < 1e-4) return image;
  for (let i = 0; i < image.r.length; i++) {
    const [h, s, v] = rgbToHsv(image.r[i]!, image.g[i]!, image.b[i]!);
    const [r, g, b] = hsvToRgb(h + turn, s, v);
    image.r[i] = r;
    image.g[i] = g;
    image.b[i] = b;
  }
  return image;
}

/** Multiplies the picture by (1 − ink·opacity), mixing towards `colour` where ink is. */
export function applyInk(image: Planes, ink: Plane, colour: [number, number, number], opacity = 1): Planes {
  for (let i = 0; i < image.r.length; i++) {
    const t = ink[i]! * opacity;
    if (t <= 0) continue;
    image.r[i] = image.r[i]! + (colour[0] - image.r[i]!) * t;
    image.g[i] = image.g[i]! + (colour[1] - image.g[i]!) * t;
    image.b[i] = image.b[i]! + (colour[2] - image.b[i]!) * t;
  }
  return image;
}

/** Ink coverage of every face's feature lines (eyes, brows, nose, mouth, jaw). */
export function featureInk(faces: FaceGeometry[], width: number, height: number, weight: number, { jaw = true, soften = 0 } = {}): Plane {
  const coverage = new Float32Array(width * height);
  for (const geometry of faces) {
    const thickness = Math.max(0.8, geometry.eyeSpan * 0.018 * weight);
    for (const line of featureLines(geometry.face)) {
      if (!jaw && line.points.length > 15) continue;
      strokePolyline(coverage, width, height, smoothCurve(line.points, line.closed), thickness * line.weight, { closed: line.closed, taper: !line.closed });
    }
  }
  return soften > 0 ? boxGaussian(coverage, width, height, soften) : coverage;
}

/** Film-like grain: blurred white noise keyed to whole-picture positions. */
export function addGrain(image: Planes, amount: number, seed: number, size: number, mask?: Plane): Planes {
  const { width, height } = image;
  const noise = new Float32Array(width * height);
  for (let i = 0; i < noise.length; i++) noise[i] = hashNoise(i, seed) - 0.5;
  const grain = size > 0.6 ? boxGaussian(noise, width, height, size * 0.5) : noise;
  const gain = size > 0.6 ? 1.8 : 1;
  for (let i = 0; i < noise.length; i++) {
    const g = grain[i]! * amount * gain * (mask ? 1 - mask[i]! * 0.6 : 1);
    image.r[i] = clamp01(image.r[i]! + g);
    image.g[i] = clamp01(image.g[i]! + g);
    image.b[i] = clamp01(image.b[i]! + g);
  }
  return image;
}

/** Darkens towards the corners; `amount` 0..1. */
export function vignette(image: Planes, amount: number, roundness = 1): Planes {
  const { width, height } = image;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const dx = (x / width - 0.5) * 2;
      const dy = ((y / height - 0.5) * 2) / roundness;
      const d = Math.min(1.5, Math.sqrt(dx * dx + dy * dy) / Math.SQRT2);
      const shade = 1 - amount * d * d * 1.2;
      const i = y * width + x;
      image.r[i] = clamp01(image.r[i]! * shade);
      image.g[i] = clamp01(image.g[i]! * shade);
      image.b[i] = clamp01(image.b[i]! * shade);
    }
  }
  return image;
}

/** Copies a rectangle out of a picture. */
export function crop(image: Planes, x0: number, y0: number, width: number, height: number): Planes {
  const out = createPlanes(width, height);
  for (const channel of ['r', 'g', 'b'] as const) {
    const source = image[channel];
    const target = out[channel];
    for (let y = 0; y < height; y++) target.set(source.subarray((y0 + y) * image.width + x0, (y0 + y) * image.width + x0 + width), y * width);
  }
  return out;
}

/** Blends `patch` (placed at x0, y0) into `image` through `mask` (whole-picture size). */
export function pasteThroughMask(image: Planes, patch: Planes, x0: number, y0: number, mask: Plane): void {
  for (let y = 0; y < patch.height; y++) {
    for (let x = 0; x < patch.width; x++) {
      const i = (y0 + y) * image.width + x0 + x;
      const t = mask[i]!;
      if (t <= 0) continue;
      const j = y * patch.width + x;
      image.r[i] = image.r[i]! + (patch.r[j]! - image.r[i]!) * t;
      image.g[i] = image.g[i]! + (patch.g[j]! - image.g[i]!) * t;
      image.b[i] = image.b[i]! + (patch.b[j]! - image.b[i]!) * t;
    }
  }
}

/** Luminance-keyed blend of two pictures: `screen` lightens, used for glows and light leaks. */
export function screen(image: Planes, light: Planes, amount = 1): Planes {
  for (const channel of ['r', 'g', 'b'] as const) {
    const a = image[channel];
    const b = light[channel];
    for (let i = 0; i < a.length; i++) a[i] = 1 - (1 - a[i]!) * (1 - b[i]! * amount);
  }
  return image;
}

/**
 * Flat tones without hue mistakes: brightness (Y of YCbCr) falls into `levels` steps with
 * soft edges of width `softness`, while the colour (Cb, Cr) is kept and scaled by
 * `chromaGain`. Skin stays skin, only its shading turns into bands.
 */
export function posterizeLuma(image: Planes, levels: number, softness: number, chromaGain: number, mix = 1): Planes {
  for (let i = 0; i < image.r.length; i++) {
    const r = image.r[i]!;
    const g = image.g[i]!;
    const b = image.b[i]!;
    const y = 0.299 * r + 0.587 * g + 0.114 * b;
    const cb = (b - y) * 0.564 * chromaGain;
    const cr = (r - y) * 0.713 * chromaGain;
    const scaled = y * levels - 0.5;
    const base = Math.floor(scaled);
    const fraction = scaled - base;
    // A smooth step around each band edge instead of a hard jump.
    const t = softness > 0 ? Math.min(1, Math.max(0, (fraction - 0.5) / softness + 0.5)) : fraction < 0.5 ? 0 : 1;
    const stepped = (base + 0.5 + t * t * (3 - 2 * t)) / levels;
    const yy = y + (Math.min(1, Math.max(0, stepped)) - y) * mix;
    image.r[i] = clamp01(yy + 1.403 * cr);
    image.g[i] = clamp01(yy - 0.344 * cb - 0.714 * cr);
    image.b[i] = clamp01(yy + 1.773 * cb);
  }
  return image;
}
