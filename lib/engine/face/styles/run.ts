import { faceMask, type FaceGeometry } from '../geometry';
import { maxMask } from '../mask';
import type { PromptNudge } from '../prompt';
import { seededRandom } from '../random';
import { clamp01, clonePlanes, type Planes } from '../../vision/raster';
import { contrast, crop, pasteThroughMask, saturate, tintTowards } from './common';
import type { StyleDefinition } from './types';

/** Pixels per detail unit for a picture: 1 at about 0.5 megapixel. */
export function detailUnit(width: number, height: number): number {
  return Math.max(0.75, Math.sqrt(width * height) / 720);
}

/**
 * Renders one variation of a style: scene pass, face passes pasted through feathered face
 * masks, the style's finish, then the prompt's nudges (tint, brightness, saturation).
 */
export function renderStyle(
  style: StyleDefinition,
  original: Planes,
  faces: FaceGeometry[],
  { seed, variation, nudge }: { seed: number; variation: number; nudge: PromptNudge },
): Planes {
  const { width, height } = original;
  const random = seededRandom(seed);
  const params = style.vary(random, nudge, variation);
  const unit = detailUnit(width, height);
  const shared = new Map<string, unknown>();
  let image = style.render ? style.render({ image: original, ox: 0, oy: 0, unit, detail: 0, params, shared, seed }) : clonePlanes(original);
  let allFaces: Float32Array = new Float32Array(width * height);
  for (const geometry of faces) {
    const mask = faceMask(geometry, width, height);
    allFaces = maxMask(allFaces, mask);
    if (!style.render) continue;
    const margin = geometry.eyeSpan * 0.6;
    const x0 = Math.max(0, Math.floor(geometry.bounds.x0 - margin));
    const y0 = Math.max(0, Math.floor(geometry.bounds.y0 - margin));
    const x1 = Math.min(width, Math.ceil(geometry.bounds.x1 + margin));
    const y1 = Math.min(height, Math.ceil(geometry.bounds.y1 + margin));
    if (x1 - x0 < 8 || y1 - y0 < 8) continue;
    const faceUnit = Math.max(0.5, Math.min(unit, geometry.eyeSpan / 80));
    const patch = style.render({ image: crop(original, x0, y0, x1 - x0, y1 - y0), ox: x0, oy: y0, unit: faceUnit, detail: 1, params, shared, seed });
    pasteThroughMask(image, patch, x0, y0, mask);
  }
  if (style.finish) image = style.finish({ image, faces, faceMask: allFaces, unit, params, seed, original });
  if (nudge.tint > 0 && nudge.hue !== null) tintTowards(image, nudge.hue, nudge.tint);
  if (nudge.brightness !== 0) contrast(image, 1, nudge.brightness);
  if (nudge.saturation !== 1) saturate(image, nudge.saturation);
  for (const plane of [image.r, image.g, image.b]) for (let i = 0; i < plane.length; i++) plane[i] = clamp01(plane[i]!);
  if (original.alpha) image.alpha = original.alpha.slice();
  return image;
}
