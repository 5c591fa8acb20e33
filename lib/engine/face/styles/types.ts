import type { FaceGeometry } from '../geometry';
import type { PromptNudge } from '../prompt';
import type { Random } from '../random';
import type { Plane, Planes } from '../../vision/raster';

/**
 * A style renders a picture in two passes: a scene pass over the whole picture, and a face
 * pass over a crop around each face with finer settings (smaller smoothing radii, more
 * colour levels), pasted back through a feathered face mask. The face keeps its features
 * and the seam disappears, because both passes share the variation's choices (palette,
 * hue, pattern phase) through `params` and `shared`, and patterns use whole-picture
 * coordinates (`ox`, `oy`).
 */

export interface RenderPass {
  image: Planes;
  /** Position of this crop in the whole picture. */
  ox: number;
  oy: number;
  /** Pixels per unit of detail: about 1 for a 0.5-megapixel picture, larger for bigger ones. */
  unit: number;
  /** 0 for the scene pass, 1 for the face pass. */
  detail: number;
  /** The variation's choices, made once by `vary`. */
  params: StyleParams;
  /** Values computed once per variation and reused by both passes (palettes). */
  shared: Map<string, unknown>;
  /** Seed of this variation, for position-keyed noise. */
  seed: number;
}

export interface FinishContext {
  image: Planes;
  faces: FaceGeometry[];
  /** Union of the feathered face masks of the whole picture. */
  faceMask: Plane;
  unit: number;
  params: StyleParams;
  seed: number;
  /** The original picture, for effects that keep a trace of it. */
  original: Planes;
}

export type StyleParams = Record<string, number> & { strength: number; hue: number };

/** A style's renderer; its id, label and description live in the contract (FACE_STYLES). */
export interface StyleDefinition {
  /** Picks this variation's parameters (variation 0 should be the canonical look). */
  vary(random: Random, nudge: PromptNudge, variation: number): StyleParams;
  /**
   * Renders one pass; returns a new picture of the same size as pass.image. Styles without
   * it are single-pass: finish() does all the work from the original and the face mask.
   */
  render?(pass: RenderPass): Planes;
  /** Whole-picture touches after the passes are merged (feature ink, grain, glow). */
  finish?(context: FinishContext): Planes;
}
