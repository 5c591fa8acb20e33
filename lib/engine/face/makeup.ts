import { labToRgb, rgbToLab } from '../vision/color';
import { cheeksMask, eyeShadowMask, lipsMask, skinMask, type FaceGeometry } from './geometry';
import { featherMask, subtractMask } from './mask';
import { clamp01, type Plane, type Planes } from '../vision/raster';

/**
 * Makeup by landmarks, in CIE Lab so colour and lightness move separately.
 *
 * A face's makeup is summarised as the typical colour of four regions: skin (foundation),
 * lips, eyelids (eye shadow) and cheekbones (blush). Transfer measures the reference face,
 * works out what each region of the target face should become (lips take the reference's
 * lip colour; lids and cheeks take the reference's *difference* from its own skin, added to
 * the target's skin, so shadow and blush travel without copying the other person's
 * complexion; skin moves part of the way to the reference's tone), then shifts each region
 * by that difference through feathered masks. Shifting rather than replacing keeps the
 * target's own texture, shading and highlights.
 */

export type Lab = [number, number, number];

export interface MakeupProfile {
  skin: Lab;
  lips: Lab;
  lids: Lab;
  cheeks: Lab;
}

interface RegionMasks {
  skin: Plane;
  lips: Plane;
  lids: Plane;
  cheeks: Plane;
}

function regionMasks(geometry: FaceGeometry, width: number, height: number): RegionMasks {
  const lids = eyeShadowMask(geometry, width, height);
  const cheeks = featherMask(cheeksMask(geometry, width, height), width, height, geometry.eyeSpan * 0.04);
  const lips = lipsMask(geometry, width, height);
  // Skin for measuring foundation: without lids and cheeks, so makeup there does not count as complexion.
  const skin = subtractMask(subtractMask(skinMask(geometry, width, height), lids), cheeks);
  return { skin, lips, lids, cheeks };
}

/** Median Lab of the pixels where the mask is at least `threshold`. */
function regionColour(image: Planes, mask: Plane, geometry: FaceGeometry, threshold = 0.5): Lab | null {
  const { width } = image;
  const margin = geometry.eyeSpan;
  const x0 = Math.max(0, Math.floor(geometry.bounds.x0 - margin));
  const x1 = Math.min(width - 1, Math.ceil(geometry.bounds.x1 + margin));
  const y0 = Math.max(0, Math.floor(geometry.bounds.y0 - margin));
  const y1 = Math.min(image.height - 1, Math.ceil(geometry.bounds.y1 + margin));
  const ls: number[] = [];
  const as: number[] = [];
  const bs: number[] = [];
  // Sample on a stride so big faces stay cheap; the median needs a few hundred pixels, not all.
  const stride = Math.max(1, Math.floor(geometry.eyeSpan / 60));
  for (let y = y0; y <= y1; y += stride) {
    for (let x = x0; x <= x1; x += stride) {
      const i = y * width + x;
      if (mask[i]! < threshold) continue;
      const [l, a, b] = rgbToLab(image.r[i]!, image.g[i]!, image.b[i]!);
      ls.push(l);
      as.push(a);
      bs.push(b);
    }
  }
  if (ls.length < 4) return null;
  const median = (values: number[]) => values.sort((p, q) => p - q)[Math.floor(values.length / 2)]!;
  return [median(ls), median(as), median(bs)];
}

/** The makeup of one face, as the typical colour of its regions. Null if the face is too small to read. */
export function measureMakeup(image: Planes, geometry: FaceGeometry): MakeupProfile | null {
  const masks = regionMasks(geometry, image.width, image.height);
  const skin = regionColour(image, masks.skin, geometry, 0.7);
  const lips = regionColour(image, masks.lips, geometry, 0.6);
  const lids = regionColour(image, masks.lids, geometry, 0.4);
  const cheeks = regionColour(image, masks.cheeks, geometry, 0.5);
  if (!skin || !lips) return null;
  return { skin, lips, lids: lids ?? skin, cheeks: cheeks ?? skin };
}

/** Strength of each part of a transfer (1 copies the reference's look fully). */
export interface MakeupStrength {
  foundation: number;
  lips: number;
  shadow: number;
  blush: number;
}

