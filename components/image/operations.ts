import { IMAGE_MAX_INPUT_PIXELS, OUTSCALE_MAX, SUPERRES_MAX_INPUT_PIXELS, UNBLUR_MAX_INPUT_PIXELS, UNBLUR_UPSCALE } from '@/lib/contract/limits/image';

/**
 * The four operations of the enhancer, in tab order, with what the page says about them. Their
 * endpoints are named where they are called (call-operation.ts, loaded on the first run), which
 * keeps even the image routes out of the page's first load.
 */
export const OPERATIONS = [
  { id: 'unblur', label: 'Unblur', verb: 'Unblur', blurb: `Restore sharpness, then the pipeline below; the result is ${UNBLUR_UPSCALE}× larger.` },
  { id: 'superres', label: 'Upscale', verb: 'Upscale', blurb: `Super-resolution with an ESRGAN network, 1× to ${OUTSCALE_MAX}×.` },
  { id: 'rembg', label: 'Cut out', verb: 'Remove background', blurb: 'Remove the background: the subject cut out by the ISNet segmentation model, with refined edges.' },
  { id: 'colorize', label: 'Colorize', verb: 'Colorize', blurb: 'Give a black-and-white photo plausible colour.' },
] as const;

export type OperationId = (typeof OPERATIONS)[number]['id'];

export const operation = (id: OperationId) => OPERATIONS.find((o) => o.id === id)!;

/** Largest input each operation accepts, from the contract's limits. */
export const MAX_INPUT_PIXELS: Record<OperationId, number> = {
  unblur: UNBLUR_MAX_INPUT_PIXELS,
  superres: SUPERRES_MAX_INPUT_PIXELS,
  rembg: IMAGE_MAX_INPUT_PIXELS,
  colorize: IMAGE_MAX_INPUT_PIXELS,
};


export const megapixels = (pixels: number) => `${(pixels / 1e6).toFixed(pixels < 1e6 ? 2 : 1)} MP`;

/** Why a photo of `pixels` cannot go to `op`, or null when it can (the page's photo and a batch's alike). */
export function tooLarge(pixels: number, op: OperationId): string | null {
  return pixels > MAX_INPUT_PIXELS[op] ? `This photo is ${megapixels(pixels)}; ${operation(op).verb.toLowerCase()} takes at most ${megapixels(MAX_INPUT_PIXELS[op])}.` : null;
}
