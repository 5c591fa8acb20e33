import { boxGaussian, selfGuidedFilter } from '../../vision/filters';
import { hsvToRgb } from '../../vision/color';
import { despeckle, xdogInk } from '../edges';
import { kuwahara } from '../kuwahara';
import { fractalNoise, hashNoise, valueNoiseAt } from '../random';
import { clamp01, clonePlanes, createPlanes, luminance, sampleBilinear, smoothstep, type Plane } from '../../vision/raster';
import { applyInk, featureInk, posterizeLuma, saturate } from './common';
import type { StyleDefinition } from './types';

/** Looks of traditional media: pencil sketch, watercolour and oil paint. */

/** Noise smeared along one direction: the texture of hatching strokes. */
function hatchTexture(width: number, height: number, ox: number, oy: number, angle: number, length: number, seed: number): Plane {
  const noise = new Float32Array(width * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) noise[y * width + x] = hashNoise((y + oy) * 8191 + (x + ox), seed);
  const out = new Float32Array(width * height);
  const dx = Math.cos(angle);
  const dy = Math.sin(angle);
  const steps = Math.max(2, Math.round(length));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let sum = 0;
      for (let s = -steps; s <= steps; s++) sum += sampleBilinear(noise, width, height, x + dx * s, y + dy * s);
      out[y * width + x] = sum / (2 * steps + 1);
    }
  }
  // Stretch the contrast back: averaging flattened the noise towards 0.5.
  const gain = Math.sqrt(2 * steps + 1) * 0.9;
  for (let i = 0; i < out.length; i++) out[i] = clamp01(0.5 + (out[i]! - 0.5) * gain);
  return out;
}

export const pencilSketch: StyleDefinition = {
  vary: (random, nudge, variation) => ({
    strength: nudge.strength,
    hue: nudge.hue ?? 0.08,
    angle: variation === 0 ? Math.PI / 4 : Math.PI * (0.15 + random() * 0.35),
    hatch: variation === 0 ? 0.5 : 0.35 + random() * 0.35,
    // 0 graphite, 1 sepia conté, 2 coloured pencil.
    medium: variation % 3,
  }),
  render(pass) {
    const { image, unit, detail, params, ox, oy, seed } = pass;
    const { width, height } = image;
    const grey = luminance(image);
    // Colour dodge of the grey by its blurred negative: a classic pencil line extraction.
    const inverted = new Float32Array(grey.length);
    for (let i = 0; i < grey.length; i++) inverted[i] = 1 - grey[i]!;
    const blurred = boxGaussian(inverted, width, height, (detail ? 2.2 : 3.5) * unit * params.strength);
    const tone = boxGaussian(grey, width, height, 2 * unit);
    const hatchA = hatchTexture(width, height, ox, oy, params.angle!, 5 * unit, seed);
    const hatchB = hatchTexture(width, height, ox, oy, params.angle! + Math.PI / 2, 5 * unit, seed + 1);
    const out = createPlanes(width, height);
    const hatchAmount = params.hatch! * (detail ? 0.55 : 1) * params.strength;
    for (let i = 0; i < grey.length; i++) {
      const dodge = Math.min(1, grey[i]! / Math.max(1e-3, 1 - blurred[i]!));
      const lines = dodge ** (detail ? 2.2 : 2.6);
      const shadow = 1 - tone[i]!;
      // Cross-hatching: one direction in the half-tones, both in the deep shadows.
      const first = shadow > 0.35 ? (shadow - 0.35) * 1.6 * (hatchA[i]! < 0.45 ? 1 : 0.15) : 0;
      const second = shadow > 0.6 ? (shadow - 0.6) * 2 * (hatchB[i]! < 0.42 ? 1 : 0.1) : 0;
      const value = clamp01(lines * (1 - hatchAmount * (first + second) * 0.7));
      out.r[i] = value;
      out.g[i] = value;
      out.b[i] = value;
    }
    if (params.medium === 2) {
      // Coloured pencil: the photo's colours, light and patchy, under the graphite.
      const colour = saturate(clonePlanes(image), 1.3);
      for (let i = 0; i < grey.length; i++) {
        const paperShow = 0.55;
        out.r[i] = out.r[i]! * (paperShow + (1 - paperShow) * (colour.r[i]! + 0.35));
        out.g[i] = out.g[i]! * (paperShow + (1 - paperShow) * (colour.g[i]! + 0.35));
        out.b[i] = out.b[i]! * (paperShow + (1 - paperShow) * (colour.b[i]! + 0.35));
      }
    }
    return out;
  },
  finish({ image, faces, params, seed }) {
    const { width, height } = image;
    const ink = featureInk(faces, width, height, 0.9, { soften: 0.6 });
    applyInk(image, ink, [0.2, 0.2, 0.22], 0.45);
    // Paper: fibres and a warm off-white; graphite sits a little blue-grey, sepia warm.
    const paper = fractalNoise(width, height, 40, seed, 4);
    const [pr, pg, pb] = params.medium === 1 ? [0.98, 0.9, 0.78] : [0.98, 0.97, 0.94];
    const [ir, ig, ib] = params.medium === 1 ? hsvToRgb(0.06, 0.65, 0.35) : [0.13, 0.14, 0.17];
    for (let i = 0; i < image.r.length; i++) {
      const grain = 0.94 + paper[i]! * 0.06 + (hashNoise(i, seed + 9) - 0.5) * 0.04;
      // Map value 1 to the paper colour and 0 to the lead colour.
      image.r[i] = clamp01((ir + (pr - ir) * image.r[i]!) * grain);
      image.g[i] = clamp01((ig + (pg - ig) * image.g[i]!) * grain);
      image.b[i] = clamp01((ib + (pb - ib) * image.b[i]!) * grain);
    }
    return image;
  },
};

