import type { COLOR_ENHANCE } from '../../contract/image';
import { boxGaussian } from '../vision/filters';
import { hsvToRgb, rgbToHsv } from '../vision/color';

/**
 * The eight color_enhance looks of /image/unblur. Each is a named recipe of classic grading
 * operations (tone curve, white balance, saturation, split toning, hue-selective shifts,
 * fade, glow, vignette), applied to gamma-encoded sRGB in 0..1. They are deliberately
 * distinct from one another; the test suite checks that each changes the colour statistics
 * of a photo and that no two looks give the same result.
 */

export type GradeName = (typeof COLOR_ENHANCE)[number];

/** Recipes; their one-line descriptions live in the contract (COLOR_ENHANCE_INFO). */
interface Recipe {
  /** Stretch luminance so the 0.3rd and 99.7th percentiles reach black and white. */
  autoLevels?: boolean;
  /** Exposure in stops (applied in linear light). */
  exposure?: number;
  /** White balance: + warmer (more red, less blue), − cooler. */
  warmth?: number;
  /** Green–magenta tint: + magenta. */
  tint?: number;
  /** S-curve strength: + more contrast, − softer. */
  contrast?: number;
  /** Raise blacks to this level (matte film look). */
  fade?: number;
  /** Lower whites to 1 − this. */
  rolloff?: number;
  saturation?: number;
  /** Saturation boost that spares already saturated colours (and skin). */
  vibrance?: number;
  /** Tints added to shadows and highlights (RGB in 0..1, neutral 0.5), with their strength. */
  split?: { shadows: [number, number, number]; highlights: [number, number, number]; strength: number };
  /** Warm hues pulled to orange, the others to teal, with this strength (0..1). */
  tealOrange?: number;
  /** Soft glow: blurred copy screened over, radius as a fraction of the short side. */
  glow?: { radius: number; amount: number };
  /** Darkening of the corners (0..1). */
  vignette?: number;
}

export const GRADES: Record<GradeName, Recipe> = {
  'prism-blend': { autoLevels: true, contrast: 0.22, vibrance: 0.4 },
  'prism-expert-a': { exposure: 0.35, warmth: 0.06, contrast: -0.05, fade: 0.02, saturation: 0.1 },
  'prism-expert-c': { autoLevels: true, contrast: 0.4, warmth: -0.07, saturation: 0.2 },
  muted: {
    saturation: -0.5,
    fade: 0.09,
    rolloff: 0.06,
    contrast: -0.1,
    split: { shadows: [0.45, 0.55, 0.5], highlights: [0.52, 0.5, 0.47], strength: 0.25 },
  },
  'orange-teal': {
    contrast: 0.2,
    saturation: 0.1,
    split: { shadows: [0.2, 0.6, 0.7], highlights: [0.8, 0.55, 0.3], strength: 0.8 },
  },
  silky: {
    glow: { radius: 0.02, amount: 0.6 },
    contrast: -0.3,
    saturation: -0.2,
    tint: 0.04,
    fade: 0.04,
  },
  lit_soft_warm: {
    warmth: 0.16,
    exposure: 0.25,
    fade: 0.05,
    glow: { radius: 0.015, amount: 0.2 },
    vibrance: 0.15,
  },
  'orange-teal_v2': {
    tealOrange: 0.7,
    contrast: 0.3,
    saturation: 0.15,
    split: { shadows: [0.25, 0.5, 0.58], highlights: [0.6, 0.52, 0.45], strength: 0.35 },
    vignette: 0.35,
  },
};

const clamp = (v: number) => (v < 0 ? 0 : v > 1 ? 1 : v);
const toLinear = (v: number) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
const toGamma = (v: number) => (v <= 0.0031308 ? v * 12.92 : 1.055 * v ** (1 / 2.4) - 0.055);
const luma = (r: number, g: number, b: number) => 0.2126 * r + 0.7152 * g + 0.0722 * b;

function luminancePercentiles(rgba: Uint8Array, low: number, high: number): [number, number] {
  const histogram = new Uint32Array(256);
  const n = rgba.length / 4;
  for (let j = 0; j < rgba.length; j += 4) histogram[Math.round(luma(rgba[j]!, rgba[j + 1]!, rgba[j + 2]!))]!++;
  let count = 0;
  let lo = 0;
  let hi = 255;
  for (let v = 0; v < 256; v++) {
    count += histogram[v]!;
    if (count >= n * low) {
      lo = v;
      break;
    }
  }
  count = 0;
  for (let v = 255; v >= 0; v--) {
    count += histogram[v]!;
    if (count >= n * (1 - high)) {
      hi = v;
      break;
    }
  }
  return hi - lo < 32 ? [0, 255] : [lo / 255, hi / 255];
}

