import path from 'node:path';
import sharp from 'sharp';
import type { RgbaImage } from '../vision/image-io';
import { backProject } from './back-projection';
import { throwIfCancelled } from '../vision/cancel';
import { convertLayersModel } from './layers-to-onnx';
import { createSession, ort, packageRoot } from '../onnx/runtime';

/**
 * Super-resolution with the ESRGAN-family models of UpscalerJS (MIT, trained on DIV2K;
 * weights shipped in npm at native scales 2, 3, 4 and 8), run on ONNX Runtime after
 * translating the TensorFlow.js layers model (see layers-to-onnx.ts):
 *
 * - `thick`: RRDN (residual-in-residual dense blocks, the ESRGAN generator), the best
 *   quality (about +1.5 dB PSNR over Lanczos at 4×) and about 20× slower than medium;
 * - `medium`: RDN with 10 dense blocks, fast, about +0.5 dB over Lanczos.
 *
 * `auto` picks thick for inputs up to SR_THICK_MAX_PIXELS and medium above, so a large
 * photo still finishes in reasonable time on a CPU.
 *
 * The network's output is then back-projected onto the input (back-projection.ts) and
 * resampled with Lanczos-3 to the exact size asked for.
 *
 * The image is processed in overlapping tiles so memory stays bounded whatever its size:
 * each tile carries a margin of TILE_MARGIN low-resolution pixels that the network sees but
 * whose output is thrown away, which makes tiles join without seams.
 */

export const SR_MODELS = {
  thick: { id: 'upscalerjs/esrgan-thick', package: '@upscalerjs/esrgan-thick', range: 1 },
  medium: { id: 'upscalerjs/esrgan-medium', package: '@upscalerjs/esrgan-medium', range: 255 },
} as const;
export type SrModelName = keyof typeof SR_MODELS;
export type SrModelChoice = SrModelName | 'auto';
export const NATIVE_SCALES = [2, 3, 4, 8] as const;
export type NativeScale = (typeof NATIVE_SCALES)[number];

/** Largest input (pixels) that `auto` sends to the thick model. */
export const SR_THICK_MAX_PIXELS = 400 * 400;

export function pickModel(choice: SrModelChoice, pixels: number): SrModelName {
  if (choice !== 'auto') return choice;
  return pixels <= SR_THICK_MAX_PIXELS ? 'thick' : 'medium';
}

/** Model id for the model listing, e.g. upscalerjs/esrgan-thick-x4. */
export const srModelId = (model: SrModelName, scale: NativeScale) => `${SR_MODELS[model].id}-x${scale}`;

/** Low-resolution margin around each tile; larger than the network's useful receptive field. */
export const TILE_MARGIN = 12;
/** Tile core (low-resolution pixels) per native scale, so a tile's activations stay near 300 MB. */
const TILE_CORE: Record<NativeScale, number> = { 2: 192, 3: 160, 4: 160, 8: 96 };

interface LoadedModel {
  session: ort.InferenceSession;
  inputName: string;
  outputName: string;
}

const models = new Map<string, Promise<LoadedModel>>();

/** Loads one model at one native scale (once per thread). True when this call loaded it. */
export async function loadUpscaler(model: SrModelName, scale: NativeScale): Promise<boolean> {
  const key = srModelId(model, scale);
  const existing = models.get(key);
  if (existing) {
    await existing;
    return false;
  }
  const loading = (async () => {
    const converted = convertLayersModel(path.join(packageRoot(SR_MODELS[model].package), 'models', `x${scale}`, 'model.json'));
    const session = await createSession(converted.onnx);
    return { session, inputName: converted.inputName, outputName: converted.outputName };
  })();
  models.set(key, loading);
  loading.catch(() => models.delete(key));
  await loading;
  return true;
}

/**
 * The native scale used for an outscale: the smallest one at least as large (the exact
 * size is then reached by shrinking a little, which keeps detail), or 8 above 8.
 */
export function nativeScaleFor(outscale: number): NativeScale {
  for (const scale of NATIVE_SCALES) if (scale >= outscale - 1e-9) return scale;
  return 8;
}

/** Output size for an outscale: exactly round(input × outscale) on each side. */
export function outputSize(width: number, height: number, outscale: number): { width: number; height: number } {
  return { width: Math.max(1, Math.round(width * outscale)), height: Math.max(1, Math.round(height * outscale)) };
}

export interface UpscaleOptions {
  /** Which network (default auto). */
  model?: SrModelChoice;
  /** Called after each tile with the fraction done (0..1). */
  onProgress?: (fraction: number) => void;
  /** Override the tile core size (tests use it to check tiling is seamless). */
  tileCore?: number;
  /** Rounds of back-projection onto the input after the network (default 2; 0 turns it off). */
  backProjection?: number;
}

/**
 * Runs the network at one native scale: returns RGB bytes (3 per pixel) of
 * (width·scale) × (height·scale). Alpha is ignored here.
 */
