import { boxGaussian } from '../../vision/filters';
import { hsvToRgb } from '../../vision/color';
import { seededRandom } from '../random';
import { clamp01, clonePlanes, createPlanes, luminance, smoothstep } from '../../vision/raster';
import { addGrain, vignette } from './common';
import type { StyleDefinition } from './types';

/** Photographic looks: vintage film and film noir. They keep the face sharp and clean. */

/** A tone curve through (0, lift), a mid point, and (1, ceiling). */
function curve(v: number, lift: number, ceiling: number, gamma: number): number {
  return lift + (ceiling - lift) * Math.pow(clamp01(v), gamma);
}

export const vintageFilm: StyleDefinition = {
  vary: (random, nudge, variation) => ({
    strength: nudge.strength,
    hue: nudge.hue ?? 0.07,
    leakAngle: variation === 0 ? 0.6 : random() * Math.PI * 2,
    leak: variation === 0 ? 0.45 : 0.25 + random() * 0.45,
    warmth: variation === 0 ? 1 : 0.7 + random() * 0.6,
    dust: variation === 0 ? 1 : random(),
  }),
  finish({ original, faceMask, params, seed, unit }) {
    const { width, height } = original;
    const s = params.strength;
    const image = clonePlanes(original);
    const w = params.warmth! * s;
    for (let i = 0; i < image.r.length; i++) {
      const l = 0.2126 * image.r[i]! + 0.7152 * image.g[i]! + 0.0722 * image.b[i]!;
      // Split toning: teal in the shadows, amber in the highlights.
      const shadow = 1 - smoothstep(0.1, 0.55, l);
      const highlight = smoothstep(0.45, 0.95, l);
      const grey = l;
      const sat = 0.78;
      let r = grey + (image.r[i]! - grey) * sat;
      let g = grey + (image.g[i]! - grey) * sat;
      let b = grey + (image.b[i]! - grey) * sat;
      r += (-0.03 * shadow + 0.06 * highlight) * w;
      g += (0.015 * shadow + 0.025 * highlight) * w;
      b += (0.04 * shadow - 0.07 * highlight) * w;
      // Faded print: lifted blacks, softened whites.
      image.r[i] = curve(r, 0.09 * s, 0.95, 1.05);
      image.g[i] = curve(g, 0.08 * s, 0.93, 1.05);
      image.b[i] = curve(b, 0.1 * s, 0.88, 1.05);
    }
    // Halation: a red-orange bloom around bright areas, as light scatters in the film base.
    const bright = luminance(image).map((v) => Math.max(0, v - 0.75) * 3);
    const halo = boxGaussian(bright, width, height, 5 * unit);
    // Light leak from one edge, kept off the faces.
    const cx = width / 2 + Math.cos(params.leakAngle!) * width * 0.65;
    const cy = height / 2 + Math.sin(params.leakAngle!) * height * 0.65;
    const reach = Math.max(width, height) * 0.7;
    const [lr, lg, lb] = hsvToRgb(params.hue! - 0.04, 0.85, 1);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const i = y * width + x;
        const d = Math.hypot(x - cx, y - cy) / reach;
        const leak = Math.max(0, 1 - d) ** 2 * params.leak! * s * (1 - faceMask[i]! * 0.85);
        const h = halo[i]! * 0.25;
        image.r[i] = 1 - (1 - image.r[i]!) * (1 - lr * leak) * (1 - h);
        image.g[i] = 1 - (1 - image.g[i]!) * (1 - lg * leak) * (1 - h * 0.45);
        image.b[i] = 1 - (1 - image.b[i]!) * (1 - lb * leak) * (1 - h * 0.2);
      }
    }
    addGrain(image, 0.07 * s, seed, 1.4 * unit, faceMask);
    vignette(image, 0.35 * s);
    // Dust and hair on the print, never on a face.
    const random = seededRandom(seed ^ 0xd057);
    const specks = Math.round(12 * params.dust! * (width * height) / 500_000);
    for (let k = 0; k < specks; k++) {
      const x0 = random() * width;
      const y0 = random() * height;
      const radius = (0.6 + random() * 1.6) * unit;
      const white = random() < 0.5;
      for (let y = Math.max(0, Math.floor(y0 - radius)); y <= Math.min(height - 1, y0 + radius); y++) {
        for (let x = Math.max(0, Math.floor(x0 - radius)); x <= Math.min(width - 1, x0 + radius); x++) {
          const i = y * width + x;
          if (faceMask[i]! > 0.05 || Math.hypot(x - x0, y - y0) > radius) continue;
          const value = white ? 0.95 : 0.12;
          image.r[i] = image.r[i]! * 0.3 + value * 0.7;
          image.g[i] = image.g[i]! * 0.3 + value * 0.7;
          image.b[i] = image.b[i]! * 0.3 + value * 0.7;
        }
      }
    }
    return image;
  },
};

export const noir: StyleDefinition = {
  vary: (random, nudge, variation) => ({
    strength: nudge.strength,
    hue: nudge.hue ?? 0,
    blinds: variation === 0 ? 1 : random() < 0.6 ? 1 : 0,
    blindAngle: variation === 0 ? -0.35 : -0.7 + random() * 1.4,
    filter: variation === 0 ? 0 : Math.floor(random() * 3),
    contrast: variation === 0 ? 1 : 0.85 + random() * 0.35,
  }),
  finish({ original, faceMask, params, seed, unit }) {
    const { width, height } = original;
    const s = params.strength;
    // Black-and-white film through a coloured filter: red (flattering skin), yellow, or none.
    const weights = [
      [0.5, 0.4, 0.1],
      [0.4, 0.5, 0.1],
      [0.3, 0.59, 0.11],
    ][params.filter!]!;
    const mono = new Float32Array(width * height);
    for (let i = 0; i < mono.length; i++) mono[i] = original.r[i]! * weights[0]! + original.g[i]! * weights[1]! + original.b[i]! * weights[2]!;
    // Local contrast ("clarity") for the chiaroscuro, then a hard S curve.
    const base = boxGaussian(mono, width, height, 12 * unit);
    const out = createPlanes(width, height);
    const k = 7 * params.contrast! * s;
    const period = 26 * unit;
    const cos = Math.cos(params.blindAngle!);
    const sin = Math.sin(params.blindAngle!);
    const blindsShadow = boxGaussian(
      Float32Array.from({ length: width * height }, (_, i) => {
        const x = i % width;
        const y = Math.floor(i / width);
        const u = (x * sin + y * cos) / period;
        return u - Math.floor(u) < 0.42 ? 1 : 0;
      }),
      width,
      height,
      2.5 * unit,
    );
    for (let i = 0; i < mono.length; i++) {
      const face = faceMask[i]!;
      let v = mono[i]! + (mono[i]! - base[i]!) * (0.6 + face * 0.2);
      // Key light: faces a stop brighter than the room.
      v = v * (1 + face * 0.22) + face * 0.04;
      v = 1 / (1 + Math.exp(-k * (v - 0.5)));
      const blinds = params.blinds ? blindsShadow[i]! * (1 - face) * 0.45 * s : 0;
      v *= 1 - blinds;
      out.r[i] = v;
      out.g[i] = v;
      out.b[i] = v;
    }
    addGrain(out, 0.06 * s, seed, 1.2 * unit);
    vignette(out, 0.55 * s, 0.9);
    // A breath of silver tone.
    for (let i = 0; i < out.r.length; i++) {
      out.r[i] = clamp01(out.r[i]! * 0.99);
      out.b[i] = clamp01(out.b[i]! * 1.01 + 0.005);
    }
    return out;
  },
};
