import { boxGaussian, selfGuidedFilter } from '../../vision/filters';
import { hex, hsvToRgb, rgbToHsv } from '../../vision/color';
import { dilate, despeckle, xdogInk } from '../edges';
import { BAYER4, kmeansPalette, mapToPalette, type Rgb } from '../palette';
import { seededRandom } from '../random';
import { clamp01, clonePlanes, createPlanes, luminance, resizePlanes, smoothstep } from '../../vision/raster';
import { applyInk, contrast, featureInk, saturate } from './common';
import type { StyleDefinition } from './types';

/** Print and screen looks: pop art, comic halftone, 8-bit pixels and neon. */

const POP_PALETTES: Rgb[][] = [
  ['#14101a', '#e8175d', '#ffd400', '#fdf1e4'].map(hex),
  ['#101430', '#ff6f00', '#00b3e6', '#fff3b0'].map(hex),
  ['#1b0f2e', '#7b2ff7', '#ff4fa3', '#fde74c'].map(hex),
  ['#0c1b12', '#00a86b', '#ff3c38', '#fff9e6'].map(hex),
  ['#111111', '#2b59c3', '#f5a623', '#fbe6f0'].map(hex),
];

/** Index of the palette whose accent hue is nearest to a requested hue. */
function paletteForHue(hue: number): number {
  let best = 0;
  let bestDistance = Infinity;
  POP_PALETTES.forEach((palette, index) => {
    const [h] = rgbToHsv(...palette[1]!);
    const d = Math.min(Math.abs(h - hue), 1 - Math.abs(h - hue));
    if (d < bestDistance) {
      bestDistance = d;
      best = index;
    }
  });
  return best;
}

export const popArt: StyleDefinition = {
  vary: (random, nudge, variation) => ({
    strength: nudge.strength,
    hue: nudge.hue ?? 0,
    palette: nudge.hue !== null ? (paletteForHue(nudge.hue) + variation) % POP_PALETTES.length : variation % POP_PALETTES.length,
    offset: variation === 0 ? 0 : (random() - 0.5) * 0.1,
  }),
  render(pass) {
    const { image, unit, detail, params } = pass;
    const { width, height } = image;
    const smooth = selfGuidedFilter(image, Math.max(1, Math.round((detail ? 2 : 3) * unit)), detail ? 0.003 : 0.008);
    const grey = luminance(smooth);
    // Equalise so the four inks share the picture whatever its exposure.
    const sorted = Float32Array.from(grey).sort();
    const q = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
    const cuts = detail ? [q(0.12), q(0.4), q(0.75)] : [q(0.22), q(0.5), q(0.78)];
    const palette = POP_PALETTES[params.palette!]!;
    const out = createPlanes(width, height);
    const soft = detail ? 0.02 : 0.008;
    for (let i = 0; i < grey.length; i++) {
      const v = grey[i]! + params.offset!;
      // Blend between neighbouring inks across a narrow band: crisp but not jagged.
      let colour: Rgb = palette[0]!;
      for (let k = 0; k < 3; k++) {
        const t = smoothstep(cuts[k]! - soft, cuts[k]! + soft, v);
        const next = palette[k + 1]!;
        colour = [colour[0] + (next[0] - colour[0]) * t, colour[1] + (next[1] - colour[1]) * t, colour[2] + (next[2] - colour[2]) * t];
      }
      out.r[i] = colour[0];
      out.g[i] = colour[1];
      out.b[i] = colour[2];
    }
    let ink = xdogInk(boxGaussian(grey, width, height, 0.7 * unit), width, height, { sigma: 1.2 * unit, tau: 0.98, phi: 120, epsilon: -0.003 });
    ink = despeckle(ink, width, height, 2 * unit, 0.25);
    return applyInk(out, ink, palette[0]!, 0.9);
  },
  finish({ image, faces, params }) {
    const ink = featureInk(faces, image.width, image.height, 1.7, { soften: 0.4 });
    return applyInk(image, ink, POP_PALETTES[params.palette!]![0]!, 0.95);
  },
};

