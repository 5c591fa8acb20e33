import { MESH, type DetectedFace, type Point } from '../vision/faces';
import { emptyMask, featherMask, fillEllipse, fillPolygon, subtractMask } from './mask';
import type { Plane } from '../vision/raster';

/**
 * What the effects need to know about one face, derived from its mesh: a size to scale
 * every radius by, the regions as feathered masks, and the feature lines an artist would draw.
 */

export interface FaceGeometry {
  face: DetectedFace;
  /** Distance between the outer eye corners, in pixels: the unit every effect scales by. */
  eyeSpan: number;
  /** Rotation of the eye line, radians (positive: the subject's left eye lower on screen). */
  roll: number;
  centre: Point;
  /** Axis-aligned bounds of the face oval. */
  bounds: { x0: number; y0: number; x1: number; y1: number };
}

export const point = (face: DetectedFace, index: number): Point => ({ x: face.mesh[index]![0], y: face.mesh[index]![1] });
export const points = (face: DetectedFace, indices: readonly number[]): Point[] => indices.map((index) => point(face, index));
export const midpoint = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
export const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

export function faceGeometry(face: DetectedFace): FaceGeometry {
  const rightOuter = point(face, MESH.rightEyeOuter);
  const leftOuter = point(face, MESH.leftEyeOuter);
  const oval = face.regions.faceOval;
  const xs = oval.map((p) => p.x);
  const ys = oval.map((p) => p.y);
  return {
    face,
    eyeSpan: Math.max(4, distance(rightOuter, leftOuter)),
    roll: Math.atan2(leftOuter.y - rightOuter.y, leftOuter.x - rightOuter.x),
    centre: midpoint(point(face, MESH.foreheadTop), point(face, MESH.chin)),
    bounds: { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) },
  };
}

/** Scales a polygon about its centroid, to grow or shrink a region. */
export function scalePolygon(polygon: readonly Point[], factor: number, factorY = factor): Point[] {
  const cx = polygon.reduce((s, p) => s + p.x, 0) / polygon.length;
  const cy = polygon.reduce((s, p) => s + p.y, 0) / polygon.length;
  return polygon.map((p) => ({ x: cx + (p.x - cx) * factor, y: cy + (p.y - cy) * factorY }));
}

/** The whole face (oval slightly grown to reach the hairline and jaw), feathered. */
export function faceMask(geometry: FaceGeometry, width: number, height: number, grow = 1.08, featherRatio = 0.08): Plane {
  const mask = fillPolygon(emptyMask(width, height), width, height, scalePolygon(geometry.face.regions.faceOval, grow, grow * 1.02));
  return featherMask(mask, width, height, Math.max(1, geometry.eyeSpan * featherRatio));
}

/** Face skin: the oval minus eyes, brows and lips (and the open mouth), feathered. */
export function skinMask(geometry: FaceGeometry, width: number, height: number): Plane {
  const { regions } = geometry.face;
  const oval = fillPolygon(emptyMask(width, height), width, height, scalePolygon(regions.faceOval, 0.97));
  const features = emptyMask(width, height);
  for (const eye of [regions.leftEye, regions.rightEye]) fillPolygon(features, width, height, scalePolygon(eye, 1.5, 2.1));
  for (const brow of [regions.leftBrow, regions.rightBrow]) fillPolygon(features, width, height, scalePolygon(brow, 1.15, 1.6));
  fillPolygon(features, width, height, scalePolygon(regions.lipsOuter, 1.08, 1.15));
  const feather = Math.max(1, geometry.eyeSpan * 0.035);
  return featherMask(subtractMask(oval, featherMask(features, width, height, feather)), width, height, feather);
}

/** Both lips without the mouth opening (teeth stay untouched). */
export function lipsMask(geometry: FaceGeometry, width: number, height: number): Plane {
  const { regions } = geometry.face;
  const outer = fillPolygon(emptyMask(width, height), width, height, regions.lipsOuter);
  const inner = fillPolygon(emptyMask(width, height), width, height, regions.lipsInner);
  const feather = Math.max(0.6, geometry.eyeSpan * 0.012);
  return featherMask(subtractMask(outer, inner), width, height, feather);
}

export function eyesMask(geometry: FaceGeometry, width: number, height: number, grow = 1): Plane {
  const { regions } = geometry.face;
  const mask = emptyMask(width, height);
  for (const eye of [regions.leftEye, regions.rightEye]) fillPolygon(mask, width, height, scalePolygon(eye, grow, grow));
  return featherMask(mask, width, height, Math.max(0.6, geometry.eyeSpan * 0.01));
}

/**
 * Eyelids, where eye shadow goes: between the upper lid and the brow, strongest at the lash
 * line and fading towards the brow; the eye itself is carved out.
 */
export function eyeShadowMask(geometry: FaceGeometry, width: number, height: number): Plane {
  const { face } = geometry;
  const mask = emptyMask(width, height);
  const lids: Array<{ upper: number[]; brow: number[] }> = [
    { upper: [33, 246, 161, 160, 159, 158, 157, 173, 133], brow: [46, 53, 52, 65, 55] },
    { upper: [263, 466, 388, 387, 386, 385, 384, 398, 362], brow: [276, 283, 282, 295, 285] },
  ];
  for (const { upper, brow } of lids) {
    const lid = points(face, upper);
    const browLine = points(face, brow);
    // Colour is densest on the mobile lid by the lashes and fades towards the brow bone:
    // an inner band at full weight, an outer band at half.
    const towardsBrow = (t: number, rise: number) =>
      lid.map((p, i) => {
        const b = browLine[Math.round((i / (lid.length - 1)) * (browLine.length - 1))]!;
        return { x: p.x + (b.x - p.x) * t, y: p.y + (b.y - p.y) * rise };
      });
    const base = scalePolygon(lid, 1.1, 1);
    fillPolygon(mask, width, height, [...base, ...towardsBrow(0.35, 0.4).reverse()]);
    fillPolygon(mask, width, height, [...base, ...towardsBrow(0.6, 0.68).reverse()], 0.5);
  }
  const feather = Math.max(1, geometry.eyeSpan * 0.03);
  return subtractMask(featherMask(mask, width, height, feather), eyesMask(geometry, width, height, 1.1));
}

