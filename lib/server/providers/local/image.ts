import 'server-only';
import type Piscina from 'piscina';
import type { ImageTask, ImageTaskResult, InstalledFaceEnhancer, OperationOutput } from '@/lib/engine/image/task';
import { env } from '../../env';
import { ApiError } from '../../errors';
import { fetchMedia } from '../../fetch/media';
import { absoluteFileUrl, ownFileId, putFile, readStoredFile } from '../../files';
import { cancelJob, defineJob, enqueueJob, waitForJob, withdrawQueuedJob } from '../../jobs';
import { recordModelLoad } from '../../loaded-models';
import { log, type Logger } from '../../log';
import { SharedRuns } from '../../shared-run';
import { runInPool, workerPool } from '../../workers';
import { withSignal, type CallContext } from '../../context';
import type { CapabilityProvider } from '../types';
import { installedOnnxModel } from '../../models';

/**
 * The local image enhancer. Each operation: read init_image through fetchMedia (the app's
 * own files, data: URLs, or the safe fetcher), run the engine in a worker thread
 * (lib/engine/image/worker.ts) so the event loop stays free during a long upscale, store
 * the result and answer its absolute URL. Input the engine cannot use becomes a 400.
 * With JOB_RUN_IN_APP=false a worker process does the work (see onWorker).
 */

let pool: Piscina | null = null;
function imagePool(): Piscina {
  pool ??= workerPool('lib/engine/image/worker.ts', { maxThreads: env().IMAGE_WORKERS, maxQueue: env().ENGINE_QUEUE_LIMIT });
  return pool;
}

type TaskWithoutBytes = ImageTask extends infer T ? (T extends ImageTask ? Omit<T, 'bytes'> : never) : never;
type Done = Omit<OperationOutput, 'bytes'> & { fileUrl: string };
type Outcome = { ok: true; done: Done } | { ok: false; error: { field: string; message: string } };

/** Runs one operation on bytes in the worker pool and stores the result. Used in the request, or by a job on a worker. */
async function operate(task: TaskWithoutBytes, bytes: Uint8Array, signal: AbortSignal, log: Logger): Promise<Outcome> {
  // The one pool runner: a caller that goes away (or a job stopped) raises the shared flag
  // the engine checks between tiles and stages; a dead worker is job_failed.
  const result = await runInPool<ImageTaskResult>(imagePool(), { ...task, bytes } as ImageTask, {
    signal,
    timeoutMs: env().ENGINE_TIMEOUT_MS,
    what: `the ${task.op} operation`,
    log,
  });
  if (!result.ok) return { ok: false, error: result.error };
  const { bytes: _bytes, ...output } = result.output;
  for (const id of output.modelsLoaded) recordModelLoad('models', id);
  const file = await putFile(result.output.bytes, { contentType: output.contentType, name: output.name, kind: 'result' });
  return { ok: true, done: { ...output, fileUrl: file.url } };
}

/**
 * With JOB_RUN_IN_APP=false the app does no image work itself: the operation becomes a job
 * that a worker (`npm run worker`, any machine sharing the store and the file store) runs,
 * and the request waits for it. The input travels as a stored file, the result comes back as one.
 */
const IMAGE_JOB = 'image.operation';
defineJob<{ task: TaskWithoutBytes; input: string }, Outcome>(IMAGE_JOB, {
  resume: 'restart',
  handler: async ({ task, input }, job) => {
    const stored = await readStoredFile(input);
    if (!stored) return { ok: false, error: { field: 'init_image', message: 'the stored input is no longer there' } };
    return operate(task, new Uint8Array(stored.bytes.buffer, stored.bytes.byteOffset, stored.bytes.byteLength), job.signal, log);
  },
});

async function onWorker(task: TaskWithoutBytes, initImage: string, bytes: Buffer, ctx: CallContext): Promise<Outcome> {
  const input = ownFileId(initImage) ?? (await putFile(bytes, { contentType: 'application/octet-stream', kind: 'upload' })).id;
  const id = await enqueueJob(IMAGE_JOB, { task, input });
  // Waiting for a worker to take the job is bounded by the engine's time-out, or a request
  // would wait forever while no worker runs; once one runs it, that time-out on the worker
  // ends it. A job nobody took is withdrawn, so it does not run later for nobody.
  const waitMs = env().ENGINE_TIMEOUT_MS;
  let state = await waitForJob(id, { signal: AbortSignal.any([ctx.signal, AbortSignal.timeout(waitMs)]) });
  if (state.status === 'queued') {
    const left = ctx.signal.aborted;
    const withdrawn = await withdrawQueuedJob(id, left ? 'Withdrawn: the caller left before a worker took the job.' : `Withdrawn: no worker took the job within ${waitMs / 1000} s.`);
    // Withdrawn for a caller who left, it ends below as cancelled; not withdrawn, a worker took it meanwhile.
    if (withdrawn && !left) {
      throw new ApiError('unavailable', `No worker took the image job within ${waitMs / 1000} s: with JOB_RUN_IN_APP=false, \`npm run worker\` runs them (are the workers up, or all busy?). Try again shortly.`, {
        'Retry-After': '30',
      });
    }
  }
  if (state.status !== 'complete' && state.status !== 'error' && !ctx.signal.aborted) state = await waitForJob(id, { signal: ctx.signal });
  if (state.status === 'complete') return state.result as Outcome;
  if (state.status === 'error') throw new ApiError('job_failed', `The image job failed: ${state.error ?? 'no reason was recorded'}`);
  // Nobody would see its result: its worker stops instead of finishing it.
  await cancelJob(id, 'Cancelled: the caller left before the image job finished.');
  throw new ApiError('job_failed', 'The request was cancelled before the image job finished.');
}