const COMIC_INKS: Rgb[] = ['#e3262e', '#ffd31a', '#1f6fd1', '#f6c8a8', '#2a9d55', '#ffffff', '#17141a'].map(hex);

export const comicHalftone: StyleDefinition = {
  vary: (random, nudge, variation) => ({
    strength: nudge.strength,
    hue: nudge.hue ?? 0,
    cell: variation === 0 ? 1 : 0.8 + random() * 0.5,
    angle: variation === 0 ? Math.PI / 4 : Math.PI * (0.1 + random() * 0.3),
    pop: variation === 0 ? 1.45 : 1.3 + random() * 0.4,
  }),
  render(pass) {
    const { image, unit, detail, params, ox, oy } = pass;
    const { width, height } = image;
    const smooth = selfGuidedFilter(image, Math.max(1, Math.round((detail ? 2 : 4) * unit)), detail ? 0.003 : 0.01);
    const flat = saturate(clonePlanes(smooth), params.pop!);
    const grey = luminance(smooth);
    const cell = Math.max(3, 5.5 * unit * params.cell!);
    const cos = Math.cos(params.angle!);
    const sin = Math.sin(params.angle!);
    const out = createPlanes(width, height);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const i = y * width + x;
        // Nearest comic ink for the colour, kept light (paper) or full (ink) by the dot screen.
        const [h, s] = rgbToHsv(flat.r[i]!, flat.g[i]!, flat.b[i]!);
        const base = hsvToRgb(h, Math.min(1, s * 1.1), 1);
        const ink = COMIC_INKS[nearestInk(base)]!;
        const v = grey[i]!;
        // Rotated dot grid in picture coordinates, so face and scene passes line up.
        const u = ((x + ox) * cos + (y + oy) * sin) / cell;
        const w = (-(x + ox) * sin + (y + oy) * cos) / cell;
        const du = u - Math.round(u);
        const dw = w - Math.round(w);
        const dist = Math.sqrt(du * du + dw * dw);
        const dotRadius = Math.sqrt(Math.max(0, 1 - v)) * 0.72;
        const inDot = 1 - smoothstep(dotRadius - 0.08, dotRadius + 0.08, dist);
        const solid = smoothstep(0.18, 0.08, v);
        const coverage = Math.max(solid, inDot);
        const dark = v < 0.12 ? 1 - v / 0.12 : 0;
        for (const [channel, k] of [['r', 0], ['g', 1], ['b', 2]] as const) {
          const paper = 0.98 - 0.03 * k;
          const value = paper + (ink[k]! * (0.55 + 0.45 * v) - paper) * coverage;
          out[channel][i] = value * (1 - dark * 0.85);
        }
      }
    }
    let ink = xdogInk(boxGaussian(grey, width, height, 0.7 * unit), width, height, { sigma: 1.3 * unit, tau: 0.98, phi: 120, epsilon: -0.003 });
    ink = despeckle(ink, width, height, 2 * unit, 0.25);
    if (!detail) ink = dilate(ink, width, height, unit > 1.2 ? 2 : 1);
    return applyInk(out, ink, [0.07, 0.06, 0.08], 0.95);
  },
  finish({ image, faces }) {
    const ink = featureInk(faces, image.width, image.height, 1.8, { soften: 0.3 });
    return applyInk(image, ink, [0.07, 0.06, 0.08], 0.95);
  },
};

function nearestInk(colour: Rgb): number {
  let best = 0;
  let bestDistance = Infinity;
  // Skip white and black: dots carry colour, paper and solid shadow are handled apart.
  for (let k = 0; k < COMIC_INKS.length - 2; k++) {
    const ink = COMIC_INKS[k]!;
    const d = (ink[0] - colour[0]) ** 2 * 0.3 + (ink[1] - colour[1]) ** 2 * 0.59 + (ink[2] - colour[2]) ** 2 * 0.11;
    if (d < bestDistance) {
      bestDistance = d;
      best = k;
    }
  }
  return best;
}

