import { applyAffine, estimateSimilarity, invertAffine, warpAffine, type Affine, type Point2 } from './affine';
import { MESH, type DetectedFace } from './faces';

/**
 * Face alignment, masks and paste-back as FaceFusion does them (facefusion/face_helper.py
 * and face_masker.py), shared by the image engine's face restorers and the face engine's
 * age modifier.
 */

/** WARP_TEMPLATE_SET of facefusion/face_helper.py: the five landmarks' places in a unit square. */
export const WARP_TEMPLATES = {
  arcface_128: [
    [0.36167656, 0.40387734],
    [0.63696719, 0.40235469],
    [0.50019687, 0.56044219],
    [0.38710391, 0.72160547],
    [0.61507734, 0.72034453],
  ],
  ffhq_512: [
    [0.37691676, 0.46864664],
    [0.62285697, 0.46912813],
    [0.50123859, 0.61331904],
    [0.39308822, 0.725411],
    [0.61150205, 0.72490465],
  ],
  styleganex_384: [
    [0.42353745, 0.52289879],
    [0.57725008, 0.52319972],
    [0.50123859, 0.61331904],
    [0.43364461, 0.68337652],
    [0.57015325, 0.68306005],
  ],
} as const;

export type WarpTemplate = keyof typeof WARP_TEMPLATES;

const NOSE_TIP_68 = 4;

/**
 * FaceFusion's five points in its order (viewer's left eye, right eye, nose tip, left and
 * right mouth corner), from our MediaPipe mesh. FaceFusion's '5/68' takes eye centres as the
 * mean of the 68-point eye outlines (convert_to_face_landmark_5); the mean of MediaPipe's
 * eye outline is the same centre. The nose is MediaPipe's point 4, the tip as the 68-point
 * layout marks it (its point 1 sits lower, on the columella, and pulls the crop up).
 * The subject's right eye is on the viewer's left.
 */
export function landmarks5(face: DetectedFace): Point2[] {
  const mean = (indices: readonly number[]): Point2 => {
    let x = 0;
    let y = 0;
    for (const i of indices) {
      x += face.mesh[i]![0] / indices.length;
      y += face.mesh[i]![1] / indices.length;
    }
    return { x, y };
  };
  const point = (i: number): Point2 => ({ x: face.mesh[i]![0], y: face.mesh[i]![1] });
  return [mean(MESH.rightEye), mean(MESH.leftEye), point(NOSE_TIP_68), point(MESH.rightMouthCorner), point(MESH.leftMouthCorner)];
}

/** scale_face_landmark_5: the points pulled towards (scale < 1) or pushed from the nose tip. */
export const scaleLandmarks5 = (points: readonly Point2[], scale: number): Point2[] =>
  points.map((p) => ({ x: points[2]!.x + (p.x - points[2]!.x) * scale, y: points[2]!.y + (p.y - points[2]!.y) * scale }));

export interface AlignedCrop {
  /** size × size × 3 bytes (RGB, as float values 0..255 rounded). */
  rgb: Float32Array;
  size: number;
  /** Frame → crop. */
  matrix: Affine;
}

/**
 * warp_face_by_face_landmark_5: the similarity putting the landmarks on the template scaled
 * to the crop (estimate_matrix_by_face_landmark_5), then cv2.warpAffine with a replicated
 * border (FaceFusion asks for INTER_AREA, which warpAffine serves bilinearly).
 */
export function alignFace(rgba: Uint8Array, width: number, height: number, points: readonly Point2[], template: WarpTemplate, size: number): AlignedCrop {
  const target = WARP_TEMPLATES[template].map(([x, y]) => ({ x: x * size, y: y * size }));
  const matrix = estimateSimilarity(points, target);
  const rgb = warpAffine(rgba, width, height, 3, matrix, size, size, { border: 'replicate', round: true, srcStride: 4 });
  return { rgb, size, matrix };
}