/**
 * Operations running now, by input file and task: the same photo sent again with the same
 * settings while it is being worked on (a double click, a second tab, two API clients) waits
 * for that run instead of starting another. Files are named by their content, so
 * the studio's own file URL names the bytes; a data: URL or a remote one runs on its own.
 */
const running = new SharedRuns<Outcome>();

async function run(task: TaskWithoutBytes, initImage: string, ctx: CallContext): Promise<{ output: Done; url: string; seconds: () => number }> {
  const started = performance.now();
  // Read by each caller: the read is cheap, and each caller's own checks stay its own.
  const media = await fetchMedia(initImage, { field: 'init_image', signal: ctx.signal });
  const bytes = new Uint8Array(media.bytes.buffer, media.bytes.byteOffset, media.bytes.byteLength);
  const start = (signal: AbortSignal) =>
    env().JOB_RUN_IN_APP ? operate(task, bytes, signal, ctx.log) : onWorker(task, initImage, media.bytes, withSignal(ctx, signal));
  const fileId = ownFileId(initImage);
  const key = fileId && `${fileId} ${JSON.stringify(task)}`;
  if (key && running.has(key)) ctx.log.info({ op: task.op }, 'the same operation on the same file is running: waiting for its result');
  const outcome = key ? await running.run(key, start, ctx.signal) : await start(ctx.signal);
  if (!outcome.ok) throw new ApiError('invalid_input', `${outcome.error.field}: ${outcome.error.message}`);
  return { output: outcome.done, url: absoluteFileUrl(ctx.origin, { url: outcome.done.fileUrl }), seconds: () => Math.round(performance.now() - started) / 1000 };
}

/** The installed face restoration model (GFPGAN or CodeFormer), or null: IMAGE_FACE_RESTORE_MODEL picks one or says builtin. */
async function installedFaceEnhancer(): Promise<InstalledFaceEnhancer | null> {
  const installed = await installedOnnxModel('image', 'face-restore', env().IMAGE_FACE_RESTORE_MODEL);
  if (installed?.architecture !== 'gfpgan' && installed?.architecture !== 'codeformer') return null;
  return { id: installed.id, path: installed.path, architecture: installed.architecture, residency: installed.residency };
}

/** Which engine answered, for the result: an installed model names itself in its output. */
const engineOf = (output: { meta: Record<string, unknown> }) => (typeof output.meta.engine === 'string' ? output.meta.engine : 'built-in');

export const image: CapabilityProvider<'image'> = {
  async gfp_superres(input, ctx) {
    // An installed Real-ESRGAN answers when there is one; the built-in ESRGAN networks otherwise.
    const installed = await installedOnnxModel('image', 'superres', env().IMAGE_SR_INSTALLED_MODEL);
    const use = installed?.architecture === 'real_esrgan' ? { installed: { id: installed.id, path: installed.path, residency: installed.residency } } : {};
    const restoreFaces = await installedFaceEnhancer();
    const { output, url, seconds } = await run({ op: 'superres', outscale: input.outscale, model: env().IMAGE_SR_MODEL, ...use, ...(restoreFaces ? { restoreFaces } : {}) }, input.init_image, ctx);
    return { images: [url], width: output.width, height: output.height, model: output.meta.model as string, engine: engineOf(output), backend_processing_time: seconds() };
  },

  async rembg(input, ctx) {
    const { output, url, seconds } = await run({ op: 'rembg', output: input.output, backgroundColor: input.background_color }, input.init_image, ctx);
    return { images: [url], output: input.output, engine: engineOf(output), backend_processing_time: seconds() };
  },

  async unblur(input, ctx) {
    const { bokeh, color_enhance, background_enhance, face_lifting, face_enhance } = input.pipeline;
    const pipeline = { bokeh, color_enhance, background_enhance, face_lifting, face_enhance };
    // An installed GFPGAN or CodeFormer restores the faces after the built-in stages.
    const restoreFaces = await installedFaceEnhancer();
    const { output, url, seconds } = await run({ op: 'unblur', pipeline, ...(restoreFaces ? { restoreFaces } : {}) }, input.init_image, ctx);
    return {
      images: [url],
      // The applied options, defaults filled in (unknown extra keys are accepted but do nothing).
      pipeline,
      width: output.width,
      height: output.height,
      faces: output.meta.faces as number,
      engine: engineOf(output),
      backend_processing_time: seconds(),
    };
  },

  async colorize(input, ctx) {
    // An installed DDColor or DeOldify answers when there is one; the built-in engine otherwise.
    const installed = await installedOnnxModel('image', 'colorize', env().IMAGE_COLORIZE_MODEL);
    const model = installed && (installed.architecture === 'ddcolor' || installed.architecture === 'deoldify') ? { id: installed.id, type: installed.architecture, path: installed.path, residency: installed.residency } : undefined;
    const { output, url, seconds } = await run({ op: 'colorize', ...(model ? { model } : {}) }, input.init_image, ctx);
    const meta = output.meta as { converted_to_greyscale: boolean; note: string; regions?: { faces: number; sky: number; vegetation: number } };
    return {
      images: [url],
      converted_to_greyscale: meta.converted_to_greyscale,
      note: meta.note,
      regions: meta.regions,
      engine: engineOf(output),
      backend_processing_time: seconds(),
    };
  },
};
