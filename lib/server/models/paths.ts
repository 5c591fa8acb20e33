import 'server-only';
import path from 'node:path';
import { env } from '../env';

/**
 * Where the model manager keeps things, all under MODELS_DIR (default DATA_DIR/models):
 *   <id>/<file>             an installed model's files
 *   <id>/manifest.json      written last: a model is installed when its manifest exists
 *   .downloads/<id>/        partial downloads (<file>.part), the job id, a cancel marker
 *   catalog.d/*.json        catalogue entries added by the operator
 *   *.gguf                  files put here by hand, found as chat models
 * Ids are checked by the contract's pattern (no path characters) before they reach here.
 */
export function modelsDir(): string {
  const { MODELS_DIR, DATA_DIR } = env();
  return path.resolve(MODELS_DIR ?? path.join(DATA_DIR, 'models'));
}

export const modelFolder = (id: string) => path.join(modelsDir(), id);
export const manifestPath = (id: string) => path.join(modelFolder(id), 'manifest.json');
export const downloadsFolder = (id: string) => path.join(modelsDir(), '.downloads', id);
export const partPath = (id: string, file: string) => path.join(downloadsFolder(id), `${file}.part`);
export const jobRecordPath = (id: string) => path.join(downloadsFolder(id), 'job.json');
export const cancelMarkerPath = (id: string) => path.join(downloadsFolder(id), 'cancel');
export const catalogDropInDir = () => path.join(modelsDir(), 'catalog.d');
