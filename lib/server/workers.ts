import 'server-only';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Piscina from 'piscina';

/**
 * A pool of worker threads running one engine module, so model inference and rendering
 * never block the event loop. Workers load the TypeScript source through tsx, from the
 * project folder, which keeps engine code out of the Next.js bundle (native addons and
 * model files stay where Node expects them).
 *
 * `file` is relative to the project root, e.g. 'lib/engine/image/worker.ts'; the module's
 * default export (or the `name` export given to run()) is the task function.
 */
export function workerPool(file: string, options: { maxThreads?: number; idleTimeoutMs?: number } = {}): Piscina {
  return new Piscina({
    filename: pathToFileURL(path.join(process.cwd(), file)).href,
    execArgv: ['--import', 'tsx'],
    minThreads: 0,
    maxThreads: options.maxThreads ?? Math.max(1, os.availableParallelism() - 1),
    // Keep a warm worker for a while: loading a model costs far more than an idle thread.
    idleTimeout: options.idleTimeoutMs ?? 5 * 60_000,
  });
}
