import type { DetectedFace } from '../vision/faces';
import { boxMean } from '../vision/filters';
import { guidedFilter } from '../vision/filters';
import { propagateColors, type ColorHints } from './levin-solve';
import { polygonMask } from './polygon-mask';
import { resizePlane } from '../vision/raster';

/**
 * Colorization without a neural network (none ships in npm or Debian). Colour hints come
 * from what can be recognised in a greyscale photo, and are spread along the photo's own
 * edges by the Levin–Lischinski–Weiss optimisation (levin-solve.ts):
 *
 * - skin: faces from the face detector (oval minus eyes, brows and mouth), lips a deeper red;
 * - the subject (ISNet foreground mask) is never sky or vegetation, and holds a weak warm
 *   hint so background colours do not flow into it;
 * - sky: bright, smooth background connected to the top edge and clearly brighter than the
 *   rest of the picture, blue fading to white when bright;
 * - vegetation: mid-tones of the background with texture in every direction (grass and
 *   leaves, unlike wood grain or fabric), low in the picture or along the skyline;
 * - black and white: the darkest and brightest pixels stay neutral;
 * - everywhere else a weak prior: a warm, faintly sepia tint, so surfaces nothing was
 *   recognised on look like an old hand-tinted print rather than cold grey.
 *
 * The solve runs at up to SOLVE_SIDE pixels on the long side; the chroma is then enlarged
 * and snapped to the full-size luminance with a guided filter. Chroma is propagated
 * normalised by the room the luminance leaves (4·Y·(1−Y)), so one hint colours a dark and
 * a light part of the same surface alike without leaving the sRGB gamut.
 */

const SOLVE_SIDE = 360;

/** Target colours as normalised chroma (Cb, Cr of the colour divided by 4·Y·(1−Y)). */
function normalisedChroma(r: number, g: number, b: number): [number, number] {
  const y = 0.299 * r + 0.587 * g + 0.114 * b;
  const room = Math.max(0.05, 4 * y * (1 - y));
  return [(-0.168736 * r - 0.331264 * g + 0.5 * b) / room, (0.5 * r - 0.418688 * g - 0.081312 * b) / room];
}

const SKIN = normalisedChroma(0.86, 0.64, 0.52);
const LIPS = normalisedChroma(0.75, 0.4, 0.4);
const SKY = normalisedChroma(0.45, 0.66, 0.92);
const VEGETATION = normalisedChroma(0.36, 0.52, 0.2);
const WARM_PRIOR = normalisedChroma(0.56, 0.5, 0.43);

export interface ColorizeReport {
  faces: number;
  /** Share of the image taken as sky, and as vegetation (0..1). */
  sky: number;
  vegetation: number;
}

/** Luma (BT.601) of RGBA, 0..1, and whether the picture has colour worth mentioning. */
export function lumaAndColorfulness(rgba: Uint8Array): { y: Float32Array; colorful: boolean } {
  const n = rgba.length / 4;
  const y = new Float32Array(n);
  let colored = 0;
  for (let i = 0, j = 0; i < n; i++, j += 4) {
    const r = rgba[j]!;
    const g = rgba[j + 1]!;
    const b = rgba[j + 2]!;
    y[i] = (0.299 * r + 0.587 * g + 0.114 * b) / 255;
    if (Math.max(r, g, b) - Math.min(r, g, b) > 24) colored++;
  }
  // A sepia or slightly tinted scan is still a black-and-white photo; colour is when
  // a real share of the pixels is clearly chromatic.
  return { y, colorful: colored > n * 0.03 };
}

function localStd(y: Float32Array, width: number, height: number, radius: number): Float32Array {
  const mean = boxMean(y, width, height, radius);
  const sq = boxMean(
    y.map((v) => v * v),
    width,
    height,
    radius,
  );
  return mean.map((m, i) => Math.sqrt(Math.max(0, sq[i]! - m * m)));
}

/**
 * How oriented the local texture is (0 = isotropic like grass or foliage, 1 = one
 * direction like wood grain, fabric weave or brushed metal), from the structure tensor.
 */
function coherence(y: Float32Array, width: number, height: number, radius: number): Float32Array {
  const n = width * height;
  const xx = new Float32Array(n);
  const yy = new Float32Array(n);
  const xy = new Float32Array(n);
  for (let j = 1; j < height - 1; j++)
    for (let i = 1; i < width - 1; i++) {
      const k = j * width + i;
      const gx = (y[k + 1]! - y[k - 1]!) / 2;
      const gy = (y[k + width]! - y[k - width]!) / 2;
      xx[k] = gx * gx;
      yy[k] = gy * gy;
      xy[k] = gx * gy;
    }
  const a = boxMean(xx, width, height, radius);
  const b = boxMean(yy, width, height, radius);
  const c = boxMean(xy, width, height, radius);
  return a.map((v, k) => Math.sqrt((v - b[k]!) ** 2 + 4 * c[k]! ** 2) / (v + b[k]! + 1e-6));
}

