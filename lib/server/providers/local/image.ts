import 'server-only';
import type Piscina from 'piscina';
import { createCancelFlag } from '@/lib/engine/vision/cancel';
import type { ImageTask, ImageTaskResult, OperationOutput } from '@/lib/engine/image/task';
import { env } from '../../env';
import { ApiError } from '../../errors';
import { fetchMedia } from '../../fetch/media';
import { absoluteFileUrl, putFile } from '../../files';
import { recordModelLoad } from '../../loaded-models';
import { workerPool } from '../../workers';
import type { CallContext } from '../../context';
import type { CapabilityProvider } from '../types';

/**
 * The local image enhancer. Each operation: read init_image through fetchMedia (the app's
 * own files, data: URLs, or the safe fetcher), run the engine in a worker thread
 * (lib/engine/image/worker.ts) so the event loop stays free during a long upscale, store
 * the result and answer its absolute URL. Input the engine cannot use becomes a 400.
 */

let pool: Piscina | null = null;
function imagePool(): Piscina {
  pool ??= workerPool('lib/engine/image/worker.ts', { maxThreads: env().IMAGE_WORKERS });
  return pool;
}

type TaskWithoutBytes = ImageTask extends infer T ? (T extends ImageTask ? Omit<T, 'bytes'> : never) : never;

async function run(task: TaskWithoutBytes, initImage: string, ctx: CallContext): Promise<{ output: OperationOutput; url: string; seconds: () => number }> {
  const started = performance.now();
  const media = await fetchMedia(initImage, { field: 'init_image', signal: ctx.signal });
  const bytes = new Uint8Array(media.bytes.buffer, media.bytes.byteOffset, media.bytes.byteLength);
  // A client that goes away stops the work through a shared flag the engine checks between
  // tiles and stages. The worker itself is never aborted: terminating a thread while ONNX
  // Runtime runs in it would take the whole server down.
  const { shared, cancel } = createCancelFlag();
  ctx.signal.addEventListener('abort', cancel, { once: true });
  let result: ImageTaskResult;
  try {
    result = (await imagePool().run({ ...task, bytes, cancel: shared } as ImageTask)) as ImageTaskResult;
  } finally {
    ctx.signal.removeEventListener('abort', cancel);
  }
  if (!result.ok) throw new ApiError('invalid_input', `${result.error.field}: ${result.error.message}`);
  const { output } = result;
  for (const id of output.modelsLoaded) recordModelLoad('models', id);
  const file = await putFile(output.bytes, { contentType: output.contentType, name: output.name, kind: 'result' });
  return { output, url: absoluteFileUrl(ctx.origin, file), seconds: () => Math.round(performance.now() - started) / 1000 };
}

export const image: CapabilityProvider<'image'> = {
  async gfp_superres(input, ctx) {
    const { output, url, seconds } = await run({ op: 'superres', outscale: input.outscale, model: env().IMAGE_SR_MODEL }, input.init_image, ctx);
    return { images: [url], width: output.width, height: output.height, model: output.meta.model as string, backend_processing_time: seconds() };
  },

  async rembg(input, ctx) {
    const { url, seconds } = await run({ op: 'rembg', output: input.output, backgroundColor: input.background_color }, input.init_image, ctx);
    return { images: [url], output: input.output, backend_processing_time: seconds() };
  },

  async unblur(input, ctx) {
    const { bokeh, color_enhance, background_enhance, face_lifting, face_enhance } = input.pipeline;
    const pipeline = { bokeh, color_enhance, background_enhance, face_lifting, face_enhance };
    const { output, url, seconds } = await run({ op: 'unblur', pipeline }, input.init_image, ctx);
    return {
      images: [url],
      // The applied options, defaults filled in (unknown extra keys are accepted but do nothing).
      pipeline,
      width: output.width,
      height: output.height,
      faces: output.meta.faces as number,
      backend_processing_time: seconds(),
    };
  },

  async colorize(input, ctx) {
    const { output, url, seconds } = await run({ op: 'colorize' }, input.init_image, ctx);
    const meta = output.meta as { converted_to_greyscale: boolean; note: string; regions: { faces: number; sky: number; vegetation: number } };
    return {
      images: [url],
      converted_to_greyscale: meta.converted_to_greyscale,
      note: meta.note,
      regions: meta.regions,
      backend_processing_time: seconds(),
    };
  },
};
