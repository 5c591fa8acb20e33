import sharp from 'sharp';
import { decodeImage, encodeImage, isImageInputError, probeImage } from '../vision/image-io';
import { detectFaces, type DetectedFace } from '../vision/faces';
import { FaceInputError } from './errors';
import { faceGeometry, type FaceGeometry } from './geometry';
import { fromRgba, toRgba, type Planes } from '../vision/raster';

/** Reading a caller's picture into the engine and writing results back out. */

/** Longest side the engine works at; larger pictures are scaled down first (documented in the README). */
export const MAX_WORKING_SIDE = 2048;
/** Largest picture accepted at all, before scaling. */
export const MAX_INPUT_PIXELS = 40_000_000;
/** Smallest face worth editing: eye corners at least this many pixels apart. */
const MIN_EYE_SPAN = 12;

export interface LoadedPicture {
  planes: Planes;
  hadAlpha: boolean;
  faces: DetectedFace[];
  geometries: FaceGeometry[];
}

async function decode(bytes: Uint8Array, field: string) {
  try {
    const probe = await probeImage(bytes, MAX_INPUT_PIXELS);
    let source = bytes;
    if (Math.max(probe.width, probe.height) > MAX_WORKING_SIDE) {
      // Orient and shrink in one libvips pass, keeping alpha; PNG keeps it lossless.
      source = await sharp(bytes, { pages: 1, limitInputPixels: false, autoOrient: true })
        .resize(MAX_WORKING_SIDE, MAX_WORKING_SIDE, { fit: 'inside' })
        .png({ compressionLevel: 1 })
        .toBuffer();
    }
    return await decodeImage(source, { maxPixels: MAX_INPUT_PIXELS });
  } catch (error) {
    if (isImageInputError(error)) throw new FaceInputError(field, error.message);
    throw error;
  }
}

/** Decodes, finds the faces (400 when there is none) and prepares them for the effects. */
export async function loadPicture(bytes: Uint8Array, field: string): Promise<LoadedPicture> {
  const image = await decode(bytes, field);
  const faces = (await detectFaces(image.data, image.width, image.height)).filter((face) => faceGeometry(face).eyeSpan >= MIN_EYE_SPAN);
  if (faces.length === 0) throw new FaceInputError(field, 'no face found in the image (faces must be at least about 40 pixels wide and turned towards the camera)');
  return {
    planes: fromRgba(image.data, image.width, image.height, image.hadAlpha),
    hadAlpha: image.hadAlpha,
    faces,
    geometries: faces.map(faceGeometry),
  };
}

/** JPEG for photos, PNG when the input had transparency. */
export async function encodePicture(planes: Planes, hadAlpha: boolean, name: string): Promise<{ bytes: Uint8Array; contentType: 'image/png' | 'image/jpeg'; name: string }> {
  const rgba = toRgba(planes);
  const format = hadAlpha ? 'png' : 'jpeg';
  const bytes = await encodeImage({ data: new Uint8Array(rgba.buffer, rgba.byteOffset, rgba.byteLength), width: planes.width, height: planes.height }, format, { quality: 92 });
  return { bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), contentType: hadAlpha ? 'image/png' : 'image/jpeg', name: `${name}.${format === 'png' ? 'png' : 'jpg'}` };
}

/** Faces of a result picture, for measuring (age estimates, tests, bench). */
export async function facesOf(planes: Planes): Promise<DetectedFace[]> {
  const rgba = toRgba(planes);
  return detectFaces(rgba, planes.width, planes.height);
}
