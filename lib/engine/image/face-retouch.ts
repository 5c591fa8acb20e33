import type { FACE_ENHANCE, FACE_LIFTING } from '../../contract/image';
import { boxMean } from '../vision/filters';
import { gaussianBlur } from '../vision/filters';
import { guidedFilter } from '../vision/filters';
import { polygonMask, type Point } from './polygon-mask';

/**
 * Restoration and styling of detected faces (unblur's face_enhance and face_lifting). Works
 * inside the face's own box (plus a margin) on the already upscaled image, with feathered
 * masks from the face mesh: skin = face oval minus eyes, brows and mouth; features = eyes,
 * brows and lips.
 *
 * face_enhance (restoration):
 * - recommender_entire_dataset: natural. Skin noise and blotches smoothed by an
 *   edge-preserving guided filter (half strength), features sharpened, mild clarity.
 * - vendor: stronger retouch. More skin smoothing, brighter eye whites and iris contrast,
 *   richer lips, more clarity.
 *
 * face_lifting (a gentle lift plus a look):
 * - pinko_bigger_dataset-style: rosy, luminous skin, light lift.
 * - movie-style: warm cinematic skin with contour shading along the jaw and sculpted
 *   local contrast, medium lift.
 * - marzipan-style: porcelain: very smooth, bright, slightly desaturated matte skin, strongest lift.
 * The lift moves the lower face outline (jaw and cheeks) slightly up and in, by a few per
 * cent of the face width, with a smooth displacement field.
 */

export interface FaceGeometry {
  box: { x: number; y: number; width: number; height: number };
  faceOval: Point[];
  leftEye: Point[];
  rightEye: Point[];
  leftBrow: Point[];
  rightBrow: Point[];
  lipsOuter: Point[];
}

interface Region {
  x0: number;
  y0: number;
  w: number;
  h: number;
}

function regionOf(face: FaceGeometry, width: number, height: number): Region {
  const margin = 0.25 * Math.max(face.box.width, face.box.height);
  const x0 = Math.max(0, Math.floor(face.box.x - margin));
  const y0 = Math.max(0, Math.floor(face.box.y - margin));
  const x1 = Math.min(width, Math.ceil(face.box.x + face.box.width + margin));
  const y1 = Math.min(height, Math.ceil(face.box.y + face.box.height + margin));
  return { x0, y0, w: Math.max(1, x1 - x0), h: Math.max(1, y1 - y0) };
}

const local = (points: Point[], r: Region) => points.map((p) => ({ x: p.x - r.x0, y: p.y - r.y0 }));

function masks(face: FaceGeometry, r: Region) {
  const size = Math.max(face.box.width, face.box.height);
  const features = [face.leftEye, face.rightEye, face.leftBrow, face.rightBrow, face.lipsOuter].map((p) => ({ points: local(p, r), value: 1 }));
  const skin = polygonMask(r.w, r.h, [{ points: local(face.faceOval, r), value: 1 }, ...features.map((f) => ({ ...f, value: -1 }))], size * 0.025);
  const feature = polygonMask(r.w, r.h, features, size * 0.012);
  const eyes = polygonMask(r.w, r.h, [face.leftEye, face.rightEye].map((p) => ({ points: local(p, r), value: 1 })), size * 0.008);
  const lips = polygonMask(r.w, r.h, [{ points: local(face.lipsOuter, r), value: 1 }], size * 0.01);
  const oval = polygonMask(r.w, r.h, [{ points: local(face.faceOval, r), value: 1 }], size * 0.03);
  return { skin, feature, eyes, lips, oval, size };
}

/** RGB planes (0..1) of a region. */
function readRegion(rgba: Uint8Array, width: number, r: Region): Float32Array[] {
  const planes = [0, 1, 2].map(() => new Float32Array(r.w * r.h));
  for (let y = 0; y < r.h; y++)
    for (let x = 0; x < r.w; x++) {
      const j = ((r.y0 + y) * width + r.x0 + x) * 4;
      for (let c = 0; c < 3; c++) planes[c]![y * r.w + x] = rgba[j + c]! / 255;
    }
  return planes;
}

function writeRegion(rgba: Uint8Array, width: number, r: Region, planes: Float32Array[]): void {
  for (let y = 0; y < r.h; y++)
    for (let x = 0; x < r.w; x++) {
      const j = ((r.y0 + y) * width + r.x0 + x) * 4;
      for (let c = 0; c < 3; c++) rgba[j + c] = Math.round(Math.max(0, Math.min(1, planes[c]![y * r.w + x]!)) * 255);
    }
}

