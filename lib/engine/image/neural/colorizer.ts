import { type ImageModel, type ModelAnswer, type ModelSource, SessionModel } from '../../onnx/image-model';
import { ort } from '../../onnx/runtime';
import { throwIfCancelled } from '../../vision/cancel';
import type { RgbaImage } from '../../vision/image-io';
import { greyOf, lab8Of, labOf, rgbOfLab, rgbOfLab8 } from '../../vision/opencv-colour';
import { resizeLinear } from '../../vision/resize-linear';

/**
 * DDColor and DeOldify, run the way facefusion/processors/modules/frame_colorizer/core.py
 * runs them (colorize_frame: prepare_temp_frame → forward → merge_color_frame →
 * blend_color_frame). The model sees a small square (256 px by default); only its colour
 * is kept, and the lightness comes from the full-size original, so detail is never lost.
 */

export const FRAME_COLORIZER_REFERENCE = 'facefusion/processors/modules/frame_colorizer/core.py';

export type ColorizerType = 'ddcolor' | 'deoldify';

export interface ColorizerSpec {
  /** Catalogue id: ddcolor, ddcolor_artistic, deoldify, deoldify_artistic, deoldify_stable. */
  id: string;
  type: ColorizerType;
}

export interface ColorizeOptions {
  /** frame_colorizer_size: 192, 256 (FaceFusion's default), 384 or 512. */
  size?: number;
  /** frame_colorizer_blend, 0..100 (default 100: the colourised picture alone). */
  blend?: number;
}

export class Colorizer extends SessionModel implements ImageModel<RgbaImage, ColorizeOptions, { image: RgbaImage }> {
  readonly kind = 'colorizer' as const;
  constructor(
    readonly spec: ColorizerSpec,
    source: ModelSource,
  ) {
    super(spec.id, source);
  }

  async run(image: RgbaImage, options: ColorizeOptions = {}): Promise<{ image: RgbaImage; answer: ModelAnswer }> {
    const session = await this.session.get();
    const size = options.size ?? 256;
    const input = prepareColorizerInput(image, this.spec.type, size);
    throwIfCancelled();
    const result = await session.run({ [session.inputNames[0] ?? 'input']: new ort.Tensor('float32', input, [1, 3, size, size]) });
    const output = result[session.outputNames[0]!]!;
    const channels = this.spec.type === 'ddcolor' ? 2 : 3;
    if (output.dims[1] !== channels) throw new Error(`${this.id}: expected ${channels} output channels, got ${output.dims.join('×')}`);
    const colour = mergeColour(image, output.data as Float32Array, channels, output.dims[3]!, output.dims[2]!, this.spec.type);
    output.dispose();
    throwIfCancelled();
    return { image: blendColour(image, colour, (options.blend ?? 100) / 100), answer: { model: this.id, reference: FRAME_COLORIZER_REFERENCE } };
  }
}

/**
 * prepare_temp_frame: BGR2GRAY then GRAY2RGB; for DDColor the grey goes to float 0..1 and
 * through Lab with a = b = 0 and back (its lightness alone), for DeOldify it stays 0..255;
 * then cv2.resize to size × size (bilinear) and NCHW.
 */
export function prepareColorizerInput(image: RgbaImage, type: ColorizerType, size: number): Float32Array {
  const pixels = image.width * image.height;
  const rgb = new Float32Array(pixels * 3);
  for (let i = 0; i < pixels; i++) {
    const grey = greyOf(image.data[i * 4]!, image.data[i * 4 + 1]!, image.data[i * 4 + 2]!);
    if (type === 'ddcolor') {
      const v = Math.fround(grey / 255);
      const [l] = labOf(v, v, v);
      rgb.set(rgbOfLab(l, 0, 0), i * 3);
    } else {
      rgb[i * 3] = rgb[i * 3 + 1] = rgb[i * 3 + 2] = grey;
    }
  }
  const small = resizeLinear(rgb, image.width, image.height, 3, size, size);
  // cv2.resize of the 8-bit DeOldify frame rounds to bytes.
  if (type === 'deoldify') for (let i = 0; i < small.length; i++) small[i] = Math.round(small[i]!);
  const plane = size * size;
  const nchw = new Float32Array(3 * plane);
  for (let i = 0; i < plane; i++) for (let c = 0; c < 3; c++) nchw[c * plane + i] = small[i * 3 + c]!;
  return nchw;
}

/**
 * merge_color_frame: the model's output (NCHW) enlarged to the picture's size (cv2.resize,
 * bilinear), then
 * - DDColor: its a, b with the original's L (float Lab), back to RGB, ×255 rounded;
 * - DeOldify: its RGB truncated to bytes and taken to 8-bit Lab for a, b; L is the
 *   original's *blue* channel, as FaceFusion writes it (cv2.split of the BGR frame takes
 *   blue first). On a greyscale photo blue is the grey, read as 8-bit L. Kept for fidelity
 *   to the reference; DeOldify's own code carries the luma over in YUV instead.
 */
export function mergeColour(image: RgbaImage, data: Float32Array, channels: number, width: number, height: number, type: ColorizerType): Uint8Array {
  const plane = width * height;
  const hwc = new Float32Array(plane * channels);
  for (let i = 0; i < plane; i++) for (let c = 0; c < channels; c++) hwc[i * channels + c] = data[c * plane + i]!;
  const big = resizeLinear(hwc, width, height, channels, image.width, image.height);
  const pixels = image.width * image.height;
  const out = new Uint8Array(pixels * 4);
  const truncate = (v: number) => (v <= 0 ? 0 : v >= 255 ? 255 : Math.trunc(v));
  for (let i = 0; i < pixels; i++) {
    const r = image.data[i * 4]!;
    const g = image.data[i * 4 + 1]!;
    const b = image.data[i * 4 + 2]!;
    let rgb: [number, number, number];
    if (type === 'ddcolor') {
      const [l] = labOf(Math.fround(r / 255), Math.fround(g / 255), Math.fround(b / 255));
      const [cr, cg, cb] = rgbOfLab(l, big[i * 2]!, big[i * 2 + 1]!);
      rgb = [Math.round(cr * 255), Math.round(cg * 255), Math.round(cb * 255)];
    } else {
      const [, a, bb] = lab8Of(truncate(big[i * 3]!), truncate(big[i * 3 + 1]!), truncate(big[i * 3 + 2]!));
      rgb = rgbOfLab8(b, a, bb);
    }
    out.set(rgb, i * 4);
    out[i * 4 + 3] = image.data[i * 4 + 3]!;
  }
  return out;
}

/** blend_color_frame: cv2.addWeighted(original, 1 − blend, colour, blend), rounded; alpha kept. */
export function blendColour(image: RgbaImage, colour: Uint8Array, blend: number): RgbaImage {
  if (blend >= 1) return { data: colour, width: image.width, height: image.height };
  const out = new Uint8Array(colour.length);
  for (let i = 0; i < out.length; i++) out[i] = (i & 3) === 3 ? image.data[i]! : Math.round(image.data[i]! * (1 - blend) + colour[i]! * blend);
  return { data: out, width: image.width, height: image.height };
}
