import os from 'node:os';
import path from 'node:path';
import * as ort from 'onnxruntime-node';
import { projectRequire } from '../packages';

/**
 * ONNX Runtime sessions for the engines' models (image, segmentation, voices). One session per model per thread, created on
 * first use and kept: creating one costs far more than running it.
 */


/**
 * The folder of an installed package. Model packages often export only their code, not
 * package.json, so we resolve the entry point and walk up to the folder named after it.
 */
export function packageRoot(name: string): string {
  let dir = path.dirname(projectRequire.resolve(name));
  const tail = path.join('node_modules', ...name.split('/'));
  while (!dir.endsWith(tail)) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`cannot find the folder of package ${name}`);
    dir = parent;
  }
  return dir;
}

/** A session from the model's bytes, or from its path (installed models: ONNX Runtime reads the file itself, no second copy in JS). */
export async function createSession(model: Uint8Array | string): Promise<ort.InferenceSession> {
  const options: ort.InferenceSession.SessionOptions = {
    // The machine's cores; the worker pool runs one heavy task per thread anyway.
    intraOpNumThreads: Math.max(1, os.availableParallelism()),
    interOpNumThreads: 1,
    graphOptimizationLevel: 'all',
    executionMode: 'sequential',
    // Without the arena, big activation buffers (ISNet at 1024² holds several of 256 MB) go
    // back to the system after each run instead of staying reserved by an idle worker.
    enableCpuMemArena: false,
    // No busy-waiting between kernels: the CPU is shared with the web server's own thread,
    // which must keep answering other requests while a model runs.
    extra: { session: { intra_op: { allow_spinning: '0' }, inter_op: { allow_spinning: '0' } } },
  };
  return typeof model === 'string' ? ort.InferenceSession.create(model, options) : ort.InferenceSession.create(model, options);
}

export { ort };
