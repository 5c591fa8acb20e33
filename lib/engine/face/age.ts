import { MESH } from '../vision/faces';
import { boxGaussian, guidedFilterPlanes } from '../vision/filters';
import { smoothCurve, strokePolyline } from './draw';
import { cheeksMask, distance, lipsMask, point, points, skinMask, type FaceGeometry } from './geometry';
import { hairMask } from './hair';
import { emptyMask, featherMask, fillEllipse, fillPolygon } from './mask';
import { seededRandom, valueNoiseAt } from './random';
import { clamp01, luminance, type Plane, type Planes } from '../vision/raster';
import { pinnedFrame, warpImage, type ControlPoint } from './warp';
import type { Point } from '../vision/faces';

/**
 * Apparent age, changed with the mesh and classical image processing (no ageing model
 * ships in npm or Debian). Each cue of age is a function of years, and a face is moved by
 * the difference between the cue at the target age and at its estimated age:
 *
 * - shape: jowls and a heavier jaw, lower mouth corners, thinner lips, lower brows for
 *   older; larger eyes, fuller lips, a smaller, higher jaw for younger (moving least
 *   squares warp on the landmarks);
 * - skin: wrinkles drawn where faces fold (forehead, crow's feet, nasolabial and marionette
 *   lines, under-eye bags, upper-lip lines), coarser texture, age spots and a duller tone
 *   for older; smoothing, an even brighter tone and rosier cheeks for younger;
 * - hair: greying for older, darker and richer for younger (hair found by hair.ts).
 */

export interface AgeCues {
  wrinkles: number;
  sag: number;
  grey: number;
  youth: number;
  spots: number;
}

/** How strongly each cue shows at an age in years (0 none, 1 full). */
export function cuesAt(age: number): AgeCues {
  const ramp = (from: number, to: number) => clamp01((age - from) / (to - from));
  return {
    wrinkles: ramp(28, 78),
    sag: ramp(35, 82),
    grey: ramp(42, 75) ** 1.2,
    youth: 1 - ramp(8, 32),
    spots: ramp(50, 85),
  };
}

export interface AgeChange {
  /** Positive: add the cue; negative: take it away (where that makes sense). */
  wrinkles: number;
  sag: number;
  grey: number;
  youth: number;
  spots: number;
}

export function ageChange(from: number, to: number): AgeChange {
  const a = cuesAt(from);
  const b = cuesAt(to);
  return { wrinkles: b.wrinkles - a.wrinkles, sag: b.sag - a.sag, grey: b.grey - a.grey, youth: b.youth - a.youth, spots: b.spots - a.spots };
}

const along = (a: Point, b: Point, t: number): Point => ({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t });