const lumaOf = (planes: Float32Array[]) => planes[0]!.map((v, i) => 0.299 * v + 0.587 * planes[1]![i]! + 0.114 * planes[2]![i]!);

/** face_enhance on one face, in place. */
export function enhanceFace(rgba: Uint8Array, width: number, height: number, face: FaceGeometry, style: (typeof FACE_ENHANCE)[number]): void {
  const r = regionOf(face, width, height);
  const m = masks(face, r);
  const planes = readRegion(rgba, width, r);
  const strong = style === 'vendor';
  const smoothing = strong ? 0.75 : 0.5;
  const radius = Math.max(2, Math.round(m.size / 45));
  const luma = lumaOf(planes);
  const sharpRadius = Math.max(0.8, m.size / 180);
  for (let c = 0; c < 3; c++) {
    const plane = planes[c]!;
    // Skin: guided by luminance, so pores and blotches flatten and edges (nose, jaw) stay.
    const smooth = guidedFilter(luma, plane, r.w, r.h, radius, strong ? 0.004 : 0.002);
    const soft = gaussianBlur(plane, r.w, r.h, sharpRadius);
    const wide = boxMean(plane, r.w, r.h, Math.max(3, Math.round(m.size / 20)));
    for (let i = 0; i < plane.length; i++) {
      let v = plane[i]!;
      v += m.skin[i]! * smoothing * (smooth[i]! - v);
      // Features: unsharp mask; the whole face: a little clarity (local contrast).
      v += m.feature[i]! * (strong ? 1.0 : 0.7) * (plane[i]! - soft[i]!);
      v += m.oval[i]! * (strong ? 0.25 : 0.12) * (plane[i]! - wide[i]!);
      plane[i] = v;
    }
  }
  if (strong) {
    for (let i = 0; i < planes[0]!.length; i++) {
      const e = m.eyes[i]!;
      const l = m.lips[i]!;
      const s = m.skin[i]!;
      const y = 0.299 * planes[0]![i]! + 0.587 * planes[1]![i]! + 0.114 * planes[2]![i]!;
      for (let c = 0; c < 3; c++) {
        let v = planes[c]![i]!;
        // Eyes: brighter whites, deeper iris (contrast around mid-grey).
        v += e * (0.45 * (v - 0.5) + (y > 0.5 ? 0.08 : 0));
        // Lips: richer colour (saturation around their own luminance).
        v += l * 0.45 * (v - y);
        // Skin: a touch brighter and more even in tone.
        v += s * (0.05 * (1 - v) + 0.15 * (y - v));
        planes[c]![i] = v;
      }
    }
  }
  writeRegion(rgba, width, r, planes);
}

const LIFT: Record<(typeof FACE_LIFTING)[number], number> = {
  'pinko_bigger_dataset-style': 0.02,
  'movie-style': 0.025,
  'marzipan-style': 0.035,
};

/** Gentle lift of the lower face outline: inverse-mapped smooth displacement (in place). */
function liftFace(rgba: Uint8Array, width: number, height: number, face: FaceGeometry, strength: number): void {
  const r = regionOf(face, width, height);
  const oval = face.faceOval;
  const cx = oval.reduce((s, p) => s + p.x, 0) / oval.length;
  const top = Math.min(...oval.map((p) => p.y));
  const bottom = Math.max(...oval.map((p) => p.y));
  const faceWidth = Math.max(...oval.map((p) => p.x)) - Math.min(...oval.map((p) => p.x));
  // Control points: the oval's points in its lower 55 %, each pulled toward the centre line and up.
  const controls = oval
    .filter((p) => (p.y - top) / (bottom - top) > 0.45)
    .map((p) => {
      const depth = (p.y - top) / (bottom - top);
      const pull = strength * faceWidth * Math.min(1, (depth - 0.45) / 0.3);
      return { x: p.x, y: p.y, dx: Math.sign(cx - p.x) * pull * 0.8, dy: -pull * 0.5 };
    });
  if (controls.length === 0) return;
  const rho = 0.18 * faceWidth;
  const source = new Uint8Array(rgba);
  for (let y = r.y0; y < r.y0 + r.h; y++) {
    for (let x = r.x0; x < r.x0 + r.w; x++) {
      let dx = 0;
      let dy = 0;
      let total = 0;
      for (const c of controls) {
        const w = Math.exp(-((x - c.x) ** 2 + (y - c.y) ** 2) / (2 * rho * rho));
        dx += w * c.dx;
        dy += w * c.dy;
        total += w;
      }
      if (total < 1e-3) continue;
      const norm = Math.max(1, total);
      // Backward mapping: the pixel at p shows what was at p − d.
      const sx = Math.min(width - 1, Math.max(0, x - dx / norm));
      const sy = Math.min(height - 1, Math.max(0, y - dy / norm));
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      const x1 = Math.min(width - 1, x0 + 1);
      const y1 = Math.min(height - 1, y0 + 1);
      const fx = sx - x0;
      const fy = sy - y0;
      const j = (y * width + x) * 4;
      for (let c = 0; c < 3; c++) {
        const a = source[(y0 * width + x0) * 4 + c]! * (1 - fx) + source[(y0 * width + x1) * 4 + c]! * fx;
        const b = source[(y1 * width + x0) * 4 + c]! * (1 - fx) + source[(y1 * width + x1) * 4 + c]! * fx;
        rgba[j + c] = Math.round(a * (1 - fy) + b * fy);
      }
    }
  }
}

