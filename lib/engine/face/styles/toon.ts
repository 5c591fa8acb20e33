import { boxGaussian, selfGuidedFilter } from '../../vision/filters';
import { hsvToRgb, rgbToHsv } from '../../vision/color';
import { dilate, despeckle, xdogInk } from '../edges';
import { emptyMask, fillEllipse } from '../mask';
import { hashNoise } from '../random';
import { clamp01, clonePlanes, luminance, type Planes } from '../../vision/raster';
import { applyInk, featureInk, posterizeLuma, screen, tintTowards } from './common';
import type { StyleDefinition } from './types';

/** Smooth-and-flatten looks: cartoon, cel anime and clay. */

export const cartoon: StyleDefinition = {
  vary: (random, nudge, variation) => ({
    strength: nudge.strength,
    hue: nudge.hue ?? 0,
    levels: variation === 0 ? 5 : 4 + Math.floor(random() * 3),
    line: variation === 0 ? 1 : 0.75 + random() * 0.6,
    saturation: (variation === 0 ? 1.3 : 1.15 + random() * 0.35),
    shift: variation === 0 ? 0 : (random() - 0.5) * 0.12,
  }),
  render(pass) {
    const { image, unit, detail, params } = pass;
    const { width, height } = image;
    const s = params.strength;
    const radius = Math.max(1, Math.round((detail ? 2 : 4) * unit * s));
    let smooth = selfGuidedFilter(image, radius, (detail ? 0.003 : 0.01) * s);
    smooth = selfGuidedFilter(smooth, radius, (detail ? 0.002 : 0.006) * s);
    const flat = posterizeLuma(clonePlanes(smooth), detail ? 7 : params.levels!, detail ? 0.4 : 0.18, params.saturation!);
    const grey = boxGaussian(luminance(smooth), width, height, 0.6 * unit);
    let ink = xdogInk(grey, width, height, { sigma: (detail ? 1 : 1.4) * unit, tau: 0.985, phi: 120, epsilon: detail ? -0.002 : -0.004 });
    ink = despeckle(ink, width, height, 2 * unit, detail ? 0.2 : 0.28);
    if (params.line! * unit > 1.2 && !detail) ink = dilate(ink, width, height, 1);
    return applyInk(flat, ink, [0.07, 0.05, 0.08], detail ? 0.55 : 0.9);
  },
  finish({ image, faces, params }) {
    const ink = featureInk(faces, image.width, image.height, 1.6 * params.line!, { soften: 0.4 });
    applyInk(image, ink, [0.08, 0.06, 0.08], 0.85);
    if (params.shift) rotateWarm(image, params.shift);
    return image;
  },
};

/** A small hue rotation of warm colours only, so skin stays skin while the palette moves. */
function rotateWarm(image: Planes, turn: number): void {
  for (let i = 0; i < image.r.length; i++) {
    const [h, sat, v] = rgbToHsv(image.r[i]!, image.g[i]!, image.b[i]!);
    const skinLike = h < 0.12 || h > 0.95;
    if (skinLike) continue;
    const [r, g, b] = hsvToRgb(h + turn * 2, sat, v);
    image.r[i] = r;
    image.g[i] = g;
    image.b[i] = b;
  }
}