export async function upscaleNative(
  image: RgbaImage,
  scale: NativeScale,
  options: UpscaleOptions = {},
): Promise<{ rgb: Uint8Array; width: number; height: number; model: SrModelName }> {
  const model = pickModel(options.model ?? 'auto', image.width * image.height);
  await loadUpscaler(model, scale);
  const { session, inputName, outputName } = await models.get(srModelId(model, scale))!;
  // RDN models work in 0..255, RRDN in 0..1.
  const range = SR_MODELS[model].range;
  const toModel = range / 255;
  const fromModel = 255 / range;
  const { data, width, height } = image;
  const outWidth = width * scale;
  const outHeight = height * scale;
  const rgb = new Uint8Array(outWidth * outHeight * 3);
  const core = options.tileCore ?? TILE_CORE[scale];
  const tilesX = Math.ceil(width / core);
  const tilesY = Math.ceil(height / core);
  let done = 0;
  for (let ty = 0; ty < tilesY; ty++) {
    for (let tx = 0; tx < tilesX; tx++) {
      throwIfCancelled();
      // Core region [x0, x1) × [y0, y1), and the region fed to the network with its margin.
      const x0 = tx * core;
      const y0 = ty * core;
      const x1 = Math.min(width, x0 + core);
      const y1 = Math.min(height, y0 + core);
      const ix0 = Math.max(0, x0 - TILE_MARGIN);
      const iy0 = Math.max(0, y0 - TILE_MARGIN);
      const ix1 = Math.min(width, x1 + TILE_MARGIN);
      const iy1 = Math.min(height, y1 + TILE_MARGIN);
      const tw = ix1 - ix0;
      const th = iy1 - iy0;
      const plane = tw * th;
      const input = new Float32Array(3 * plane);
      for (let y = 0; y < th; y++) {
        for (let x = 0; x < tw; x++) {
          const source = ((iy0 + y) * width + ix0 + x) * 4;
          const target = y * tw + x;
          input[target] = data[source]! * toModel;
          input[target + plane] = data[source + 1]! * toModel;
          input[target + 2 * plane] = data[source + 2]! * toModel;
        }
      }
      const outputs = await session.run({ [inputName]: new ort.Tensor('float32', input, [1, 3, th, tw]) });
      const output = outputs[outputName]!;
      const values = output.data as Float32Array;
      const ow = tw * scale;
      const oplane = ow * th * scale;
      // Copy the core's output into place.
      const cx0 = (x0 - ix0) * scale;
      const cy0 = (y0 - iy0) * scale;
      const cw = (x1 - x0) * scale;
      const ch = (y1 - y0) * scale;
      for (let y = 0; y < ch; y++) {
        const row = (cy0 + y) * ow + cx0;
        let target = ((y0 * scale + y) * outWidth + x0 * scale) * 3;
        for (let x = 0; x < cw; x++, target += 3) {
          const i = row + x;
          rgb[target] = clampByte(values[i]! * fromModel);
          rgb[target + 1] = clampByte(values[i + oplane]! * fromModel);
          rgb[target + 2] = clampByte(values[i + 2 * oplane]! * fromModel);
        }
      }
      output.dispose?.();
      done++;
      options.onProgress?.(done / (tilesX * tilesY));
    }
  }
  return { rgb, width: outWidth, height: outHeight, model };
}

const clampByte = (value: number) => (value <= 0 ? 0 : value >= 255 ? 255 : Math.round(value));

function hasTransparency(data: Uint8Array): boolean {
  for (let i = 3; i < data.length; i += 4) if (data[i] !== 255) return true;
  return false;
}

/**
 * Upscales to exactly round(width × outscale) × round(height × outscale): the network at
 * nativeScaleFor(outscale), then a Lanczos-3 resample to the exact size. Alpha, when the
 * image has any, is resized with Lanczos-3 alone.
 */
export async function superResolve(image: RgbaImage, outscale: number, options: UpscaleOptions = {}): Promise<RgbaImage & { nativeScale: NativeScale; model: SrModelName }> {
  const scale = nativeScaleFor(outscale);
  const target = outputSize(image.width, image.height, outscale);
  const native = await upscaleNative(image, scale, options);
  const rounds = options.backProjection ?? 2;
  if (rounds > 0) {
    const lowRgb = new Uint8Array(image.width * image.height * 3);
    for (let i = 0; i < image.width * image.height; i++) lowRgb.set(image.data.subarray(i * 4, i * 4 + 3), i * 3);
    await backProject(native.rgb, native.width, native.height, lowRgb, image.width, image.height, rounds);
  }
  let rgbOut: Buffer | Uint8Array = native.rgb;
  if (native.width !== target.width || native.height !== target.height) {
    rgbOut = await sharp(native.rgb, { raw: { width: native.width, height: native.height, channels: 3 }, limitInputPixels: false })
      .resize(target.width, target.height, { fit: 'fill', kernel: 'lanczos3' })
      .raw()
      .toBuffer();
  }
  const data = new Uint8Array(target.width * target.height * 4);
  let alpha: Buffer | null = null;
  if (hasTransparency(image.data)) {
    const plane = Buffer.alloc(image.width * image.height);
    for (let i = 0; i < plane.length; i++) plane[i] = image.data[i * 4 + 3]!;
    alpha = await sharp(plane, { raw: { width: image.width, height: image.height, channels: 1 }, limitInputPixels: false })
      .resize(target.width, target.height, { fit: 'fill', kernel: 'lanczos3' })
      .raw()
      .toBuffer();
  }
  for (let i = 0, j = 0, k = 0; i < target.width * target.height; i++, j += 4, k += 3) {
    data[j] = rgbOut[k]!;
    data[j + 1] = rgbOut[k + 1]!;
    data[j + 2] = rgbOut[k + 2]!;
    data[j + 3] = alpha ? alpha[i]! : 255;
  }
  return { data, width: target.width, height: target.height, nativeScale: scale, model: native.model };
}