/** Landmark moves for the face shape. */
function shapeControls(geometry: FaceGeometry, change: AgeChange): ControlPoint[] {
  const { face, eyeSpan } = geometry;
  const p = (index: number) => point(face, index);
  const chin = p(MESH.chin);
  const nose = p(MESH.noseTip);
  const down = (() => {
    const top = p(MESH.foreheadTop);
    const length = distance(top, chin);
    return { x: (chin.x - top.x) / length, y: (chin.y - top.y) / length };
  })();
  const move = (index: number, dx: number, dy: number): ControlPoint => {
    const from = p(index);
    // dy is along the face's own down axis, dx along its right-to-left axis.
    return { from, to: { x: from.x + (dx * -down.y + dy * down.x) * eyeSpan, y: from.y + (dx * down.x + dy * down.y) * eyeSpan } };
  };
  const outward = (index: number) => (p(index).x - nose.x) * -down.y + (p(index).y - nose.y) * down.x > 0 ? 1 : -1;
  const controls: ControlPoint[] = [];
  const sag = change.sag;
  const youth = change.youth;
  // Jaw: lower and wider with age (jowls), higher and narrower when younger.
  for (const index of [172, 136, 150, 149, 176, 148, 397, 365, 379, 378, 400, 377]) {
    controls.push(move(index, outward(index) * (0.035 * Math.max(0, sag) - 0.04 * Math.max(0, youth)), 0.045 * sag - 0.05 * Math.max(0, youth)));
  }
  controls.push(move(MESH.chin, 0, 0.03 * sag - 0.07 * Math.max(0, youth)));
  // Mouth corners drop; lips thin (outer edges move towards the mouth line) or fill out.
  controls.push(move(MESH.rightMouthCorner, 0, 0.03 * Math.max(0, sag)));
  controls.push(move(MESH.leftMouthCorner, 0, 0.03 * Math.max(0, sag)));
  for (const index of [0, 37, 267, 39, 269]) controls.push(move(index, 0, 0.025 * Math.max(0, sag) - 0.02 * Math.max(0, youth)));
  for (const index of [17, 84, 314, 181, 405]) controls.push(move(index, 0, -0.025 * Math.max(0, sag) + 0.02 * Math.max(0, youth)));
  // Brows sink a little with age.
  for (const index of [70, 63, 105, 66, 107, 300, 293, 334, 296, 336]) controls.push(move(index, 0, 0.02 * Math.max(0, sag)));
  // Nose: longer and wider with age, smaller when younger.
  controls.push(move(MESH.noseTip, 0, 0.025 * sag));
  controls.push(move(MESH.rightNoseWing, -0.015 * sag, 0.01 * sag));
  controls.push(move(MESH.leftNoseWing, 0.015 * sag, 0.01 * sag));
  // Eyes: larger when younger (every eye outline point moves away from the eye centre).
  if (youth > 0) {
    for (const eye of [face.regions.rightEye, face.regions.leftEye]) {
      const cx = eye.reduce((s, q) => s + q.x, 0) / eye.length;
      const cy = eye.reduce((s, q) => s + q.y, 0) / eye.length;
      for (const q of eye) controls.push({ from: q, to: { x: cx + (q.x - cx) * (1 + 0.12 * youth), y: cy + (q.y - cy) * (1 + 0.18 * youth) } });
    }
  } else {
    for (const index of [MESH.rightEyeOuter, MESH.rightEyeInner, MESH.leftEyeOuter, MESH.leftEyeInner, 159, 386]) controls.push(move(index, 0, 0));
  }
  // Hold the forehead and the middle of the face.
  for (const index of [MESH.foreheadTop, 338, 109, 151, 9, MESH.noseBridge]) controls.push(move(index, 0, 0));
  return controls;
}

function warpShape(image: Planes, geometry: FaceGeometry, change: AgeChange): Planes {
  const { bounds, eyeSpan } = geometry;
  const margin = eyeSpan * 0.7;
  const region = { x0: bounds.x0 - margin, y0: bounds.y0 - margin, x1: bounds.x1 + margin, y1: bounds.y1 + margin };
  return warpImage(image, [...shapeControls(geometry, change), ...pinnedFrame(region, 6)], region);
}

