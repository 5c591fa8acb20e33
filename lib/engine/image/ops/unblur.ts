import sharp from 'sharp';
import { UNBLUR_MAX_INPUT_PIXELS, UNBLUR_UPSCALE } from '../../../contract/image';
import { decodeImage, type RgbaImage } from '../../vision/image-io';
import { detectFaces, FACE_MODEL_IDS, faceModelsLoaded, type DetectedFace } from '../../vision/faces';
import { loadSegmenter, segmentForeground, SEGMENT_MODEL_ID } from '../../vision/segment';
import { applyBokeh } from '../bokeh';
import { enhanceFace, styleFace, type FaceGeometry } from '../face-retouch';
import { applyGrade } from '../grades';
import { encodeResult } from '../output';
import { polygonMask } from '../polygon-mask';
import { planeToBytes, resizePlane } from '../../vision/raster';
import { restoreImage } from '../restore';
import { loadUpscaler, nativeScaleFor, pickModel, srModelId, superResolve, type SrModelChoice } from '../superres';
import { throwIfCancelled } from '../../vision/cancel';
import type { OperationOutput, UnblurPipeline } from '../task';

/**
 * /image/unblur: restoration first, then every pipeline stage as a visible operation.
 *
 * 1. restore (denoise, Richardson–Lucy deconvolution with an estimated PSF, sharpening);
 * 2. background_enhance, the upsampler to UNBLUR_UPSCALE×: shiba-strong-accel = the ESRGAN
 *    network chosen as for gfp_superres (thick up to 400×400, medium above) with
 *    back-projection; rhino-accel = the fast medium network alone; upsampler-bicubic = bicubic;
 * 3. faces (detected on the restored image): face_enhance restores each face (the thick
 *    network on the face when the background used a lighter upsampler, then skin and
 *    feature retouching), face_lifting lifts and styles it;
 * 4. bokeh: the background (ISNet mask) blurred at the chosen strength;
 * 5. color_enhance: the named look over the whole picture.
 */

/** Faces treated at most (largest first). */
const MAX_FACES = 8;
/** A face crop up to this many input pixels gets the thick network when the background did not. */
const FACE_SR_MAX_PIXELS = 320 * 320;

function scaleGeometry(face: DetectedFace, k: number): FaceGeometry {
  const points = (list: Array<{ x: number; y: number }>) => list.map((p) => ({ x: p.x * k, y: p.y * k }));
  return {
    box: { x: face.box.x * k, y: face.box.y * k, width: face.box.width * k, height: face.box.height * k },
    faceOval: points(face.regions.faceOval),
    leftEye: points(face.regions.leftEye),
    rightEye: points(face.regions.rightEye),
    leftBrow: points(face.regions.leftBrow),
    rightBrow: points(face.regions.rightBrow),
    lipsOuter: points(face.regions.lipsOuter),
  };
}

async function upscale(image: RgbaImage, method: UnblurPipeline['background_enhance'], loaded: string[]): Promise<RgbaImage & { model: string }> {
  if (method === 'upsampler-bicubic') {
    const data = await sharp(image.data, { raw: { width: image.width, height: image.height, channels: 4 }, limitInputPixels: false })
      .resize(image.width * UNBLUR_UPSCALE, image.height * UNBLUR_UPSCALE, { kernel: 'cubic', fit: 'fill' })
      .raw()
      .toBuffer();
    return { data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), width: image.width * UNBLUR_UPSCALE, height: image.height * UNBLUR_UPSCALE, model: 'bicubic' };
  }
  const choice: SrModelChoice = method === 'shiba-strong-accel' ? 'auto' : 'medium';
  const model = pickModel(choice, image.width * image.height);
  const scale = nativeScaleFor(UNBLUR_UPSCALE);
  if (await loadUpscaler(model, scale)) loaded.push(srModelId(model, scale));
  const result = await superResolve(image, UNBLUR_UPSCALE, { model, backProjection: method === 'shiba-strong-accel' ? 2 : 0 });
  return { ...result, model: srModelId(model, scale) };
}