export const watercolour: StyleDefinition = {
  vary: (random, nudge, variation) => ({
    strength: nudge.strength,
    hue: nudge.hue ?? 0,
    bleed: variation === 0 ? 1 : 0.6 + random() * 0.8,
    wash: variation === 0 ? 0.78 : 0.68 + random() * 0.2,
    edge: variation === 0 ? 1 : 0.7 + random() * 0.6,
    levels: variation === 0 ? 5 : 4 + Math.floor(random() * 3),
    sketch: variation === 0 ? 0.3 : random() * 0.4,
  }),
  render(pass) {
    const { image, unit, detail, params, ox, oy, seed } = pass;
    const { width, height } = image;
    const s = params.strength;
    const radius = Math.max(1, Math.round((detail ? 2.5 : 5) * unit * s));
    // Washes: flattened areas of colour with soft borders, a touch more saturated.
    const smoothed = selfGuidedFilter(selfGuidedFilter(image, radius, (detail ? 0.006 : 0.015) * s), radius, (detail ? 0.004 : 0.01) * s);
    const smooth = posterizeLuma(smoothed, detail ? params.levels! + 2 : params.levels!, 0.35, 1.2);
    // Bleeding: sample through a low-frequency displacement, as if the wash ran.
    const amplitude = (detail ? 1.5 : 4) * unit * params.bleed! * s;
    const scale = 26 * unit;
    const fieldX = valueNoiseAt(width, height, ox, oy, scale, seed + 1);
    const fieldY = valueNoiseAt(width, height, ox, oy, scale, seed + 2);
    const blooms = valueNoiseAt(width, height, ox, oy, 70 * unit, seed + 3);
    const bled = createPlanes(width, height);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const i = y * width + x;
        const sx = x + (fieldX[i]! - 0.5) * 2 * amplitude;
        const sy = y + (fieldY[i]! - 0.5) * 2 * amplitude;
        bled.r[i] = sampleBilinear(smooth.r, width, height, sx, sy);
        bled.g[i] = sampleBilinear(smooth.g, width, height, sx, sy);
        bled.b[i] = sampleBilinear(smooth.b, width, height, sx, sy);
      }
    }
    // Wet edges: pigment gathers where a wash stops, i.e. along the borders of the flattened
    // areas (where the blurred copy differs from the sharp one).
    const lum = luminance(bled);
    const spread = boxGaussian(lum, width, height, 2.5 * unit);
    // Pigment density (Bousseau et al. 2006): C' = C − (C − C²)(d − 1), darker where d > 1.
    const wash = params.wash!;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const i = y * width + x;
        const rim = Math.min(1, Math.max(0, spread[i]! - lum[i]!) * 14);
        const granulation = hashNoise((y + oy) * 16411 + x + ox, seed + 4) - 0.5;
        const d = 1 + (blooms[i]! - 0.5) * 0.7 + granulation * (detail ? 0.3 : 0.45) + rim * 1.1 * params.edge!;
        for (const channel of ['r', 'g', 'b'] as const) {
          // Transparent medium: everything lighter, the paper shining through.
          const c = 1 - (1 - bled[channel][i]!) * wash;
          bled[channel][i] = clamp01(c - (c - c * c) * (d - 1));
        }
      }
    }
    if (params.sketch! > 0) {
      // A light pencil under-drawing shows through the washes.
      const ink = despeckle(xdogInk(boxGaussian(luminance(image), width, height, 0.6 * unit), width, height, { sigma: 1.1 * unit, tau: 0.985, phi: 80, epsilon: -0.004 }), width, height, 2 * unit, 0.25);
      applyInk(bled, ink, [0.35, 0.33, 0.36], params.sketch! * (detail ? 0.8 : 1));
    }
    return bled;
  },
  finish({ image, faces, seed, unit }) {
    const { width, height } = image;
    const ink = featureInk(faces, width, height, 0.8, { jaw: false, soften: 0.8 });
    applyInk(image, ink, [0.3, 0.2, 0.22], 0.35);
    // Cold-press paper: a fine relief that catches a little of every wash, and an unpainted,
    // irregular margin where the paper shows.
    const paper = fractalNoise(width, height, 6 * unit, seed + 11, 3);
    const ragged = valueNoiseAt(width, height, 0, 0, 40 * unit, seed + 12);
    const margin = Math.min(width, height) * 0.06;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const i = y * width + x;
        const edgeDistance = Math.min(x, y, width - 1 - x, height - 1 - y);
        const unpainted = 1 - smoothstep(margin * 0.3, margin * 1.2, edgeDistance + (ragged[i]! - 0.5) * margin * 1.4);
        const relief = 0.965 + paper[i]! * 0.05;
        image.r[i] = clamp01((image.r[i]! + (0.98 - image.r[i]!) * unpainted) * relief);
        image.g[i] = clamp01((image.g[i]! + (0.97 - image.g[i]!) * unpainted) * relief);
        image.b[i] = clamp01((image.b[i]! + (0.94 - image.b[i]!) * unpainted) * relief);
      }
    }
    return image;
  },
};