/** The folds of an ageing face as polylines, each with a depth weight. */
function wrinkleLines(geometry: FaceGeometry, seed: number): Array<{ points: Point[]; depth: number }> {
  const { face, eyeSpan } = geometry;
  const random = seededRandom(seed);
  const p = (index: number) => point(face, index);
  const lines: Array<{ points: Point[]; depth: number }> = [];
  const jitter = (q: Point, amount: number): Point => ({ x: q.x + (random() - 0.5) * amount * eyeSpan, y: q.y + (random() - 0.5) * amount * eyeSpan });
  // Forehead: curves parallel to the brows, between them and the hairline.
  const brows = points(face, [70, 63, 105, 66, 107, 9, 336, 296, 334, 293, 300]);
  const top = p(MESH.foreheadTop);
  const browTop = p(9);
  for (const [k, t] of [0.3, 0.5, 0.7].entries()) {
    const lift = { x: (top.x - browTop.x) * t, y: (top.y - browTop.y) * t };
    const start = 1 + (k % 2);
    const end = brows.length - 1 - ((k + 1) % 2);
    lines.push({ points: brows.slice(start, end + 1).map((q) => jitter({ x: q.x + lift.x, y: q.y + lift.y }, 0.02)), depth: 0.8 - k * 0.15 });
  }
  // Frown lines between the brows.
  for (const side of [-1, 1]) {
    const base = p(9);
    lines.push({ points: [{ x: base.x + side * eyeSpan * 0.05, y: base.y - eyeSpan * 0.02 }, { x: base.x + side * eyeSpan * 0.035, y: base.y + eyeSpan * 0.1 }], depth: 0.22 });
  }
  // Crow's feet: short rays fanning out from the outer eye corners.
  for (const [corner, sign] of [
    [MESH.rightEyeOuter, -1],
    [MESH.leftEyeOuter, 1],
  ] as const) {
    const c = p(corner);
    for (const angle of [-0.45, -0.1, 0.3]) {
      const a = geometry.roll + angle * sign + (sign < 0 ? Math.PI : 0);
      const start = { x: c.x + Math.cos(a) * eyeSpan * 0.05, y: c.y + Math.sin(a) * eyeSpan * 0.05 };
      const end = { x: c.x + Math.cos(a) * eyeSpan * 0.2, y: c.y + Math.sin(a) * eyeSpan * 0.2 };
      lines.push({ points: [start, jitter(along(start, end, 0.5), 0.015), end], depth: 0.55 });
    }
  }
  // Nasolabial folds: from beside the nose wing, bowing outwards, to below the mouth corner.
  for (const [wing, corner] of [
    [MESH.rightNoseWing, MESH.rightMouthCorner],
    [MESH.leftNoseWing, MESH.leftMouthCorner],
  ] as const) {
    const w = p(wing);
    const m = p(corner);
    const outward = Math.sign(m.x - p(MESH.noseTip).x) || 1;
    const start = { x: w.x + outward * eyeSpan * 0.03, y: w.y - eyeSpan * 0.01 };
    const end = { x: m.x + outward * eyeSpan * 0.06, y: m.y + eyeSpan * 0.1 };
    const middle = { x: (start.x + end.x) / 2 + outward * eyeSpan * 0.06, y: (start.y + end.y) / 2 };
    lines.push({ points: [start, middle, end], depth: 0.9 });
    // Marionette lines: from the mouth corner down towards the jaw.
    lines.push({ points: [{ x: m.x + outward * eyeSpan * 0.02, y: m.y + eyeSpan * 0.04 }, { x: m.x + outward * eyeSpan * 0.045, y: m.y + eyeSpan * 0.18 }], depth: 0.4 });
  }
  // Fine vertical lines above the upper lip.
  const upper = points(face, [40, 39, 37, 267, 269, 270]);
  for (const q of upper) lines.push({ points: [{ x: q.x, y: q.y - eyeSpan * 0.015 }, { x: q.x + (random() - 0.5) * eyeSpan * 0.02, y: q.y - eyeSpan * 0.07 }], depth: 0.2 });
  // Neck folds under the chin.
  const chin = p(MESH.chin);
  for (const drop of [0.25, 0.42]) lines.push({ points: [{ x: chin.x - eyeSpan * 0.3, y: chin.y + eyeSpan * drop }, { x: chin.x, y: chin.y + eyeSpan * (drop + 0.04) }, { x: chin.x + eyeSpan * 0.3, y: chin.y + eyeSpan * drop }], depth: 0.5 });
  return lines;
}

/**
 * Wrinkles as relief: a dark crease with a lit ridge just below it, modulated by noise so
 * lines break up like real ones, and multiplied by the skin's own brightness.
 */
