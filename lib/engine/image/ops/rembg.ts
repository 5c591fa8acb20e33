import { IMAGE_MAX_INPUT_PIXELS, type REMBG_OUTPUT } from '../../../contract/image';
import { decodeImage, encodeGreyPng, encodeImage } from '../../vision/image-io';
import { loadSegmenter, segmentForeground, SEGMENT_MODEL_ID } from '../../vision/segment';
import { estimateForeground } from '../matting';
import { throwIfCancelled } from '../../vision/cancel';
import type { OperationOutput } from '../task';

function parseHex(color: string): [number, number, number] {
  const value = Number.parseInt(color.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** rembg: the subject on transparency, the mask alone, or the subject on a solid colour. */
export async function runRembg(bytes: Uint8Array, output: (typeof REMBG_OUTPUT)[number], backgroundColor: string): Promise<OperationOutput> {
  const image = await decodeImage(bytes, { maxPixels: IMAGE_MAX_INPUT_PIXELS });
  const modelsLoaded = (await loadSegmenter()) ? [SEGMENT_MODEL_ID] : [];
  const { width, height } = image;
  throwIfCancelled();
  const mask = await segmentForeground(image);
  throwIfCancelled();
  // An input that already had transparency keeps it: the result is never more opaque.
  const alpha = mask.alpha;
  if (image.hadAlpha) for (let i = 0; i < alpha.length; i++) alpha[i] = Math.min(alpha[i]!, image.data[i * 4 + 3]!);
  const base = { width, height, modelsLoaded, meta: { output } };

  if (output === 'mask') {
    return { ...base, bytes: await encodeGreyPng(alpha, width, height), contentType: 'image/png', name: 'mask.png' };
  }
  const foreground = estimateForeground(image.data, alpha, width, height);
  if (output === 'transparent') {
    for (let i = 0; i < alpha.length; i++) foreground[i * 4 + 3] = alpha[i]!;
    return { ...base, bytes: await encodeImage({ data: foreground, width, height }, 'png'), contentType: 'image/png', name: 'cutout.png' };
  }
  const [r, g, b] = parseHex(backgroundColor);
  for (let i = 0, j = 0; i < alpha.length; i++, j += 4) {
    const a = alpha[i]! / 255;
    foreground[j] = Math.round(foreground[j]! * a + r * (1 - a));
    foreground[j + 1] = Math.round(foreground[j + 1]! * a + g * (1 - a));
    foreground[j + 2] = Math.round(foreground[j + 2]! * a + b * (1 - a));
    foreground[j + 3] = 255;
  }
  return { ...base, bytes: await encodeImage({ data: foreground, width, height }, 'png'), contentType: 'image/png', name: `on-${backgroundColor.slice(1)}.png` };
}