function mean(values: Float32Array, select: (k: number) => boolean): number {
  let sum = 0;
  let count = 0;
  for (let k = 0; k < values.length; k++)
    if (select(k)) {
      sum += values[k]!;
      count++;
    }
  return count ? sum / count : 0;
}

/** Sky: bright smooth pixels flood-filled from the top edge, brighter than the scene. */
function findSky(y: Float32Array, std: Float32Array, subject: Float32Array, width: number, height: number): Uint8Array {
  const sky = new Uint8Array(width * height);
  const candidate = (i: number) => y[i]! > 0.5 && std[i]! < 0.03 && subject[i]! < 0.3 && Math.floor(i / width) < height * 0.75;
  const stack: number[] = [];
  for (let x = 0; x < width; x++) if (candidate(x)) stack.push(x);
  while (stack.length > 0) {
    const i = stack.pop()!;
    if (sky[i]) continue;
    sky[i] = 1;
    const x = i % width;
    const neighbours = [i - width, i + width, x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1];
    for (const k of neighbours) if (k >= 0 && k < sky.length && !sky[k] && candidate(k)) stack.push(k);
  }
  let count = 0;
  for (const v of sky) count += v;
  // A sliver along the top is more likely a bright wall or a frame than sky; and a sky is
  // the bright part of an outdoor scene, clearly brighter than the rest of the picture.
  const skyMean = mean(y, (k) => sky[k] === 1);
  const restMean = mean(y, (k) => sky[k] === 0);
  if (count < width * height * 0.03 || skyMean < 0.62 || skyMean < restMean + 0.12) sky.fill(0);
  return sky;
}

/** Vegetation: textured mid-tones low in the frame or just under the sky. */
function findVegetation(y: Float32Array, std: Float32Array, sky: Uint8Array, exclude: Float32Array, width: number, height: number): Uint8Array {
  const veg = new Uint8Array(width * height);
  // Grass and leaves are textured in every direction; grain, weave and stripes are not.
  const oriented = coherence(y, width, height, 3);
  // Rows just below the lowest sky pixel of each column count as skyline.
  const skyline = new Int32Array(width).fill(-1);
  for (let i = 0; i < sky.length; i++) if (sky[i]) skyline[i % width] = Math.max(skyline[i % width]!, Math.floor(i / width));
  for (let j = 0; j < height; j++) {
    for (let i = 0; i < width; i++) {
      const k = j * width + i;
      if (sky[k] || exclude[k]! > 0.2) continue;
      const textured = std[k]! > 0.025 && std[k]! < 0.3 && oriented[k]! < 0.45;
      const midTone = y[k]! > 0.12 && y[k]! < 0.72;
      const low = j > height * 0.5;
      const underSky = skyline[i]! >= 0 && j > skyline[i]! && j < skyline[i]! + height * 0.25;
      if (textured && midTone && (low || underSky)) veg[k] = 1;
    }
  }
  // Keep it only where it is the dominant texture of its neighbourhood (not a patterned shirt).
  const density = boxMean(Float32Array.from(veg), width, height, Math.max(2, Math.round(Math.min(width, height) / 40)));
  let count = 0;
  for (let k = 0; k < veg.length; k++) {
    veg[k] = veg[k] && density[k]! > 0.5 ? 1 : 0;
    count += veg[k]!;
  }
  // Scattered patches are more likely some textured surface than a lawn or a tree line.
  if (count < width * height * 0.05) veg.fill(0);
  return veg;
}

/**
 * Colorizes an image from its luminance. `faces` are detections on the full-size image.
 * Returns new RGBA bytes (alpha kept) and what was recognised.
 */