function drawWrinkles(image: Planes, geometry: FaceGeometry, amount: number, seed: number): void {
  const { width, height } = image;
  const { eyeSpan, face } = geometry;
  const crease = emptyMask(width, height);
  for (const line of wrinkleLines(geometry, seed)) {
    strokePolyline(crease, width, height, smoothCurve(line.points, false, 6), Math.max(1.2, eyeSpan * 0.026), { taper: true, value: line.depth });
  }
  const soft = boxGaussian(crease, width, height, Math.max(0.7, eyeSpan * 0.011));
  // Under-eye bags: a soft crescent of shadow below each lower lid, not a line.
  const bags = emptyMask(width, height);
  for (const lower of [
    [33, 7, 163, 144, 145, 153, 154, 155, 133],
    [263, 249, 390, 373, 374, 380, 381, 382, 362],
  ]) {
    const lid = points(face, lower);
    const arc = lid.map((q, i) => ({ x: q.x, y: q.y + eyeSpan * (0.03 + 0.09 * Math.sin((Math.PI * i) / (lid.length - 1))) }));
    fillPolygon(bags, width, height, [...lid.map((q) => ({ x: q.x, y: q.y + eyeSpan * 0.02 })), ...arc.reverse()]);
  }
  const bagShade = boxGaussian(bags, width, height, Math.max(1, eyeSpan * 0.03));
  const breakup = valueNoiseAt(width, height, 0, 0, Math.max(3, eyeSpan * 0.05), seed + 5);
  const offset = Math.max(1, Math.round(eyeSpan * 0.014));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const below = y + offset < height ? soft[i + offset * width]! : 0;
      const c = soft[i]! * (0.5 + breakup[i]! * 0.8) * amount;
      // The skin just above a fold catches light; the fold itself is in shadow.
      const ridge = Math.max(0, below - soft[i]!) * amount;
      const bag = bagShade[i]! * amount * 0.5;
      const shade = 1 - c * 0.5 - bag * 0.3 + ridge * 0.08;
      image.r[i] = clamp01(image.r[i]! * shade);
      image.g[i] = clamp01(image.g[i]! * (shade - (c + bag) * 0.02));
      image.b[i] = clamp01(image.b[i]! * (shade - (c + bag) * 0.025));
    }
  }
}

/** Older skin: coarser texture, duller and more uneven colour, a few age spots. */
function ageSkin(image: Planes, geometry: FaceGeometry, skin: Plane, amount: number, spots: number, seed: number): void {
  const { width, height } = image;
  const { eyeSpan } = geometry;
  const lum = luminance(image);
  const base = boxGaussian(lum, width, height, Math.max(1, eyeSpan * 0.025));
  const mottling = valueNoiseAt(width, height, 0, 0, Math.max(4, eyeSpan * 0.08), seed + 7);
  const pores = valueNoiseAt(width, height, 0, 0, Math.max(1.5, eyeSpan * 0.012), seed + 8);
  const spotMask = emptyMask(width, height);
  const random = seededRandom(seed ^ 0xa9e);
  const { x0, y0, x1, y1 } = geometry.bounds;
  for (let k = 0; k < Math.round(7 * spots); k++) {
    const c = { x: x0 + random() * (x1 - x0), y: y0 + random() * (y1 - y0) };
    fillEllipse(spotMask, width, height, c, eyeSpan * (0.015 + random() * 0.02), eyeSpan * (0.012 + random() * 0.015), random() * 3, 0.9, 0.3 + random() * 0.4);
  }
  for (let i = 0; i < lum.length; i++) {
    const s = skin[i]!;
    if (s <= 0.001) continue;
    const t = s * amount;
    // Detail boost (skin texture) around the local mean, plus pore-scale noise.
    const detail = (lum[i]! - base[i]!) * 0.7 * t + (pores[i]! - 0.5) * 0.025 * t;
    const blotch = (mottling[i]! - 0.5) * 0.05 * t;
    const spot = spotMask[i]! * s * spots;
    for (const [channel, warm] of [['r', 1], ['g', 0.92], ['b', 0.78]] as const) {
      const v = image[channel][i]!;
      // Duller, slightly sallow tone: a little desaturation towards a yellowed grey.
      const grey = lum[i]! * (channel === 'b' ? 0.93 : 1.0);
      const dull = v + (grey - v) * 0.22 * t;
      const blotched = dull * (1 + blotch * warm);
      image[channel][i] = clamp01((blotched + detail) * (1 - spot * 0.16 * (channel === 'b' ? 1.6 : channel === 'g' ? 1.25 : 1)));
    }
  }
}

