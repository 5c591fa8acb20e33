import { OperationCancelled, setCancelFlag } from '../vision/cancel';
import { inputErrorOf } from './errors';
import { runColorize } from './ops/colorize';
import { runColorizeWithModel } from './ops/colorize-model';
import { restoreFacesWithModel } from './ops/restore-faces-model';
import { runSuperresWithModel } from './ops/superres-model';
import { runRembg } from './ops/rembg';
import { runSuperres } from './ops/superres';
import { runUnblur } from './ops/unblur';
import type { ImageTask, ImageTaskResult, OperationOutput } from './task';

function dispatch(task: ImageTask): Promise<OperationOutput> {
  switch (task.op) {
    case 'superres':
      return task.installed ? runSuperresWithModel(task.bytes, task.outscale, task.installed) : runSuperres(task.bytes, task.outscale, task.model);
    case 'rembg':
      return runRembg(task.bytes, task.output, task.backgroundColor);
    case 'unblur':
      return runUnblur(task.bytes, task.pipeline);
    case 'colorize':
      return task.model ? runColorizeWithModel(task.bytes, task.model) : runColorize(task.bytes);
  }
}

/**
 * Runs one image operation. Input problems and cancellation come back as data
 * ({ ok: false }) rather than as a thrown error, because a custom error class does not
 * survive the trip between threads; anything else is a bug and is thrown (a 500).
 */
export async function runImageTask(task: ImageTask): Promise<ImageTaskResult> {
  setCancelFlag(task.cancel);
  try {
    const output = await dispatch({ ...task, bytes: toUint8(task.bytes) });
    const restore = 'restoreFaces' in task ? task.restoreFaces : undefined;
    return { ok: true, output: restore ? await restoreFacesWithModel(output, restore) : output };
  } catch (error) {
    if (error instanceof OperationCancelled) return { ok: false, cancelled: true, error: { field: 'request', message: 'cancelled by the client' } };
    const input = inputErrorOf(error);
    if (input) return { ok: false, error: input };
    throw error;
  } finally {
    setCancelFlag(undefined);
  }
}

// Structured clone turns a Buffer into a plain Uint8Array; accept either.
const toUint8 = (bytes: Uint8Array) => (bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes as ArrayBufferLike));
