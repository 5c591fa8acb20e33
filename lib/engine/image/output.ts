import { IMAGE_PNG_MAX_PIXELS } from '../../contract/image';
import { encodeImage, type RgbaImage } from '../vision/image-io';

export interface EncodedResult {
  bytes: Uint8Array;
  contentType: 'image/png' | 'image/jpeg';
  extension: 'png' | 'jpg';
}

function hasTransparency(data: Uint8Array): boolean {
  for (let i = 3; i < data.length; i += 4) if (data[i] !== 255) return true;
  return false;
}

/** PNG when the result has transparency or is at most IMAGE_PNG_MAX_PIXELS, else JPEG (see the contract). */
export async function encodeResult(image: RgbaImage): Promise<EncodedResult> {
  if (image.width * image.height <= IMAGE_PNG_MAX_PIXELS || hasTransparency(image.data)) {
    return { bytes: await encodeImage(image, 'png'), contentType: 'image/png', extension: 'png' };
  }
  return { bytes: await encodeImage(image, 'jpeg', { quality: 93 }), contentType: 'image/jpeg', extension: 'jpg' };
}
