import type { MakeupReferenceId } from '../../contract/face';
import { hex, rgbToLab } from '../vision/color';
import type { FaceGeometry } from './geometry';
import { applyLook, measureMakeup, type Lab, type MakeupProfile } from './makeup';
import { clonePlanes, type Planes } from '../vision/raster';

/**
 * Named makeup looks, painted onto the bundled sample face to make the catalogue's
 * reference pictures (lib/engine/face/assets.ts). Each is a lipstick, an eye shadow with
 * its opacity, a blush with its opacity, and how much foundation evens the skin.
 */

export interface MakeupLookDefinition {
  lips: string;
  shadow: string;
  shadowOpacity: number;
  blush: string;
  blushOpacity: number;
}

/** The colours of each bundled reference (ids and labels live in the contract). */
export const MAKEUP_LOOKS: Readonly<Record<MakeupReferenceId, MakeupLookDefinition>> = {
  'classic-red': { lips: '#b3122e', shadow: '#8a6f5e', shadowOpacity: 0.35, blush: '#e07a7a', blushOpacity: 0.3 },
  'rose-nude': { lips: '#c4837a', shadow: '#a7806f', shadowOpacity: 0.35, blush: '#eaa3a0', blushOpacity: 0.35 },
  'smoky-plum': { lips: '#7a2c4c', shadow: '#3b2a3d', shadowOpacity: 0.65, blush: '#c06f7d', blushOpacity: 0.25 },
  'coral-gold': { lips: '#ee6a4f', shadow: '#c9953f', shadowOpacity: 0.5, blush: '#f28c6a', blushOpacity: 0.4 },
  'berry-violet': { lips: '#8c1848', shadow: '#5d3f92', shadowOpacity: 0.55, blush: '#d46a8c', blushOpacity: 0.35 },
  'ocean-blue': { lips: '#d27580', shadow: '#2f6fae', shadowOpacity: 0.6, blush: '#e89a9a', blushOpacity: 0.25 },
};

const mix = (a: Lab, b: Lab, t: number): Lab => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];

/** Paints a look onto one face; returns a new picture, or null if the face cannot be read. */
export function paintLook(image: Planes, geometry: FaceGeometry, look: MakeupLookDefinition): Planes | null {
  const current = measureMakeup(image, geometry);
  if (!current) return null;
  const lab = (value: string) => rgbToLab(...hex(value));
  const target: MakeupProfile = {
    skin: current.skin,
    // Lipstick keeps a little of the lips' own lightness, as real lipstick does.
    lips: mix(current.lips, lab(look.lips), 0.9),
    lids: mix(current.skin, lab(look.shadow), look.shadowOpacity),
    cheeks: mix(current.skin, lab(look.blush), look.blushOpacity),
  };
  return applyLook(clonePlanes(image), geometry, current, target);
}