export const FULL_MAKEUP: MakeupStrength = { foundation: 0.6, lips: 1, shadow: 1, blush: 1 };

const add = (a: Lab, b: Lab, k = 1): Lab => [a[0] + b[0] * k, a[1] + b[1] * k, a[2] + b[2] * k];
const sub = (a: Lab, b: Lab): Lab => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];

/** What each region of the target should look like, given the reference's makeup. */
export function targetLook(target: MakeupProfile, reference: MakeupProfile, strength: MakeupStrength = FULL_MAKEUP): MakeupProfile {
  // Foundation evens and shifts the tone but never turns one complexion into another:
  // lightness moves less than colour.
  const foundationShift = sub(reference.skin, target.skin);
  const skin: Lab = [
    target.skin[0] + foundationShift[0] * 0.5 * strength.foundation,
    target.skin[1] + foundationShift[1] * strength.foundation,
    target.skin[2] + foundationShift[2] * strength.foundation,
  ];
  return {
    skin,
    lips: add(target.lips, sub(reference.lips, target.lips), strength.lips),
    lids: add(target.lids, sub(add(skin, sub(reference.lids, reference.skin)), target.lids), strength.shadow),
    cheeks: add(target.cheeks, sub(add(skin, sub(reference.cheeks, reference.skin)), target.cheeks), strength.blush),
  };
}

/**
 * Moves each region of one face from its current colour to `look`. Lips keep 30% of their
 * own lightness variation less than colour, so a pale lipstick on dark lips still reads.
 */
export function applyLook(image: Planes, geometry: FaceGeometry, current: MakeupProfile, look: MakeupProfile): Planes {
  const { width, height } = image;
  const masks = regionMasks(geometry, width, height);
  // Foundation covers the whole face skin including lids and cheeks; the others stack on top.
  const fullSkin = skinMask(geometry, width, height);
  const shifts: Array<{ mask: Plane; shift: Lab; lightness: number }> = [
    { mask: fullSkin, shift: sub(look.skin, current.skin), lightness: 1 },
    { mask: masks.lips, shift: sub(look.lips, current.lips), lightness: 0.85 },
    { mask: masks.lids, shift: sub(sub(look.lids, look.skin), sub(current.lids, current.skin)), lightness: 1 },
    { mask: masks.cheeks, shift: sub(sub(look.cheeks, look.skin), sub(current.cheeks, current.skin)), lightness: 1 },
  ];
  const margin = geometry.eyeSpan * 0.5;
  const x0 = Math.max(0, Math.floor(geometry.bounds.x0 - margin));
  const x1 = Math.min(width - 1, Math.ceil(geometry.bounds.x1 + margin));
  const y0 = Math.max(0, Math.floor(geometry.bounds.y0 - margin));
  const y1 = Math.min(height - 1, Math.ceil(geometry.bounds.y1 + margin));
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const i = y * width + x;
      let dl = 0;
      let da = 0;
      let db = 0;
      for (const { mask, shift, lightness } of shifts) {
        const w = mask[i]!;
        if (w <= 0.002) continue;
        dl += shift[0] * w * lightness;
        da += shift[1] * w;
        db += shift[2] * w;
      }
      if (Math.abs(dl) + Math.abs(da) + Math.abs(db) < 0.05) continue;
      const [l, a, b] = rgbToLab(image.r[i]!, image.g[i]!, image.b[i]!);
      const [r, g, bb] = labToRgb(Math.max(0, Math.min(100, l + dl)), a + da, b + db);
      image.r[i] = clamp01(r);
      image.g[i] = clamp01(g);
      image.b[i] = clamp01(bb);
    }
  }
  return image;
}

/** Transfers the reference's makeup onto one face of `image`, in place. */
export function transferMakeup(image: Planes, geometry: FaceGeometry, reference: MakeupProfile, strength: MakeupStrength = FULL_MAKEUP): boolean {
  const current = measureMakeup(image, geometry);
  if (!current) return false;
  applyLook(image, geometry, current, targetLook(current, reference, strength));
  return true;
}
