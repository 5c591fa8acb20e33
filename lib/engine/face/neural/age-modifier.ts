import { type ImageModel, type ModelAnswer, SessionModel } from '../../onnx/image-model';
import { ort } from '../../onnx/runtime';
import type { Affine } from '../../vision/affine';
import { throwIfCancelled } from '../../vision/cancel';
import { alignFace, boxMask, landmarks5, pasteBack, scaleLandmarks5 } from '../../vision/face-align';
import { detectFaces, type DetectedFace } from '../../vision/faces';
import type { RgbaImage } from '../../vision/image-io';
import { rgbToNchw } from '../../vision/nchw';
import { resizeArea } from '../../vision/resize-area-cubic';
import { resizeLinear } from '../../vision/resize-linear';
import { matchFrameColour } from './match-colour';

/**
 * StyleGANEX age editing, run the way facefusion/processors/modules/age_modifier/core.py
 * runs 'styleganex_age' (modify_age): the face aligned twice — tight (FFHQ template, 256 px,
 * the `target` input) and with its surroundings (landmarks pulled in to 0.875, StyleGANEX's
 * template, 384 px, `target_with_background`) — plus a `direction`; the generated picture is
 * brought to 1024 px, its colours matched to the untouched crop, and pasted back through a
 * feathered box mask. Licence: S-Lab 1.0, non-commercial.
 */

export const AGE_MODIFIER_REFERENCE = 'facefusion/processors/modules/age_modifier/core.py';
const TARGET = 256;
const EXTEND = 384;
/** (target size × 4): the side the generated picture is brought to before pasting. */
const PASTE = TARGET * 4;

export interface AgeModifyOptions {
  faces?: DetectedFace[];
  /** age_modifier_direction, −100 (younger) … 100 (older). */
  direction: number;
  /** face_mask_blur (default 0.3). */
  maskBlur?: number;
  /** Called after each face (done, total); the shared cancel flag is checked before the next. */
  onFace?: (done: number, total: number) => void;
}

/** numpy.interp(direction, [−100, 100], [2.5, −2.5]): the model's latent step (negative is older). */
export const latentDirection = (direction: number): number => (Math.min(100, Math.max(-100, direction)) / 100) * -2.5;

export class AgeModifier extends SessionModel implements ImageModel<RgbaImage, AgeModifyOptions, { image: RgbaImage; faces: number }> {
  readonly kind = 'age-modifier' as const;

  async run(image: RgbaImage, options: AgeModifyOptions): Promise<{ image: RgbaImage; faces: number; answer: ModelAnswer }> {
    const session = await this.session.get();
    const faces = options.faces ?? (await detectFaces(image.data, image.width, image.height));
    const mask = resizeLinear(boxMask(EXTEND, options.maskBlur ?? 0.3), EXTEND, EXTEND, 1, PASTE, PASTE);
    const frame = image.data.slice();
    for (const face of faces) {
      throwIfCancelled();
      const points = landmarks5(face);
      const crop = alignFace(frame, image.width, image.height, points, 'ffhq_512', TARGET);
      const extend = alignFace(frame, image.width, image.height, scaleLandmarks5(points, 0.875), 'styleganex_384', EXTEND);
      const feeds: Record<string, ort.Tensor> = {};
      for (const name of session.inputNames) {
        if (name === 'target') feeds[name] = new ort.Tensor('float32', rgbToNchw(crop.rgb, TARGET * TARGET, 0.5, 0.5), [1, 3, TARGET, TARGET]);
        if (name === 'target_with_background') feeds[name] = new ort.Tensor('float32', rgbToNchw(extend.rgb, EXTEND * EXTEND, 0.5, 0.5), [1, 3, EXTEND, EXTEND]);
        // A 0-d float32 array in the reference.
        if (name === 'direction') feeds[name] = new ort.Tensor('float32', Float32Array.of(latentDirection(options.direction)), []);
      }
      const result = await session.run(feeds);
      const output = result[session.outputNames[0]!]!;
      const generated = normalizeExtendFrame(output.data as Float32Array, output.dims[3]!, output.dims[2]!);
      output.dispose();
      const matched = matchFrameColour(extend.rgb, EXTEND, generated, PASTE);
      // extend_affine_matrix *= 1024 / 384: the frame → 1024 px crop map.
      const k = PASTE / EXTEND;
      const matrix = extend.matrix.map((v) => v * k) as Affine;
      pasteBack(frame, image.width, image.height, matched, PASTE, mask, matrix);
      options.onFace?.(faces.indexOf(face) + 1, faces.length);
    }
    return { image: { data: frame, width: image.width, height: image.height }, faces: faces.length, answer: { model: this.id, reference: AGE_MODIFIER_REFERENCE } };
  }
}

/** normalize_extend_frame: clip −1..1, (x + 1) / 2 × 255, truncated to bytes, then INTER_AREA to 1024 px. Interleaved RGB out. */
export function normalizeExtendFrame(data: Float32Array, width: number, height: number): Float32Array {
  const plane = width * height;
  const rgb = new Float32Array(plane * 3);
  for (let i = 0; i < plane; i++)
    for (let c = 0; c < 3; c++) rgb[i * 3 + c] = Math.trunc(((Math.min(1, Math.max(-1, data[c * plane + i]!)) + 1) / 2) * 255);
  return width === PASTE && height === PASTE ? rgb : resizeArea(rgb, width, height, 3, PASTE, PASTE);
}