/** face_lifting on one face, in place: the lift, then the style's skin look. */
export function styleFace(rgba: Uint8Array, width: number, height: number, face: FaceGeometry, style: (typeof FACE_LIFTING)[number]): void {
  liftFace(rgba, width, height, face, LIFT[style]);
  const r = regionOf(face, width, height);
  const m = masks(face, r);
  const planes = readRegion(rgba, width, r);
  const n = planes[0]!.length;
  if (style === 'pinko_bigger_dataset-style') {
    // Rosy cheeks: a soft pink blush below each eye, plus a rosy, luminous skin overall.
    const centre = (points: Point[]) => ({ x: points.reduce((a, p) => a + p.x, 0) / points.length - r.x0, y: points.reduce((a, p) => a + p.y, 0) / points.length - r.y0 });
    const cheeks = [centre(face.leftEye), centre(face.rightEye)].map((e) => ({ x: e.x, y: e.y + 0.22 * face.box.height }));
    const blushRadius = 0.13 * face.box.width;
    for (let i = 0; i < n; i++) {
      const s = m.skin[i]!;
      const x = i % r.w;
      const y = Math.floor(i / r.w);
      const blush = s * Math.max(...cheeks.map((c) => Math.exp(-((x - c.x) ** 2 + (y - c.y) ** 2) / (2 * blushRadius * blushRadius))));
      planes[0]![i]! += s * 0.04 + blush * 0.06;
      planes[1]![i]! -= s * 0.01 + blush * 0.04;
      planes[2]![i]! += s * 0.025 + blush * 0.01;
      for (let c = 0; c < 3; c++) planes[c]![i]! += s * 0.03 * (1 - planes[c]![i]!);
    }
  } else if (style === 'movie-style') {
    const wide = planes.map((p) => boxMean(p, r.w, r.h, Math.max(3, Math.round(m.size / 12))));
    const bottom = Math.max(...face.faceOval.map((p) => p.y)) - r.y0;
    const top = Math.min(...face.faceOval.map((p) => p.y)) - r.y0;
    for (let i = 0; i < n; i++) {
      const o = m.oval[i]!;
      const s = m.skin[i]!;
      const y = Math.floor(i / r.w);
      // Contour: darken the face's rim (where the feathered oval fades) and the lower jaw.
      const rim = o * (1 - o) * 4;
      const jaw = Math.max(0, (y - top) / (bottom - top) - 0.7) / 0.3;
      const shade = 1 - 0.12 * rim - 0.06 * jaw * o;
      for (let c = 0; c < 3; c++) {
        let v = planes[c]![i]!;
        v += o * 0.35 * (v - wide[c]![i]!);
        v *= shade;
        planes[c]![i] = v;
      }
      // Warm, slightly golden skin.
      planes[0]![i]! += s * 0.035;
      planes[2]![i]! -= s * 0.035;
    }
  } else {
    const luma = lumaOf(planes);
    const radius = Math.max(3, Math.round(m.size / 30));
    const smooth = planes.map((p) => guidedFilter(luma, p, r.w, r.h, radius, 0.01));
    for (let i = 0; i < n; i++) {
      const s = m.skin[i]!;
      const y = 0.299 * smooth[0]![i]! + 0.587 * smooth[1]![i]! + 0.114 * smooth[2]![i]!;
      for (let c = 0; c < 3; c++) {
        let v = planes[c]![i]! + s * 0.85 * (smooth[c]![i]! - planes[c]![i]!);
        // Porcelain: toward its own luminance (less colour), then brighter.
        v += s * 0.25 * (y - v);
        v += s * 0.08 * (1 - v);
        planes[c]![i] = v;
      }
    }
  }
  writeRegion(rgba, width, r, planes);
}