/** Re-upscales one face with the thick network and blends it in through the feathered oval. */
async function restoreFaceDetail(source: RgbaImage, target: RgbaImage, face: DetectedFace, loaded: string[]): Promise<boolean> {
  const margin = 0.2 * Math.max(face.box.width, face.box.height);
  const x0 = Math.max(0, Math.floor(face.box.x - margin));
  const y0 = Math.max(0, Math.floor(face.box.y - margin));
  const x1 = Math.min(source.width, Math.ceil(face.box.x + face.box.width + margin));
  const y1 = Math.min(source.height, Math.ceil(face.box.y + face.box.height + margin));
  const w = x1 - x0;
  const h = y1 - y0;
  if (w < 8 || h < 8 || w * h > FACE_SR_MAX_PIXELS) return false;
  const crop = new Uint8Array(w * h * 4);
  for (let y = 0; y < h; y++) crop.set(source.data.subarray(((y0 + y) * source.width + x0) * 4, ((y0 + y) * source.width + x1) * 4), y * w * 4);
  const scale = nativeScaleFor(UNBLUR_UPSCALE);
  if (await loadUpscaler('thick', scale)) loaded.push(srModelId('thick', scale));
  const up = await superResolve({ data: crop, width: w, height: h }, UNBLUR_UPSCALE, { model: 'thick' });
  const k = UNBLUR_UPSCALE;
  const oval = polygonMask(
    up.width,
    up.height,
    [{ points: face.regions.faceOval.map((p) => ({ x: (p.x - x0) * k, y: (p.y - y0) * k })), value: 1 }],
    0.04 * Math.max(up.width, up.height),
  );
  for (let y = 0; y < up.height; y++) {
    for (let x = 0; x < up.width; x++) {
      const a = oval[y * up.width + x]!;
      if (a <= 0.001) continue;
      const j = ((y0 * k + y) * target.width + x0 * k + x) * 4;
      if (j + 3 >= target.data.length) continue;
      const i = (y * up.width + x) * 4;
      for (let c = 0; c < 3; c++) target.data[j + c] = Math.round(target.data[j + c]! * (1 - a) + up.data[i + c]! * a);
    }
  }
  return true;
}

export async function runUnblur(bytes: Uint8Array, pipeline: UnblurPipeline): Promise<OperationOutput> {
  const input = await decodeImage(bytes, { maxPixels: UNBLUR_MAX_INPUT_PIXELS });
  const loaded: string[] = [];
  const restored: RgbaImage = { data: restoreImage(input.data, input.width, input.height).data, width: input.width, height: input.height };

  throwIfCancelled();
  const facesWereLoaded = faceModelsLoaded();
  const faces = (await detectFaces(restored.data, restored.width, restored.height, { maxFaces: MAX_FACES })).slice(0, MAX_FACES);
  if (!facesWereLoaded && faceModelsLoaded()) loaded.push(...FACE_MODEL_IDS);

  throwIfCancelled();
  if (await loadSegmenter()) loaded.push(SEGMENT_MODEL_ID);
  const subject = await segmentForeground(restored);
  throwIfCancelled();

  const up = await upscale(restored, pipeline.background_enhance, loaded);
  const k = up.width / restored.width;

  for (const face of faces) {
    throwIfCancelled();
    if (!up.model.includes('thick')) await restoreFaceDetail(restored, up, face, loaded);
    const geometry = scaleGeometry(face, k);
    enhanceFace(up.data, up.width, up.height, geometry, pipeline.face_enhance);
    styleFace(up.data, up.width, up.height, geometry, pipeline.face_lifting);
  }

  throwIfCancelled();
  const softMask = new Float32Array(subject.alpha.length);
  for (let i = 0; i < softMask.length; i++) softMask[i] = subject.alpha[i]! / 255;
  const mask = planeToBytes(resizePlane(softMask, restored.width, restored.height, up.width, up.height));
  let data = applyBokeh(up.data, up.width, up.height, mask, pipeline.bokeh);
  data = applyGrade(data, up.width, up.height, pipeline.color_enhance);
  // Transparency of the input is kept (enlarged with the image).
  if (input.hadAlpha) {
    const alpha = new Float32Array(input.width * input.height);
    for (let i = 0; i < alpha.length; i++) alpha[i] = input.data[i * 4 + 3]! / 255;
    const enlarged = planeToBytes(resizePlane(alpha, input.width, input.height, up.width, up.height));
    for (let i = 0; i < enlarged.length; i++) data[i * 4 + 3] = enlarged[i]!;
  }
  const encoded = await encodeResult({ data, width: up.width, height: up.height });
  return {
    bytes: encoded.bytes,
    contentType: encoded.contentType,
    name: `unblur.${encoded.extension}`,
    width: up.width,
    height: up.height,
    meta: { faces: faces.length, upsampler: up.model },
    modelsLoaded: loaded,
  };
}