const PIXEL_PALETTES: Rgb[][] = [
  // PICO-8's sixteen colours.
  ['#000000', '#1d2b53', '#7e2553', '#008751', '#ab5236', '#5f574f', '#c2c3c7', '#fff1e8', '#ff004d', '#ffa300', '#ffec27', '#00e436', '#29adff', '#83769c', '#ff77a8', '#ffccaa'].map(hex),
  // A warm 12-colour console palette.
  ['#0f0f1b', '#3b1f2b', '#7a3b2e', '#b8643f', '#e8a86b', '#f7dcb4', '#fff8e7', '#5a6f8c', '#8fb0d8', '#3e6b48', '#8fbf6a', '#c23b4b'].map(hex),
  // Handheld green, four shades.
  ['#0f380f', '#306230', '#8bac0f', '#9bbc0f'].map(hex),
];

export const pixel8bit: StyleDefinition = {
  vary: (random, nudge, variation) => ({
    strength: nudge.strength,
    hue: nudge.hue ?? 0,
    // Cycle the palettes so every variation of a request looks different.
    palette: variation % PIXEL_PALETTES.length,
    blocks: variation === 0 ? 1 : 0.75 + random() * 0.5,
    dither: variation === 0 ? 0.09 : 0.05 + random() * 0.08,
  }),
  finish({ original, faces, faceMask, params, seed }) {
    const { width, height } = original;
    // Block size: the picture about 96 blocks across, but never so coarse that the largest
    // face gets fewer than ~30 blocks between its temples.
    const faceWidth = faces.length ? Math.max(...faces.map((f) => f.bounds.x1 - f.bounds.x0)) : width;
    const block = Math.max(2, Math.round(Math.min(Math.max(width, height) / 96, faceWidth / 30) * params.blocks! * params.strength));
    const smallWidth = Math.max(1, Math.round(width / block));
    const smallHeight = Math.max(1, Math.round(height / block));
    const small = resizePlanes(original, smallWidth, smallHeight);
    contrast(saturate(small, 1.3), 1.08);
    // Sprite artists give faces their own skin ramp: three skin shades taken from the face
    // itself, snapped to a 6-level-per-channel grid, join the console palette.
    const smallMask = resizePlanes({ width, height, r: faceMask, g: faceMask, b: faceMask }, smallWidth, smallHeight).r;
    const skin = createPlanes(1, 0);
    const picked: number[] = [];
    for (let i = 0; i < smallMask.length; i++) if (smallMask[i]! > 0.6) picked.push(i);
    let palette = PIXEL_PALETTES[params.palette!]!;
    // (Not for the four-shade handheld palette: a skin ramp would break its monochrome.)
    if (picked.length >= 12 && palette.length > 4) {
      skin.height = picked.length;
      skin.r = Float32Array.from(picked, (i) => small.r[i]!);
      skin.g = Float32Array.from(picked, (i) => small.g[i]!);
      skin.b = Float32Array.from(picked, (i) => small.b[i]!);
      const snap = (v: number) => Math.round(v * 5) / 5;
      const ramp = kmeansPalette(skin, 3, seededRandom(seed), { samples: 4000 }).map((c) => c.map(snap) as Rgb);
      palette = [...palette, ...ramp];
    }
    if (palette.length <= 4) {
      // A four-shade screen: shades by brightness, cut at the picture's own quartiles so
      // the face keeps its contrast whatever the exposure.
      const grey = luminance(small);
      const sorted = Float32Array.from(grey).sort();
      const cuts = [0.25, 0.5, 0.75].map((q) => sorted[Math.floor(q * (sorted.length - 1))]!);
      for (let i = 0; i < grey.length; i++) {
        const x = i % smallWidth;
        const y = Math.floor(i / smallWidth);
        const v = grey[i]! + (BAYER4[(y & 3) * 4 + (x & 3)]! / 16 - 0.47) * params.dither! * (1 - Math.min(1, smallMask[i]! * 1.5));
        const level = v < cuts[0]! ? 0 : v < cuts[1]! ? 1 : v < cuts[2]! ? 2 : 3;
        const c = palette[level]!;
        small.r[i] = c[0];
        small.g[i] = c[1];
        small.b[i] = c[2];
      }
    } else {
      // Dithering speckles read as noise on a face: keep faces to clean flat shades.
      mapToPalette(small, palette, params.dither!, smallMask.map((m) => 1 - Math.min(1, m * 1.5)));
    }
    const out = createPlanes(width, height);
    for (let y = 0; y < height; y++) {
      const sy = Math.min(small.height - 1, Math.floor((y * small.height) / height));
      for (let x = 0; x < width; x++) {
        const sx = Math.min(small.width - 1, Math.floor((x * small.width) / width));
        const j = sy * small.width + sx;
        const i = y * width + x;
        out.r[i] = small.r[j]!;
        out.g[i] = small.g[j]!;
        out.b[i] = small.b[j]!;
      }
    }
    return out;
  },
};

