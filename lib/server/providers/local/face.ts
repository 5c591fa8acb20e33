import 'server-only';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type Piscina from 'piscina';
import { FACE_AGES, FACE_EXPRESSIONS, FACE_STYLE_IDS, FACE_STYLES, MAKEUP_REFERENCES, type FaceStyleId } from '@/lib/contract/face';
import type { FaceOutput, FaceTask, FaceTaskResult } from '@/lib/engine/face/task';
import type { CallContext } from '../../context';
import { env } from '../../env';
import { ApiError } from '../../errors';
import { fetchMedia } from '../../fetch/media';
import { absoluteFileUrl, putFile } from '../../files';
import { recordModelLoad } from '../../loaded-models';
import { runInPool, workerPool } from '../../workers';
import type { CapabilityProvider } from '../types';
import { installedOnnxModel } from '../../models';

/**
 * The local face studio. Each operation reads its images through fetchMedia (the app's own
 * files, data: URLs, or the safe fetcher), runs the engine in a worker thread
 * (lib/engine/face/worker.ts), stores the results and answers their absolute URLs.
 * Catalogue values the engine does not know, and pictures without a face, are 400s.
 */

let pool: Piscina | null = null;
function facePool(): Piscina {
  const threads = env().FACE_WORKERS;
  pool ??= workerPool('lib/engine/face/worker.ts', { ...(threads > 0 ? { maxThreads: threads } : {}), maxQueue: env().ENGINE_QUEUE_LIMIT });
  return pool;
}

type TaskWithoutBytes = FaceTask extends infer T ? (T extends FaceTask ? Omit<T, 'bytes'> : never) : never;

async function runTask(task: TaskWithoutBytes, bytes: Uint8Array, ctx: CallContext): Promise<FaceOutput> {
  const result = await runInPool<FaceTaskResult>(facePool(), { ...task, bytes } as FaceTask, {
    signal: ctx.signal,
    timeoutMs: env().ENGINE_TIMEOUT_MS,
    what: `the face ${task.op}`,
    log: ctx.log,
  });
  if (!result.ok) throw new ApiError('invalid_input', `${result.error.field}: ${result.error.message}`);
  const loaded = result.output.modelsLoaded;
  if (loaded) for (const id of loaded.ids) recordModelLoad('models', id, new Date(loaded.at));
  return result.output;
}

async function readImage(url: string, field: string, ctx: CallContext): Promise<Uint8Array> {
  const media = await fetchMedia(url, { field, signal: ctx.signal });
  return new Uint8Array(media.bytes.buffer, media.bytes.byteOffset, media.bytes.byteLength);
}

async function storeAll(output: FaceOutput, ctx: CallContext): Promise<string[]> {
  const files = await Promise.all(output.images.map((image) => putFile(image.bytes, { contentType: image.contentType, name: image.name, kind: 'result' })));
  return files.map((file) => absoluteFileUrl(ctx.origin, file));
}

const seconds = (started: number) => Math.round(performance.now() - started) / 1000;

// Bundled pictures (public/face/...) copied into the file store once per process, so they
// can be given back as reference_image or init_image: the store answers them without a
// network call, where an http URL to this server would be refused as a loopback address.
const storedAssets = new Map<string, Promise<string>>();
function storedAsset(relative: string): Promise<string> {
  let url = storedAssets.get(relative);
  if (!url) {
    url = (async () => {
      const bytes = await fs.readFile(path.join(process.cwd(), 'public', relative));
      return (await putFile(bytes, { contentType: 'image/jpeg', name: path.basename(relative), kind: 'result' })).url;
    })();
    url.catch(() => storedAssets.delete(relative));
    storedAssets.set(relative, url);
  }
  return url;
}

function styleIdOf(value: string): FaceStyleId {
  if ((FACE_STYLE_IDS as readonly string[]).includes(value)) return value as FaceStyleId;
  throw new ApiError('invalid_input', `style_id: must be one of ${FACE_STYLE_IDS.join(', ')}`);
}

function ageOf(value: string): number {
  const trimmed = value.trim();
  if ((FACE_AGES as readonly string[]).includes(trimmed)) return Number(trimmed);
  throw new ApiError('invalid_input', `age: must be one of ${FACE_AGES.join(', ')}`);
}

export const face: CapabilityProvider<'face'> = {
  async styles(_input, ctx) {
    const references = await Promise.all(MAKEUP_REFERENCES.map(async (ref) => ({ ...ref, url: `${ctx.origin}${await storedAsset(`face/makeup/${ref.id}.jpg`)}` })));
    return {
      transform: [...FACE_STYLE_IDS],
      expression: [...FACE_EXPRESSIONS],
      age: [...FACE_AGES],
      makeup_reference: references.map((ref) => ref.url),
      styles: FACE_STYLES.map((style) => ({ ...style, preview: `${ctx.origin}/face/styles/${style.id}.jpg` })),
      makeup_references: references,
      sample_image: `${ctx.origin}${await storedAsset('face/sample.jpg')}`,
    };
  },

  async transform(input, ctx) {
    const styleId = styleIdOf(input.style_id);
    const started = performance.now();
    const bytes = await readImage(input.init_image, 'init_image', ctx);
    const output = await runTask({ op: 'transform', styleId, prompt: input.prompt, count: input.num_image }, bytes, ctx);
    return {
      style_id: styleId,
      engine: 'built-in',
      images: await storeAll(output, ctx),
      faces: output.faces,
      prompt_words: output.meta.prompt_words as string[],
      backend_processing_time: seconds(started),
    };
  },

  async age(input, ctx) {
    const target = ageOf(input.age);
    const started = performance.now();
    const bytes = await readImage(input.init_image, 'init_image', ctx);
    // An installed StyleGANEX age model answers when there is one; the built-in engine otherwise.
    const installed = await installedOnnxModel('face', 'age', env().FACE_AGE_MODEL);
    const use = installed?.architecture === 'styleganex_age' ? { installed: { id: installed.id, path: installed.path, residency: installed.residency } } : {};
    const output = await runTask({ op: 'age', age: target, ...use }, bytes, ctx);
    return {
      engine: (output.meta.engine as string | undefined) ?? 'built-in',
      age: String(target),
      images: await storeAll(output, ctx),
      faces: output.faces,
      estimated_age_before: output.meta.estimated_age_before as number[],
      estimated_age_after: output.meta.estimated_age_after as Array<number | null>,
      backend_processing_time: seconds(started),
    };
  },

  async makeup(input, ctx) {
    const started = performance.now();
    const [bytes, reference] = await Promise.all([readImage(input.init_image, 'init_image', ctx), readImage(input.reference_image, 'reference_image', ctx)]);
    const output = await runTask({ op: 'makeup', reference }, bytes, ctx);
    return {
      reference_image: input.reference_image,
      engine: 'built-in',
      images: await storeAll(output, ctx),
      faces: output.faces,
      backend_processing_time: seconds(started),
    };
  },
};
