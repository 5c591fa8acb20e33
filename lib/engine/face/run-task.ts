import { FACE_MODEL_IDS, faceModelsLoaded, loadFaceModels } from '../vision/faces';
import { OperationCancelled, setCancelFlag, throwIfCancelled } from '../vision/cancel';
import { isFaceInputError } from './errors';
import { ageWithModel } from './age-model';
import * as operations from './operations';
import type { FaceTask, FaceTaskResult } from './task';

/**
 * Runs one task in a worker thread. Bad input comes back as data ({ ok: false }) rather
 * than a thrown error, because errors lose their class crossing the thread boundary.
 */
export async function runFaceTask(task: FaceTask): Promise<FaceTaskResult> {
  setCancelFlag(task.cancel);
  const firstLoad = !faceModelsLoaded();
  const { loadedAt } = await loadFaceModels();
  try {
    // Models load once per thread; a request that went away meanwhile stops here.
    throwIfCancelled();
    const result =
      task.op === 'transform'
        ? await operations.transform(task.bytes, task.styleId, task.prompt, task.count)
        : task.op === 'age'
          ? task.installed
            ? await ageWithModel(task.bytes, task.age, task.installed)
            : await operations.age(task.bytes, task.age)
          : task.op === 'makeup'
            ? await operations.makeup(task.bytes, task.reference)
            : await operations.asset(task.bytes, task);
    return { ok: true, output: { ...result, modelsLoaded: firstLoad ? { ids: [...FACE_MODEL_IDS], at: loadedAt.toISOString() } : null } };
  } catch (error) {
    if (error instanceof OperationCancelled) return { ok: false, error: { field: 'request', message: 'cancelled by the client' } };
    if (isFaceInputError(error)) return { ok: false, error: { field: error.field, message: error.message } };
    throw error;
  } finally {
    setCancelFlag(undefined);
  }
}