export const neon: StyleDefinition = {
  vary: (random, nudge, variation) => ({
    strength: nudge.strength,
    hue: nudge.hue ?? (variation === 0 ? 0.52 : random()),
    spread: variation === 0 ? 0.35 : 0.15 + random() * 0.5,
    glow: variation === 0 ? 1 : 0.7 + random() * 0.6,
  }),
  render(pass) {
    const { image, unit, detail, params, ox } = pass;
    const { width, height } = image;
    const smooth = selfGuidedFilter(image, Math.max(1, Math.round(2 * unit)), 0.006);
    const grey = luminance(smooth);
    let lines = xdogInk(boxGaussian(grey, width, height, 0.6 * unit), width, height, { sigma: (detail ? 0.9 : 1.3) * unit, tau: 0.98, phi: 100, epsilon: -0.004 });
    lines = despeckle(lines, width, height, 2 * unit, detail ? 0.2 : 0.3);
    const out = createPlanes(width, height);
    const ambient = detail ? 0.38 : 0.1;
    for (let i = 0; i < grey.length; i++) {
      const x = (i % width) + ox;
      // Hue sweeps across the picture between the two tube colours.
      const hue = params.hue! + params.spread! * Math.sin(x / (120 * unit));
      const [r, g, b] = hsvToRgb(hue, 0.85, 1);
      const t = lines[i]!;
      // Dark, blue-tinted ambient picture under the light.
      out.r[i] = smooth.r[i]! * ambient * 0.7 + r * t;
      out.g[i] = smooth.g[i]! * ambient * 0.75 + g * t;
      out.b[i] = smooth.b[i]! * ambient + b * t;
    }
    return out;
  },
  finish({ image, faces, params, unit }) {
    const { width, height } = image;
    // Tubes along the facial features, in the complementary colour.
    const tube = featureInk(faces, width, height, 1.4, { soften: 0.3 });
    const [fr, fg, fb] = hsvToRgb(params.hue! + 0.5, 0.7, 1);
    applyInk(image, tube, [fr, fg, fb], 0.95);
    // Glow: the bright lines blurred at three scales and added back.
    const light = clonePlanes(image);
    for (const channel of ['r', 'g', 'b'] as const) {
      const bright = light[channel].map((v) => Math.max(0, v - 0.3));
      let glow = new Float32Array(bright.length);
      for (const [sigma, weight] of [
        [2, 0.6],
        [6, 0.5],
        [16, 0.4],
      ] as const) {
        const blurred = boxGaussian(bright, width, height, sigma * unit);
        glow = glow.map((v, i) => v + blurred[i]! * weight * params.glow!);
      }
      for (let i = 0; i < glow.length; i++) image[channel][i] = clamp01(image[channel][i]! + glow[i]! * 1.4);
    }
    // Tube cores burn white.
    for (let i = 0; i < image.r.length; i++) {
      const core = Math.max(0, tube[i]! - 0.6) * 1.2;
      image.r[i] = clamp01(image.r[i]! + core);
      image.g[i] = clamp01(image.g[i]! + core);
      image.b[i] = clamp01(image.b[i]! + core);
    }
    return image;
  },
};