/** cv2.GaussianBlur of one float plane, kernel size from sigma as OpenCV picks it for floats (8σ + 1, odd), BORDER_REFLECT_101. */
export function gaussianBlurPlane(src: Float32Array, width: number, height: number, sigma: number): Float32Array {
  const size = Math.max(1, Math.round(sigma * 8 + 1)) | 1;
  const radius = (size - 1) / 2;
  const kernel = new Float64Array(size);
  let sum = 0;
  for (let i = 0; i < size; i++) sum += kernel[i] = Math.exp(-((i - radius) ** 2) / (2 * sigma * sigma));
  for (let i = 0; i < size; i++) kernel[i]! /= sum;
  const reflect = (i: number, n: number) => {
    if (n === 1) return 0;
    while (i < 0 || i >= n) i = i < 0 ? -i : 2 * n - 2 - i;
    return i;
  };
  const tmp = new Float32Array(src.length);
  const out = new Float32Array(src.length);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      let v = 0;
      for (let k = 0; k < size; k++) v += kernel[k]! * src[y * width + reflect(x + k - radius, width)]!;
      tmp[y * width + x] = v;
    }
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      let v = 0;
      for (let k = 0; k < size; k++) v += kernel[k]! * tmp[reflect(y + k - radius, height) * width + x]!;
      out[y * width + x] = v;
    }
  return out;
}

/**
 * create_box_mask (face_masker.py) with padding 0: ones, a border of blur_amount / 2 zeroed,
 * blurred with σ = blur_amount / 4, where blur_amount = size · 0.5 · face_mask_blur
 * (FaceFusion's default face_mask_blur 0.3: 38 px zeroed and σ 19 at 512 px).
 */
export function boxMask(size: number, faceMaskBlur = 0.3): Float32Array {
  const blurAmount = Math.trunc(size * 0.5 * faceMaskBlur);
  const area = Math.max(Math.trunc(blurAmount / 2), 1);
  const mask = new Float32Array(size * size);
  for (let y = area; y < size - area; y++) mask.fill(1, y * size + area, y * size + size - area);
  return blurAmount > 0 ? gaussianBlurPlane(mask, size, size, blurAmount * 0.25) : mask;
}

/**
 * paste_back (face_helper.py): the crop and its mask warped back into the frame's bounding
 * box of the crop (calculate_paste_area), frame·(1 − mask) + crop·mask, truncated to bytes
 * as numpy's astype(uint8) does. Writes into `frame` (RGBA); alpha is left alone.
 */
export function pasteBack(frame: Uint8Array, width: number, height: number, crop: Float32Array, cropSize: number, mask: Float32Array, matrix: Affine): { x1: number; y1: number; x2: number; y2: number } {
  const inverse = invertAffine(matrix);
  const corners = [
    { x: 0, y: 0 },
    { x: cropSize, y: 0 },
    { x: cropSize, y: cropSize },
    { x: 0, y: cropSize },
  ].map((p) => applyAffine(inverse, p));
  const clampTo = (v: number, max: number) => Math.min(Math.max(v, 0), max);
  const x1 = clampTo(Math.floor(Math.min(...corners.map((p) => p.x))), width);
  const y1 = clampTo(Math.floor(Math.min(...corners.map((p) => p.y))), height);
  const x2 = clampTo(Math.ceil(Math.max(...corners.map((p) => p.x))), width);
  const y2 = clampTo(Math.ceil(Math.max(...corners.map((p) => p.y))), height);
  const w = x2 - x1;
  const h = y2 - y1;
  if (w <= 0 || h <= 0) return { x1, y1, x2, y2 };
  // paste_matrix: crop → frame, moved to the paste box's origin.
  const pasteMatrix: Affine = [inverse[0], inverse[1], inverse[2] - x1, inverse[3], inverse[4], inverse[5] - y1];
  const backMask = warpAffine(mask, cropSize, cropSize, 1, pasteMatrix, w, h, { border: 'constant' });
  const backCrop = warpAffine(crop, cropSize, cropSize, 3, pasteMatrix, w, h, { border: 'replicate', round: true });
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const m = Math.min(1, Math.max(0, backMask[y * w + x]!));
      if (m === 0) continue;
      const o = ((y1 + y) * width + (x1 + x)) * 4;
      const i = (y * w + x) * 3;
      for (let c = 0; c < 3; c++) frame[o + c] = Math.trunc(frame[o + c]! * (1 - m) + backCrop[i + c]! * m);
    }
  return { x1, y1, x2, y2 };
}