export const celAnime: StyleDefinition = {
  vary: (random, nudge, variation) => ({
    strength: nudge.strength,
    hue: nudge.hue ?? (variation === 0 ? 0.58 : random()),
    steps: variation === 0 ? 3 : 3 + Math.floor(random() * 2),
    saturation: (variation === 0 ? 1.35 : 1.2 + random() * 0.35),
    bloom: variation === 0 ? 0.35 : 0.2 + random() * 0.3,
    blush: variation === 0 ? 0.22 : 0.12 + random() * 0.18,
  }),
  render(pass) {
    const { image, unit, detail, params } = pass;
    const s = params.strength;
    const radius = Math.max(1, Math.round((detail ? 2.5 : 5) * unit * s));
    let smooth = selfGuidedFilter(image, radius, (detail ? 0.004 : 0.012) * s);
    smooth = selfGuidedFilter(smooth, radius, (detail ? 0.002 : 0.008) * s);
    const shaded = posterizeLuma(clonePlanes(smooth), params.steps!, detail ? 0.12 : 0.06, params.saturation!);
    const grey = luminance(smooth);
    let ink = xdogInk(grey, image.width, image.height, { sigma: 0.8 * unit, tau: 0.99, phi: 150, epsilon: -0.002 });
    ink = despeckle(ink, image.width, image.height, 1.5 * unit, 0.2);
    // Anime lines are a darker shade of the local colour, not black.
    for (let i = 0; i < ink.length; i++) {
      const t = ink[i]! * 0.85;
      shaded.r[i] = shaded.r[i]! * (1 - t * 0.75);
      shaded.g[i] = shaded.g[i]! * (1 - t * 0.8);
      shaded.b[i] = shaded.b[i]! * (1 - t * 0.7);
    }
    return shaded;
  },
  finish({ image, faces, params, unit }) {
    const { width, height } = image;
    const ink = featureInk(faces, width, height, 1.25, { jaw: true, soften: 0.3 });
    applyInk(image, ink, [0.22, 0.1, 0.12], 0.9);
    const blush = emptyMask(width, height);
    const sparkle = emptyMask(width, height);
    for (const geometry of faces) {
      const { face, eyeSpan } = geometry;
      for (const [cheek, eye] of [
        [205, 33],
        [425, 263],
      ] as const) {
        const c = { x: face.mesh[cheek]![0] * 0.75 + face.mesh[eye]![0] * 0.25, y: face.mesh[cheek]![1] * 0.8 + face.mesh[eye]![1] * 0.2 };
        fillEllipse(blush, width, height, c, eyeSpan * 0.2, eyeSpan * 0.1, geometry.roll, 1);
      }
      // A catch-light in each iris: the anime eye sparkle.
      for (const iris of [face.regions.leftIris, face.regions.rightIris]) {
        if (iris.length < 5) continue;
        const centre = iris[0]!;
        const radius = Math.max(1, Math.hypot(iris[1]!.x - iris[3]!.x, iris[1]!.y - iris[3]!.y) / 2);
        fillEllipse(sparkle, width, height, { x: centre.x - radius * 0.35, y: centre.y - radius * 0.4 }, radius * 0.32, radius * 0.32, 0, 0.4);
      }
    }
    applyInk(image, blush, [0.98, 0.45, 0.52], params.blush!);
    applyInk(image, sparkle, [1, 1, 1], 0.95);
    // Soft bloom of the highlights, the glow of anime key art.
    const glow = clonePlanes(image);
    for (const channel of ['r', 'g', 'b'] as const) {
      const plane = glow[channel];
      for (let i = 0; i < plane.length; i++) plane[i] = Math.max(0, plane[i]! - 0.7) * 2.5;
      glow[channel] = boxGaussian(plane, width, height, 6 * unit);
    }
    screen(image, glow, params.bloom!);
    if (params.hue) tintTowards(image, params.hue, 0.06);
    return image;
  },
};

export const clay: StyleDefinition = {
  vary: (random, nudge, variation) => ({
    strength: nudge.strength,
    hue: nudge.hue ?? 0,
    levels: variation === 0 ? 5 : 4 + Math.floor(random() * 3),
    light: variation === 0 ? -2.3 : -Math.PI + random() * 1.6,
    sheen: variation === 0 ? 0.25 : 0.12 + random() * 0.25,
    saturation: variation === 0 ? 1.45 : 1.3 + random() * 0.3,
  }),
  render(pass) {
    const { image, unit, detail, params, ox, oy, seed } = pass;
    const { width, height } = image;
    const s = params.strength;
    // Modelling clay has no fine texture: smooth hard, then flatten into few colour lumps.
    const radius = Math.max(2, Math.round((detail ? 4 : 8) * unit * s));
    let smooth = selfGuidedFilter(image, radius, (detail ? 0.01 : 0.025) * s);
    smooth = selfGuidedFilter(smooth, radius, (detail ? 0.006 : 0.02) * s);
    const flat = posterizeLuma(clonePlanes(smooth), params.levels!, detail ? 0.2 : 0.08, params.saturation!);
    // Each lump is rounded: its height is the flattened brightness blurred a little, so
    // borders between lumps become slopes that catch or lose the light.
    const relief = boxGaussian(luminance(flat), width, height, (detail ? 2 : 3) * unit);
    // Lumps also darken towards their rims (ambient occlusion where two pieces meet).
    const rim = boxGaussian(luminance(flat), width, height, 1.2 * unit);
    const lx = Math.cos(params.light!);
    const ly = Math.sin(params.light!);
    const gain = 14 / unit;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const i = y * width + x;
        const dx = (relief[y * width + Math.min(width - 1, x + 1)]! - relief[y * width + Math.max(0, x - 1)]!) * gain;
        const dy = (relief[Math.min(height - 1, y + 1) * width + x]! - relief[Math.max(0, y - 1) * width + x]!) * gain;
        const nz = 1 / Math.sqrt(1 + dx * dx + dy * dy);
        const facing = (-dx * lx - dy * ly) * nz;
        const crease = Math.min(1, Math.abs(rim[i]! - relief[i]!) * 10);
        const sheen = Math.max(0, facing) ** 3 * params.sheen!;
        // Fingerprint-like unevenness keyed to picture coordinates.
        const bump = (hashNoise((y + oy) * 65536 + x + ox, seed) - 0.5) * 0.025;
        const shade = 1.02 + facing * 0.3 - (1 - nz) * 0.2 - crease * 0.12 + bump;
        flat.r[i] = clamp01(flat.r[i]! * shade + sheen);
        flat.g[i] = clamp01(flat.g[i]! * shade + sheen);
        flat.b[i] = clamp01(flat.b[i]! * shade + sheen * 0.9);
      }
    }
    return flat;
  },
  finish({ image, faces }) {
    // Clay eyes, brows and mouth are pressed-in grooves: soft dark lines.
    const ink = featureInk(faces, image.width, image.height, 1.5, { jaw: false, soften: 0.9 });
    return applyInk(image, ink, [0.14, 0.08, 0.07], 0.7);
  },
};
