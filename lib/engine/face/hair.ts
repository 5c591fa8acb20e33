import { boxGaussian, guidedFilterPlanes } from '../vision/filters';
import { rgbToLab } from '../vision/color';
import { MESH } from '../vision/faces';
import { distance, headBandMask, point, type FaceGeometry } from './geometry';
import { luminance, type Plane, type Planes } from '../vision/raster';

/**
 * Where the hair is, without a hair-segmentation model (none ships in npm or Debian).
 *
 * Hair is looked for only in a band around the top and sides of the head (from the mesh).
 * Inside it, each pixel is compared with three colour models in Lab: hair (sampled just
 * above the hairline and at the temples), skin (sampled on the forehead and cheeks) and
 * background (sampled well away from the head). Pixels closer to the hair model win; the
 * result is snapped to the picture's edges with a guided filter. This works on the usual
 * portrait where hair and background differ in colour; hair of the background's colour is
 * missed, and the limits are documented.
 */

interface ColourModel {
  mean: [number, number, number];
  spread: number;
}

function sampleModel(image: Planes, samples: Array<{ x: number; y: number }>): ColourModel | null {
  const labs: Array<[number, number, number]> = [];
  for (const { x, y } of samples) {
    const xi = Math.round(x);
    const yi = Math.round(y);
    if (xi < 0 || yi < 0 || xi >= image.width || yi >= image.height) continue;
    const i = yi * image.width + xi;
    labs.push(rgbToLab(image.r[i]!, image.g[i]!, image.b[i]!));
  }
  if (labs.length < 8) return null;
  // Median per channel: robust to a few samples landing on skin or background.
  const median = (k: 0 | 1 | 2) => labs.map((lab) => lab[k]).sort((a, b) => a - b)[Math.floor(labs.length / 2)]!;
  const mean: [number, number, number] = [median(0), median(1), median(2)];
  const deviations = labs.map((lab) => Math.hypot(lab[0] - mean[0], lab[1] - mean[1], lab[2] - mean[2])).sort((a, b) => a - b);
  return { mean, spread: Math.max(6, deviations[Math.floor(deviations.length * 0.6)]!) };
}

function ring(centre: { x: number; y: number }, rx: number, ry: number, from: number, to: number, count: number) {
  return Array.from({ length: count }, (_, k) => {
    const angle = from + ((to - from) * k) / Math.max(1, count - 1);
    return { x: centre.x + Math.cos(angle) * rx, y: centre.y + Math.sin(angle) * ry };
  });
}

/** Hair mask (0..1) for one face; empty when no hair colour can be told apart. */
export function hairMask(image: Planes, geometry: FaceGeometry): Plane {
  const { width, height } = image;
  const { face, eyeSpan } = geometry;
  const band = headBandMask(geometry, width, height);
  const top = point(face, MESH.foreheadTop);
  const chin = point(face, MESH.chin);
  const faceHeight = distance(top, chin);
  const up = { x: (top.x - chin.x) / faceHeight, y: (top.y - chin.y) / faceHeight };
  const hairSamples = [
    // Above the hairline, fanning out over the crown.
    ...[0.12, 0.22, 0.32].flatMap((lift) =>
      [-0.5, -0.25, 0, 0.25, 0.5].map((side) => ({
        x: top.x + up.x * faceHeight * lift - up.y * eyeSpan * side,
        y: top.y + up.y * faceHeight * lift + up.x * eyeSpan * side,
      })),
    ),
    // Temples, just outside the oval at eye level and above.
    ...[MESH.rightEyeOuter, MESH.leftEyeOuter].flatMap((index) => {
      const p = point(face, index);
      const outward = index === MESH.rightEyeOuter ? -1 : 1;
      return [0.35, 0.5].flatMap((dx) => [-0.35, -0.15].map((dy) => ({ x: p.x + outward * eyeSpan * dx, y: p.y + faceHeight * dy })));
    }),
  ];
  const skinSamples = [MESH.rightCheek, MESH.leftCheek, 151, 9, 108, 337, 50, 280, 118, 347].map((index) => point(face, index));
  const centre = { x: (top.x + chin.x) / 2, y: (top.y + chin.y) / 2 };
  const backgroundSamples = [
    ...ring(centre, eyeSpan * 2.6, faceHeight * 1.5, Math.PI, 2 * Math.PI, 24),
    ...ring(centre, eyeSpan * 3.2, faceHeight * 1.2, Math.PI * 0.9, Math.PI * 2.1, 24),
  ];
  const hair = sampleModel(image, hairSamples);
  const skin = sampleModel(image, skinSamples);
  const background = sampleModel(image, backgroundSamples);
  const mask = new Float32Array(width * height);
  if (!hair) return mask;
  // Hair that looks just like the skin gives no usable model (e.g. a bald crown).
  if (skin && Math.hypot(hair.mean[0] - skin.mean[0], hair.mean[1] - skin.mean[1], hair.mean[2] - skin.mean[2]) < 8) return mask;
  for (let i = 0; i < mask.length; i++) {
    const weight = band[i]!;
    if (weight < 0.02) continue;
    const lab = rgbToLab(image.r[i]!, image.g[i]!, image.b[i]!);
    const score = (model: ColourModel | null) =>
      model ? Math.hypot(lab[0] - model.mean[0], (lab[1] - model.mean[1]) * 1.5, (lab[2] - model.mean[2]) * 1.5) / model.spread : Infinity;
    const dHair = score(hair);
    const dOther = Math.min(score(skin), score(background));
    // Soft decision: 1 when clearly nearer to hair, 0 when clearly nearer to something else.
    const t = Math.max(0, Math.min(1, (dOther - dHair) / 1.5 + 0.5)) * (dHair < 3.5 ? 1 : 0);
    mask[i] = t * weight;
  }
  // Close small holes (highlights and deep shadows inside the hair read as "not hair"):
  // a blurred copy lifted above the raw decision fills them while edges stay put.
  const closed = boxGaussian(mask, width, height, Math.max(1, eyeSpan * 0.03));
  for (let i = 0; i < mask.length; i++) mask[i] = Math.max(mask[i]!, Math.min(1, (closed[i]! - 0.25) * 2.2) * (band[i]! > 0.02 ? band[i]! : 0));
  const refined = guidedFilterPlanes({ width, height, r: mask, g: mask, b: mask }, luminance(image), Math.max(2, Math.round(eyeSpan * 0.06)), 1e-3).r;
  for (let i = 0; i < refined.length; i++) refined[i] = Math.max(0, Math.min(1, refined[i]!)) * (band[i]! > 0.01 ? 1 : 0);
  return refined;
}
