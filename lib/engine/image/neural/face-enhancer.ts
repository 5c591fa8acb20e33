import { type ImageModel, type ModelAnswer, type ModelSource, SessionModel } from '../../onnx/image-model';
import { ort } from '../../onnx/runtime';
import { throwIfCancelled } from '../../vision/cancel';
import { alignFace, boxMask, landmarks5, pasteBack, type WarpTemplate } from '../../vision/face-align';
import { detectFaces, type DetectedFace } from '../../vision/faces';
import type { RgbaImage } from '../../vision/image-io';
import { rgbToNchw } from '../../vision/nchw';

/**
 * GFPGAN 1.4 and CodeFormer (and FaceFusion's other face enhancers), run the way
 * facefusion/processors/modules/face_enhancer/core.py runs them (enhance_face): each face
 * aligned to the FFHQ template at 512 px, restored, pasted back through a feathered box
 * mask, then the pasted frame blended with the previous one (face_enhancer_blend).
 */

export const FACE_ENHANCER_REFERENCE = 'facefusion/processors/modules/face_enhancer/core.py';

export interface FaceEnhancerSpec {
  /** Catalogue id: gfpgan_1.4, codeformer, … */
  id: string;
  /** The model's 'template' and 'size' in FaceFusion's model set. */
  template: WarpTemplate;
  size: number;
}

export const GFPGAN_1_4: FaceEnhancerSpec = { id: 'gfpgan_1.4', template: 'ffhq_512', size: 512 };
export const CODEFORMER: FaceEnhancerSpec = { id: 'codeformer', template: 'ffhq_512', size: 512 };

export interface FaceEnhanceOptions {
  /** Faces to restore (from detectFaces); detected here when absent. */
  faces?: DetectedFace[];
  /** face_enhancer_blend, 0..100 (FaceFusion's default 80). */
  blend?: number;
  /** face_enhancer_weight for models with a `weight` input (CodeFormer's fidelity; default 0.5). */
  weight?: number;
  /** face_mask_blur, 0..1 (default 0.3). */
  maskBlur?: number;
  /** Called after each face (done, total); the shared cancel flag is checked before the next. */
  onFace?: (done: number, total: number) => void;
}

export class FaceEnhancer extends SessionModel implements ImageModel<RgbaImage, FaceEnhanceOptions, { image: RgbaImage; faces: number }> {
  readonly kind = 'face-enhancer' as const;
  constructor(
    readonly spec: FaceEnhancerSpec,
    source: ModelSource,
  ) {
    super(spec.id, source);
  }

  async run(image: RgbaImage, options: FaceEnhanceOptions = {}): Promise<{ image: RgbaImage; faces: number; answer: ModelAnswer }> {
    const session = await this.session.get();
    const faces = options.faces ?? (await detectFaces(image.data, image.width, image.height));
    const { size, template } = this.spec;
    const blend = (options.blend ?? 80) / 100;
    const mask = boxMask(size, options.maskBlur ?? 0.3);
    let frame = image.data;
    for (const face of faces) {
      throwIfCancelled();
      const crop = alignFace(frame, image.width, image.height, landmarks5(face), template, size);
      const feeds: Record<string, ort.Tensor> = {};
      for (const name of session.inputNames) {
        if (name === 'input') feeds[name] = new ort.Tensor('float32', cropToInput(crop.rgb, size), [1, 3, size, size]);
        // forward(): the fidelity weight goes in as a float64 array of one value.
        if (name === 'weight') feeds[name] = new ort.Tensor('float64', Float64Array.of(options.weight ?? 0.5), [1]);
      }
      const result = await session.run(feeds);
      const output = result[session.outputNames[0]!]!;
      const restored = outputToCrop(output.data as Float32Array, size);
      output.dispose();
      const pasted = frame.slice();
      const box = pasteBack(pasted, image.width, image.height, restored, size, mask, crop.matrix);
      frame = blendBox(frame, pasted, image.width, box, blend);
      options.onFace?.(faces.indexOf(face) + 1, faces.length);
    }
    return { image: { data: frame, width: image.width, height: image.height }, faces: faces.length, answer: { model: this.id, reference: FACE_ENHANCER_REFERENCE } };
  }
}

/** prepare_crop_frame: RGB / 255, then (x − 0.5) / 0.5, NCHW. */
export const cropToInput = (rgb: Float32Array, size: number): Float32Array => rgbToNchw(rgb, size * size, 0.5, 0.5);

/** normalize_crop_frame: clip to −1..1, (x + 1) / 2, ×255, rounded; back to interleaved RGB. */
export function outputToCrop(data: Float32Array, size: number): Float32Array {
  const plane = size * size;
  const rgb = new Float32Array(3 * plane);
  for (let i = 0; i < plane; i++)
    for (let c = 0; c < 3; c++) {
      const v = Math.min(1, Math.max(-1, data[c * plane + i]!));
      rgb[i * 3 + c] = roundHalfEven(((v + 1) / 2) * 255);
    }
  return rgb;
}

/** numpy's round: halves go to the even neighbour. */
export function roundHalfEven(v: number): number {
  const r = Math.round(v);
  return r - v === 0.5 && r % 2 !== 0 ? r - 1 : r;
}

/** blend_paste_frame: cv2.addWeighted(frame, 1 − blend, pasted, blend), rounded; outside the paste box both are equal. */
function blendBox(frame: Uint8Array, pasted: Uint8Array, width: number, box: { x1: number; y1: number; x2: number; y2: number }, blend: number): Uint8Array {
  const out = frame.slice();
  for (let y = box.y1; y < box.y2; y++)
    for (let x = box.x1; x < box.x2; x++) {
      const o = (y * width + x) * 4;
      for (let c = 0; c < 3; c++) out[o + c] = Math.round(frame[o + c]! * (1 - blend) + pasted[o + c]! * blend);
    }
  return out;
}