/** Younger skin: smoothed (edges kept), brighter and more even, with rosier cheeks. */
function youngSkin(image: Planes, geometry: FaceGeometry, skin: Plane, amount: number): Planes {
  const { width, height } = image;
  const smooth = guidedFilterPlanes(image, luminance(image), Math.max(2, Math.round(geometry.eyeSpan * 0.06)), 0.0025);
  const cheeks = featherMask(cheeksMask(geometry, width, height), width, height, geometry.eyeSpan * 0.05);
  const lips = lipsMask(geometry, width, height);
  // Young lips are fuller in colour: a little more saturation where the lips are.
  for (let i = 0; i < lips.length; i++) {
    const t = lips[i]! * amount * 0.25;
    if (t <= 0.001) continue;
    const grey = 0.2126 * image.r[i]! + 0.7152 * image.g[i]! + 0.0722 * image.b[i]!;
    image.r[i] = clamp01(image.r[i]! + (image.r[i]! - grey) * t);
    image.g[i] = clamp01(image.g[i]! + (image.g[i]! - grey) * t);
    image.b[i] = clamp01(image.b[i]! + (image.b[i]! - grey) * t);
  }
  for (let i = 0; i < skin.length; i++) {
    const t = skin[i]! * amount;
    if (t <= 0.001) continue;
    const rosy = cheeks[i]! * amount * 0.1;
    image.r[i] = clamp01(image.r[i]! + (smooth.r[i]! * 1.04 + 0.01 - image.r[i]!) * t * 0.9 + rosy * 0.4);
    image.g[i] = clamp01(image.g[i]! + (smooth.g[i]! * 1.035 + 0.01 - image.g[i]!) * t * 0.9 - rosy * 0.25);
    image.b[i] = clamp01(image.b[i]! + (smooth.b[i]! * 1.03 + 0.01 - image.b[i]!) * t * 0.9 - rosy * 0.1);
  }
  return image;
}

/** Greying (positive) or darkening (negative) the hair. */
function toneHair(image: Planes, hair: Plane, grey: number): void {
  for (let i = 0; i < hair.length; i++) {
    const h = hair[i]!;
    if (h <= 0.01) continue;
    const r = image.r[i]!;
    const g = image.g[i]!;
    const b = image.b[i]!;
    const l = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    if (grey > 0) {
      // Silver: no colour, lifted towards light grey, keeping the strands' relative shading.
      const silver = 0.42 + l * 0.62;
      const t = h * grey;
      image.r[i] = clamp01(r + (silver * 1.0 - r) * t);
      image.g[i] = clamp01(g + (silver * 0.985 - g) * t);
      image.b[i] = clamp01(b + (silver * 0.96 - b) * t);
    } else {
      // Richer, darker, warmer: grey strands get a brown pigment back.
      const t = h * -grey;
      const dark = l * 0.7;
      image.r[i] = clamp01(r + (dark * 1.25 - r) * t);
      image.g[i] = clamp01(g + (dark * 0.95 - g) * t);
      image.b[i] = clamp01(b + (dark * 0.7 - b) * t);
    }
  }
}

/** Moves one face of `image` from its estimated age towards `target`. */
export function ageFace(image: Planes, geometry: FaceGeometry, estimatedAge: number, target: number, seed: number): Planes {
  const current = Number.isFinite(estimatedAge) ? estimatedAge : 35;
  const change = ageChange(current, target);
  // Shape first, so texture and masks follow the new landmarks' neighbourhood.
  let out = warpShape(image, geometry, change);
  const { width, height } = out;
  const skin = skinMask(geometry, width, height);
  if (change.wrinkles > 0) {
    ageSkin(out, geometry, skin, Math.min(1, change.wrinkles * 1.4), Math.max(0, change.spots), seed);
    drawWrinkles(out, geometry, Math.min(1.2, change.wrinkles * 1.6), seed);
  } else {
    out = youngSkin(out, geometry, skin, Math.min(1, -change.wrinkles * 1.6 + Math.max(0, change.youth)));
  }
  const hairAmount = change.grey > 0 ? Math.min(1, change.grey * 1.15) : change.grey < 0 || change.youth > 0 ? -Math.min(0.8, -change.grey + change.youth * 0.3) : 0;
  if (Math.abs(hairAmount) > 0.02) toneHair(out, hairMask(out, geometry), hairAmount);
  return out;
}
