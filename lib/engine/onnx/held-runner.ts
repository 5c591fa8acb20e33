import { ResidentModels } from './resident-models';

/**
 * How long and in how much memory a held model may stay: its estimated size (the catalogue's
 * memoryMB), the thread's limit for all its models together (MODELS_MAX_RESIDENT_MB) and the
 * time without a run after which it is unloaded (MODELS_IDLE_MS). The server fills it in from
 * its configuration; the engine only takes the numbers.
 */
export interface Residency {
  memoryMb: number;
  limitMb: number;
  idleMs: number;
}

/** What a held runner must offer: a way to give its memory back. */
export interface Unloadable {
  unload(): Promise<void>;
}

interface Held {
  path: string;
  runner: Unloadable;
  idle?: ReturnType<typeof setTimeout>;
}

/**
 * The runner of an installed model, per kind of work, kept in this worker thread: its session
 * is created on the first picture and kept (creating it costs far more than a run). Another
 * file for the same kind (another model chosen, a reinstall) replaces it and frees the old
 * session, so one model of each kind is resident per thread. With a Residency, the models of
 * all kinds together stay under its limit (least recently used out first, one over the limit
 * on its own refused with ModelTooLargeError), and each is unloaded after its idle time.
 */
const held = new Map<string, Held>();
const residents = new ResidentModels(Number.POSITIVE_INFINITY);

export function heldRunner<R extends Unloadable>(kind: string, path: string, make: () => R, residency?: Residency): R {
  if (residency) {
    residents.limitMb = residency.limitMb;
    const evicted = residents.admitNow({ id: path, kind, memoryMb: residency.memoryMb, unload: async () => release(kind, path) });
    for (const resident of evicted) void resident.unload();
  }
  let current = held.get(kind);
  if (current?.path !== path) {
    if (current) release(kind, current.path);
    current = { path, runner: make() };
    held.set(kind, current);
  }
  if (residency) {
    clearTimeout(current.idle);
    current.idle = setTimeout(() => {
      residents.forget(path);
      release(kind, path);
    }, residency.idleMs);
    current.idle.unref();
  }
  return current.runner as R;
}

/** Frees the session of `kind` if it still reads `path` (a newer model may have replaced it). */
function release(kind: string, path: string): void {
  const current = held.get(kind);
  if (current?.path !== path) return;
  held.delete(kind);
  clearTimeout(current.idle);
  void current.runner.unload();
}

/** What this thread holds now, for tests: kind → model file. */
export function heldModels(): Record<string, string> {
  return Object.fromEntries([...held].map(([kind, { path }]) => [kind, path]));
}