/** Soft ellipses over the cheekbones, where blush goes. */
export function cheeksMask(geometry: FaceGeometry, width: number, height: number): Plane {
  const { face, eyeSpan, roll } = geometry;
  const mask = emptyMask(width, height);
  for (const [cheek, eyeOuter, mouthCorner] of [
    [MESH.rightCheek, MESH.rightEyeOuter, MESH.rightMouthCorner],
    [MESH.leftCheek, MESH.leftEyeOuter, MESH.leftMouthCorner],
  ] as const) {
    const c = point(face, cheek);
    const eye = point(face, eyeOuter);
    const mouth = point(face, mouthCorner);
    // Cheekbone apple: between the cheek landmark and the outer eye corner, pushed outwards.
    const centre = { x: c.x * 0.55 + eye.x * 0.3 + mouth.x * 0.15, y: c.y * 0.7 + eye.y * 0.3 };
    fillEllipse(mask, width, height, centre, eyeSpan * 0.2, eyeSpan * 0.14, roll + (cheek === MESH.rightCheek ? 0.35 : -0.35), 0.9);
  }
  return subtractMask(mask, lipsMask(geometry, width, height));
}

/**
 * Where hair most likely is: a band around the top and sides of the head, outside the face
 * oval. Colour-gated later by the caller (hair.ts), since backgrounds share the band.
 */
export function headBandMask(geometry: FaceGeometry, width: number, height: number): Plane {
  const { face, eyeSpan, roll } = geometry;
  const top = point(face, MESH.foreheadTop);
  const chin = point(face, MESH.chin);
  const faceHeight = distance(top, chin);
  const centre = { x: (top.x + chin.x) / 2, y: top.y + faceHeight * 0.2 };
  const head = fillEllipse(emptyMask(width, height), width, height, centre, eyeSpan * 1.55, faceHeight * 1.0, roll, 0.35);
  // Cut away below the mouth: hair there is usually a beard or the neck, not the hairline.
  const mouthY = point(face, MESH.rightMouthCorner).y;
  for (let y = Math.max(0, Math.floor(mouthY)); y < height; y++) {
    const fade = Math.max(0, 1 - (y - mouthY) / (faceHeight * 0.25));
    for (let x = 0; x < width; x++) head[y * width + x] = head[y * width + x]! * fade;
  }
  // The face itself is not hair, but a fringe can come down to the brows: only the oval
  // below the brows' top is carved out; above it the caller's colour test decides.
  const browTop = Math.min(...[...face.regions.leftBrow, ...face.regions.rightBrow].map((p) => p.y)) - eyeSpan * 0.04;
  const core = scalePolygon(face.regions.faceOval, 0.98).map((p) => ({ x: p.x, y: Math.max(p.y, browTop) }));
  const oval = fillPolygon(emptyMask(width, height), width, height, core);
  return subtractMask(head, featherMask(oval, width, height, eyeSpan * 0.04));
}

/** The lines an illustrator draws for a face, in pixel coordinates, with a relative weight. */
export function featureLines(face: DetectedFace): Array<{ points: Point[]; closed: boolean; weight: number }> {
  const p = (indices: readonly number[]) => points(face, indices);
  return [
    // Upper lids (heavy, like lashes) and lower lids (light).
    { points: p([33, 246, 161, 160, 159, 158, 157, 173, 133]), closed: false, weight: 1.3 },
    { points: p([263, 466, 388, 387, 386, 385, 384, 398, 362]), closed: false, weight: 1.3 },
    { points: p([33, 7, 163, 144, 145, 153, 154, 155, 133]), closed: false, weight: 0.55 },
    { points: p([263, 249, 390, 373, 374, 380, 381, 382, 362]), closed: false, weight: 0.55 },
    // Brows along their lower edge.
    { points: p([46, 53, 52, 65, 55]), closed: false, weight: 1.1 },
    { points: p([276, 283, 282, 295, 285]), closed: false, weight: 1.1 },
    // Nose: the wings and the base.
    { points: p([129, 98, 97, 2, 326, 327, 358]), closed: false, weight: 0.7 },
    // Mouth: the line between the lips, and the lower lip's outline (light).
    { points: p([61, 191, 80, 81, 82, 13, 312, 311, 310, 415, 291]), closed: false, weight: 1 },
    { points: p([61, 146, 91, 181, 84, 17, 314, 405, 321, 375, 291]), closed: false, weight: 0.45 },
    { points: p([61, 185, 40, 39, 37, 0, 267, 269, 270, 409, 291]), closed: false, weight: 0.5 },
    // Jaw and cheeks, from ear to ear under the chin.
    { points: p([234, 93, 132, 58, 172, 136, 150, 149, 176, 148, 152, 377, 400, 378, 379, 365, 397, 288, 361, 323, 454]), closed: false, weight: 0.8 },
  ];
}
