import type { SessionModel } from './image-model';

/**
 * The runner of an installed model, per kind of work, kept in this worker thread: its session
 * is created on the first picture and kept (creating it costs far more than a run). Another
 * file for the same kind (another model chosen, a reinstall) replaces it and frees the old
 * session, so one model of each kind is resident per thread.
 */
const held = new Map<string, { path: string; runner: SessionModel }>();

export function heldRunner<R extends SessionModel>(kind: string, path: string, make: () => R): R {
  const current = held.get(kind);
  if (current?.path === path) return current.runner as R;
  if (current) void current.runner.unload();
  const runner = make();
  held.set(kind, { path, runner });
  return runner;
}