export const oilPaint: StyleDefinition = {
  vary: (random, nudge, variation) => ({
    strength: nudge.strength,
    hue: nudge.hue ?? 0,
    brush: variation === 0 ? 1 : 0.7 + random() * 0.7,
    light: variation === 0 ? -2.2 : -Math.PI + random() * Math.PI,
    varnish: variation === 0 ? 0.5 : 0.2 + random() * 0.6,
  }),
  render(pass) {
    const { image, unit, detail, params, ox, oy, seed } = pass;
    const { width, height } = image;
    const radius = Math.max(1, Math.round((detail ? 1.8 : 4) * unit * params.brush! * params.strength));
    let painted = kuwahara(image, radius);
    painted = kuwahara(painted, Math.max(1, Math.round(radius * 0.6)));
    saturate(painted, 1.18);
    // Impasto: brightness plus stroke-direction noise as a height field, lit from one side.
    const strokes = new Float32Array(width * height);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        strokes[y * width + x] = hashNoise(Math.floor((y + oy) / (2 * unit)) * 4099 + Math.floor((x + ox + (y + oy) * 0.5) / (6 * unit)), seed);
      }
    }
    const relief = boxGaussian(luminance(painted), width, height, 0.8 * unit);
    const texture = boxGaussian(strokes, width, height, 1.2 * unit);
    const lx = Math.cos(params.light!);
    const ly = Math.sin(params.light!);
    const depth = (detail ? 0.5 : 1) * 3;
    for (let y = 1; y < height - 1; y++) {
      for (let x = 1; x < width - 1; x++) {
        const i = y * width + x;
        const hx = (relief[i + 1]! - relief[i - 1]!) + (texture[i + 1]! - texture[i - 1]!) * 0.15;
        const hy = (relief[i + width]! - relief[i - width]!) + (texture[i + width]! - texture[i - width]!) * 0.15;
        const light = 1 + (-(hx * lx + hy * ly)) * depth;
        painted.r[i] = clamp01(painted.r[i]! * light);
        painted.g[i] = clamp01(painted.g[i]! * light);
        painted.b[i] = clamp01(painted.b[i]! * light);
      }
    }
    return painted;
  },
  finish({ image, params, seed, unit }) {
    const { width, height } = image;
    // Canvas weave and a warm, slightly yellowed varnish.
    const canvas = new Float32Array(width * height);
    const period = Math.max(2, 3 * unit);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) canvas[y * width + x] = Math.sin((x / period) * Math.PI) * Math.sin((y / period) * Math.PI) * 0.02;
    }
    const v = params.varnish!;
    for (let i = 0; i < image.r.length; i++) {
      const weave = canvas[i]! + (hashNoise(i, seed) - 0.5) * 0.015;
      image.r[i] = clamp01(image.r[i]! * (1 + 0.04 * v) + weave);
      image.g[i] = clamp01(image.g[i]! * (1 + 0.01 * v) + weave);
      image.b[i] = clamp01(image.b[i]! * (1 - 0.07 * v) + weave);
    }
    return image;
  },
};