/** Shortest signed angle from a to b, in degrees. */
const hueDelta = (a: number, b: number) => ((b - a + 540) % 360) - 180;

/** Builds the per-pixel colour function of a recipe (everything but glow and vignette). */
function pixelFunction(recipe: Recipe, levels: [number, number]): (rgb: [number, number, number]) => [number, number, number] {
  const [lo, hi] = levels;
  const exposureGain = 2 ** (recipe.exposure ?? 0);
  const warmth = recipe.warmth ?? 0;
  const tint = recipe.tint ?? 0;
  const contrast = recipe.contrast ?? 0;
  const fade = recipe.fade ?? 0;
  const top = 1 - (recipe.rolloff ?? 0);
  const saturation = recipe.saturation ?? 0;
  const vibrance = recipe.vibrance ?? 0;
  return ([r0, g0, b0]) => {
    let r = r0;
    let g = g0;
    let b = b0;
    if (recipe.autoLevels) {
      r = clamp((r - lo) / (hi - lo));
      g = clamp((g - lo) / (hi - lo));
      b = clamp((b - lo) / (hi - lo));
    }
    if (exposureGain !== 1 || warmth !== 0 || tint !== 0) {
      // In linear light, as a camera's exposure and white balance act; highlights roll off softly.
      const gains = [exposureGain * (1 + warmth), exposureGain * (1 - tint * 0.5), exposureGain * (1 - warmth) * (1 + tint * 0.3)];
      const shoulder = (v: number) => (v <= 0.8 ? v : 0.8 + (0.2 * (v - 0.8)) / (0.2 + (v - 0.8)));
      r = toGamma(clamp(shoulder(toLinear(r) * gains[0]!)));
      g = toGamma(clamp(shoulder(toLinear(g) * gains[1]!)));
      b = toGamma(clamp(shoulder(toLinear(b) * gains[2]!)));
    }
    if (recipe.tealOrange) {
      const [turns, s, v] = rgbToHsv(r, g, b);
      const h = turns * 360;
      // Warm hues (reds to yellows, skin) go to orange (30°); the rest to teal (190°).
      const warm = h < 75 || h > 330;
      const target = warm ? 30 : 190;
      const shifted = (h + hueDelta(h, target) * recipe.tealOrange + 360) % 360;
      const boosted = clamp(s * (1 + 0.4 * recipe.tealOrange) + (warm ? 0.03 : 0.06) * recipe.tealOrange * v);
      [r, g, b] = hsvToRgb(shifted / 360, boosted, v);
    }
    if (contrast !== 0) {
      const curve = (x: number) => clamp(x - (contrast * Math.sin(2 * Math.PI * x)) / (2 * Math.PI));
      r = curve(r);
      g = curve(g);
      b = curve(b);
    }
    if (recipe.split) {
      const { shadows, highlights, strength } = recipe.split;
      const l = luma(r, g, b);
      const ws = (1 - l) * (1 - l) * strength;
      const wh = l * l * strength;
      r = clamp(r + ws * (shadows[0] - 0.5) + wh * (highlights[0] - 0.5));
      g = clamp(g + ws * (shadows[1] - 0.5) + wh * (highlights[1] - 0.5));
      b = clamp(b + ws * (shadows[2] - 0.5) + wh * (highlights[2] - 0.5));
    }
    if (saturation !== 0 || vibrance !== 0) {
      const l = luma(r, g, b);
      const chroma = Math.max(r, g, b) - Math.min(r, g, b);
      const k = 1 + saturation + vibrance * (1 - Math.min(1, chroma * 1.6));
      r = clamp(l + (r - l) * k);
      g = clamp(l + (g - l) * k);
      b = clamp(l + (b - l) * k);
    }
    if (fade !== 0 || top !== 1) {
      r = fade + r * (top - fade);
      g = fade + g * (top - fade);
      b = fade + b * (top - fade);
    }
    return [r, g, b];
  };
}

/**
 * Applies a look. The per-pixel part is baked into a 33³ 3D LUT (looked up with trilinear
 * interpolation), which is how grading tools ship looks and keeps big images fast; glow
 * and vignette, which depend on position, are applied afterwards.
 */
