import { SUPERRES_MAX_OUTPUT_PIXELS } from '@/lib/contract/limits/image';
import { megapixels } from './operations';

/** Upscale's result size, apart from operations.ts: only its form and a batch read it, both loaded when used. */

/** The size Upscale makes of a photo: each side times the scale, rounded as the server rounds it. */
export const upscaled = (size: { width: number; height: number }, outscale: number) => ({ width: Math.round(size.width * outscale), height: Math.round(size.height * outscale) });

/** Why Upscale cannot make a result of `size` at `outscale`, or null when it can (the page's photo and a batch's alike). */
export function resultTooLarge(size: { width: number; height: number }, outscale: number): string | null {
  const { width, height } = upscaled(size, outscale);
  return width * height > SUPERRES_MAX_OUTPUT_PIXELS ? `The result would be ${megapixels(width * height)}; at most ${megapixels(SUPERRES_MAX_OUTPUT_PIXELS)}.` : null;
}