export async function colorizeImage(
  rgba: Uint8Array,
  width: number,
  height: number,
  faces: DetectedFace[],
  subjectAlpha: Uint8Array,
): Promise<{ data: Uint8Array; report: ColorizeReport }> {
  const { y } = lumaAndColorfulness(rgba);
  const shrink = Math.min(1, SOLVE_SIDE / Math.max(width, height));
  const sw = Math.max(4, Math.round(width * shrink));
  const sh = Math.max(4, Math.round(height * shrink));
  const small = shrink < 1 ? resizePlane(y, width, height, sw, sh) : y;
  const std = localStd(small, sw, sh, 2);
  const n = sw * sh;
  const subjectFull = new Float32Array(width * height);
  for (let i = 0; i < subjectFull.length; i++) subjectFull[i] = subjectAlpha[i]! / 255;
  const subject = shrink < 1 ? resizePlane(subjectFull, width, height, sw, sh) : subjectFull;

  const weight = new Float32Array(n);
  const cb = new Float32Array(n);
  const cr = new Float32Array(n);
  const hint = (k: number, [u, v]: [number, number], confidence: number) => {
    if (confidence <= weight[k]!) return;
    weight[k] = confidence;
    cb[k] = u;
    cr[k] = v;
  };

  // Faces: skin and lips, at the solve size.
  const scale = (p: { x: number; y: number }) => ({ x: p.x * (sw / width), y: p.y * (sh / height) });
  const skinPolygons = faces.flatMap((face) => [
    { points: face.regions.faceOval.map(scale), value: 1 },
    ...[face.regions.leftEye, face.regions.rightEye, face.regions.leftBrow, face.regions.rightBrow, face.regions.lipsOuter].map((p) => ({ points: p.map(scale), value: -1 })),
  ]);
  const skin = polygonMask(sw, sh, skinPolygons, 0);
  const lips = polygonMask(sw, sh, faces.map((face) => ({ points: face.regions.lipsOuter.map(scale), value: 1 })), 0);
  for (let k = 0; k < n; k++) {
    if (skin[k]! > 0.5) hint(k, SKIN, 4);
    if (lips[k]! > 0.5) hint(k, LIPS, 4);
  }

  const sky = findSky(small, std, subject, sw, sh);
  const notVegetation = skin.map((v, k) => Math.max(v, subject[k]!));
  const vegetation = findVegetation(small, std, sky, notVegetation, sw, sh);
  let skyCount = 0;
  let vegCount = 0;
  for (let k = 0; k < n; k++) {
    if (sky[k]) {
      skyCount++;
      hint(k, SKY, 2);
    }
    if (vegetation[k]) {
      vegCount++;
      hint(k, VEGETATION, 1.5);
    }
    // Near black and near white stay neutral.
    if (small[k]! < 0.05 || small[k]! > 0.97) hint(k, [0, 0], 1);
    // The subject keeps a weak warm tone of its own.
    if (subject[k]! > 0.7) hint(k, WARM_PRIOR, 0.15);
  }

  const hints: ColorHints = { weight, values: [cb, cr], prior: WARM_PRIOR, priorWeight: 0.05 };
  const [u, v] = propagateColors(small, sw, sh, hints);

  // Full size: enlarge the chroma, snap it to the luminance's edges, and rebuild RGB.
  const radius = Math.max(2, Math.round(2 / shrink));
  const fullU = guidedFilter(y, shrink < 1 ? resizePlane(u!, sw, sh, width, height) : u!, width, height, radius, 1e-3);
  const fullV = guidedFilter(y, shrink < 1 ? resizePlane(v!, sw, sh, width, height) : v!, width, height, radius, 1e-3);
  const out = new Uint8Array(rgba.length);
  for (let i = 0, j = 0; i < width * height; i++, j += 4) {
    const l = y[i]!;
    const room = 4 * l * (1 - l);
    const cbv = fullU[i]! * room;
    const crv = fullV[i]! * room;
    let r = l + 1.402 * crv;
    let g = l - 0.344136 * cbv - 0.714136 * crv;
    let b = l + 1.772 * cbv;
    // Out of gamut: pull the chroma in until it fits, keeping the luminance.
    const over = Math.max(r - 1, g - 1, b - 1, -r, -g, -b);
    if (over > 0) {
      const spread = Math.max(Math.abs(r - l), Math.abs(g - l), Math.abs(b - l));
      const t = spread > 0 ? Math.max(0, 1 - over / spread) : 0;
      r = l + (r - l) * t;
      g = l + (g - l) * t;
      b = l + (b - l) * t;
    }
    out[j] = Math.round(Math.min(1, Math.max(0, r)) * 255);
    out[j + 1] = Math.round(Math.min(1, Math.max(0, g)) * 255);
    out[j + 2] = Math.round(Math.min(1, Math.max(0, b)) * 255);
    out[j + 3] = rgba[j + 3]!;
  }
  return { data: out, report: { faces: faces.length, sky: skyCount / n, vegetation: vegCount / n } };
}