export function applyGrade(rgba: Uint8Array, width: number, height: number, name: GradeName): Uint8Array {
  const recipe = GRADES[name];
  const levels = recipe.autoLevels ? luminancePercentiles(rgba, 0.003, 0.997) : ([0, 1] as [number, number]);
  const lut = buildLut(pixelFunction(recipe, levels));
  const out = applyLut(rgba, lut);
  if (recipe.glow) addGlow(out, width, height, recipe.glow.radius * Math.min(width, height), recipe.glow.amount);
  if (recipe.vignette) addVignette(out, width, height, recipe.vignette);
  return out;
}

const LUT_SIZE = 33;

function buildLut(fn: (rgb: [number, number, number]) => [number, number, number]): Float32Array {
  const lut = new Float32Array(LUT_SIZE ** 3 * 3);
  for (let bi = 0; bi < LUT_SIZE; bi++)
    for (let gi = 0; gi < LUT_SIZE; gi++)
      for (let ri = 0; ri < LUT_SIZE; ri++) {
        const [r, g, b] = fn([ri / (LUT_SIZE - 1), gi / (LUT_SIZE - 1), bi / (LUT_SIZE - 1)]);
        const k = ((bi * LUT_SIZE + gi) * LUT_SIZE + ri) * 3;
        lut[k] = r;
        lut[k + 1] = g;
        lut[k + 2] = b;
      }
  return lut;
}

function applyLut(rgba: Uint8Array, lut: Float32Array): Uint8Array {
  const out = new Uint8Array(rgba.length);
  const scale = (LUT_SIZE - 1) / 255;
  const n = LUT_SIZE;
  for (let j = 0; j < rgba.length; j += 4) {
    const fr = rgba[j]! * scale;
    const fg = rgba[j + 1]! * scale;
    const fb = rgba[j + 2]! * scale;
    const r0 = Math.min(n - 2, Math.floor(fr));
    const g0 = Math.min(n - 2, Math.floor(fg));
    const b0 = Math.min(n - 2, Math.floor(fb));
    const dr = fr - r0;
    const dg = fg - g0;
    const db = fb - b0;
    for (let c = 0; c < 3; c++) {
      const at = (ri: number, gi: number, bi: number) => lut[((bi * n + gi) * n + ri) * 3 + c]!;
      const c00 = at(r0, g0, b0) * (1 - dr) + at(r0 + 1, g0, b0) * dr;
      const c10 = at(r0, g0 + 1, b0) * (1 - dr) + at(r0 + 1, g0 + 1, b0) * dr;
      const c01 = at(r0, g0, b0 + 1) * (1 - dr) + at(r0 + 1, g0, b0 + 1) * dr;
      const c11 = at(r0, g0 + 1, b0 + 1) * (1 - dr) + at(r0 + 1, g0 + 1, b0 + 1) * dr;
      const v = (c00 * (1 - dg) + c10 * dg) * (1 - db) + (c01 * (1 - dg) + c11 * dg) * db;
      out[j + c] = Math.round(clamp(v) * 255);
    }
    out[j + 3] = rgba[j + 3]!;
  }
  return out;
}

/** Screen-blends a blurred copy of the highlights over the image (in place). */
function addGlow(rgba: Uint8Array, width: number, height: number, radius: number, amount: number): void {
  const n = width * height;
  const plane = new Float32Array(n);
  for (let c = 0; c < 3; c++) {
    for (let i = 0; i < n; i++) {
      const v = rgba[i * 4 + c]! / 255;
      // Only the brighter half glows.
      plane[i] = Math.max(0, v - 0.45) / 0.55;
    }
    const blurred = boxGaussian(plane, width, height, Math.max(1, radius / 2));
    for (let i = 0; i < n; i++) {
      const v = rgba[i * 4 + c]! / 255;
      const glow = blurred[i]! * amount;
      rgba[i * 4 + c] = Math.round(clamp(1 - (1 - v) * (1 - glow)) * 255);
    }
  }
}

function addVignette(rgba: Uint8Array, width: number, height: number, strength: number): void {
  const cx = (width - 1) / 2;
  const cy = (height - 1) / 2;
  const maxR = Math.hypot(cx, cy);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const r = Math.hypot(x - cx, y - cy) / maxR;
      const t = clamp((r - 0.35) / 0.65);
      const k = 1 - strength * t * t;
      const j = (y * width + x) * 4;
      rgba[j] = Math.round(rgba[j]! * k);
      rgba[j + 1] = Math.round(rgba[j + 1]! * k);
      rgba[j + 2] = Math.round(rgba[j + 2]! * k);
    }
}
