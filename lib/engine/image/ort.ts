import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import * as ort from 'onnxruntime-node';

/**
 * ONNX Runtime sessions for the image models. One session per model per thread, created on
 * first use and kept: creating one costs far more than running it.
 */

/** Resolves packages from the project folder, the same under vitest, tsx workers and Node. */
export const projectRequire = createRequire(path.join(process.cwd(), 'package.json'));

export async function createSession(model: Uint8Array): Promise<ort.InferenceSession> {
  return ort.InferenceSession.create(model, {
    // The machine's cores; the worker pool runs one heavy task per thread anyway.
    intraOpNumThreads: Math.max(1, os.availableParallelism()),
    interOpNumThreads: 1,
    graphOptimizationLevel: 'all',
    executionMode: 'sequential',
  });
}

export { ort };
