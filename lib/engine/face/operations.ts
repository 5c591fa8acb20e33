import type { FaceStyleId, MakeupReferenceId } from '../../contract/face';
import { ageFace } from './age';
import { FaceInputError } from './errors';
import { MAKEUP_LOOKS, paintLook } from './looks';
import { measureMakeup, transferMakeup } from './makeup';
import { encodePicture, facesOf, loadPicture } from './picture';
import { readPrompt } from './prompt';
import { hashString } from './random';
import { clonePlanes, resizePlanes } from '../vision/raster';
import { crop } from './styles/common';
import { renderStyle } from './styles/run';
import { STYLES } from './styles';
import type { FaceImage } from './task';

/** The three face operations and the asset renderer, bytes in and bytes out. */

export interface OperationResult {
  images: FaceImage[];
  width: number;
  height: number;
  faces: number;
  meta: Record<string, unknown>;
}

/** Seed of one variation: the same request always gives the same pictures. */
export function variationSeed(styleId: string, prompt: string, variation: number): number {
  return hashString(`${styleId}\u0000${prompt.trim().toLowerCase()}\u0000${variation}`);
}

export async function transform(bytes: Uint8Array, styleId: FaceStyleId, prompt: string, count: number): Promise<OperationResult> {
  const picture = await loadPicture(bytes, 'init_image');
  const nudge = readPrompt(prompt);
  const images: FaceImage[] = [];
  for (let variation = 0; variation < count; variation++) {
    const styled = renderStyle(STYLES[styleId], picture.planes, picture.geometries, { seed: variationSeed(styleId, prompt, variation), variation, nudge });
    images.push(await encodePicture(styled, picture.hadAlpha, `${styleId}-${variation + 1}`));
  }
  return {
    images,
    width: picture.planes.width,
    height: picture.planes.height,
    faces: picture.faces.length,
    meta: { prompt_words: nudge.recognised },
  };
}

export async function age(bytes: Uint8Array, targetAge: number, measure = true): Promise<OperationResult> {
  const picture = await loadPicture(bytes, 'init_image');
  let planes = picture.planes;
  picture.faces.forEach((face, index) => {
    planes = ageFace(planes, picture.geometries[index]!, face.age, targetAge, variationSeed('age', String(targetAge), index));
  });
  const image = await encodePicture(planes, picture.hadAlpha, `age-${targetAge}`);
  const meta: Record<string, unknown> = { estimated_age_before: picture.faces.map((face) => face.age) };
  if (measure) {
    // The engine's own reading of the result: what an age estimator now sees.
    const after = await facesOf(planes);
    meta.estimated_age_after = picture.faces.map((face) => {
      const match = after.find((candidate) => Math.hypot(candidate.box.x - face.box.x, candidate.box.y - face.box.y) < face.box.width * 0.5);
      return match ? match.age : null;
    });
  }
  return { images: [image], width: planes.width, height: planes.height, faces: picture.faces.length, meta };
}

export async function makeup(bytes: Uint8Array, referenceBytes: Uint8Array): Promise<OperationResult> {
  const reference = await loadPicture(referenceBytes, 'reference_image');
  const profile = measureMakeup(reference.planes, reference.geometries[0]!);
  if (!profile) throw new FaceInputError('reference_image', 'the reference face is too small to read its makeup');
  const picture = await loadPicture(bytes, 'init_image');
  const planes = clonePlanes(picture.planes);
  let processed = 0;
  for (const geometry of picture.geometries) if (transferMakeup(planes, geometry, profile)) processed++;
  if (processed === 0) throw new FaceInputError('init_image', 'the faces are too small to apply makeup');
  const image = await encodePicture(planes, picture.hadAlpha, 'makeup');
  return { images: [image], width: planes.width, height: planes.height, faces: processed, meta: {} };
}

/** A catalogue picture from the sample face: a style preview or a makeup reference. */
export async function asset(
  bytes: Uint8Array,
  options: { styleId?: FaceStyleId; lookId?: MakeupReferenceId; maxSide: number; portraitCrop?: boolean },
): Promise<OperationResult> {
  const picture = await loadPicture(bytes, 'sample');
  let planes = picture.planes;
  let name = 'sample';
  if (options.styleId) {
    planes = renderStyle(STYLES[options.styleId], planes, picture.geometries, { seed: variationSeed(options.styleId, '', 0), variation: 0, nudge: readPrompt('') });
    name = options.styleId;
  } else if (options.lookId) {
    planes = paintLook(planes, picture.geometries[0]!, MAKEUP_LOOKS[options.lookId]) ?? planes;
    name = options.lookId;
  }
  if (options.portraitCrop) {
    // Head and shoulders: a square around the face, so a gallery tile shows the face.
    const { bounds } = picture.geometries[0]!;
    const side = Math.min(planes.width, planes.height, Math.round((bounds.x1 - bounds.x0) * 2.6));
    const cx = (bounds.x0 + bounds.x1) / 2;
    const cy = (bounds.y0 + bounds.y1) / 2 + (bounds.y1 - bounds.y0) * 0.15;
    const x0 = Math.round(Math.min(Math.max(0, cx - side / 2), planes.width - side));
    const y0 = Math.round(Math.min(Math.max(0, cy - side / 2), planes.height - side));
    planes = crop(planes, x0, y0, side, side);
  }
  const scale = options.maxSide / Math.max(planes.width, planes.height);
  if (scale < 1) planes = resizePlanes(planes, Math.round(planes.width * scale), Math.round(planes.height * scale));
  const image = await encodePicture(planes, false, name);
  return { images: [image], width: planes.width, height: planes.height, faces: picture.faces.length, meta: {} };
}
