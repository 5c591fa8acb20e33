import 'server-only';
import { randomUUID } from 'node:crypto';
import type { JobDefinition, JobState } from './index';

// PLACEHOLDER until the platform layer lands: in-memory, not durable.
const definitions = new Map<string, JobDefinition<unknown, unknown>>();
const jobs = new Map<string, JobState>();

export function defineJob<P, R>(kind: string, definition: JobDefinition<P, R>): void {
  definitions.set(kind, definition as JobDefinition<unknown, unknown>);
}

export async function enqueueJob<P>(kind: string, payload: P, options: { id?: string } = {}): Promise<string> {
  const definition = definitions.get(kind);
  if (!definition) throw new Error(`no job kind ${kind}`);
  const id = options.id ?? randomUUID();
  const now = new Date().toISOString();
  const state: JobState = { id, kind, status: 'queued', payload, progress: null, result: null, error: null, attempts: 0, createdAt: now, updatedAt: now };
  jobs.set(id, state);
  queueMicrotask(async () => {
    state.status = 'running';
    state.attempts += 1;
    try {
      state.result = await definition.handler(payload, {
        id,
        signal: new AbortController().signal,
        progress: async (value) => {
          state.progress = value;
          state.updatedAt = new Date().toISOString();
        },
      });
      state.status = 'complete';
    } catch (error) {
      state.status = 'error';
      state.error = error instanceof Error ? error.message : String(error);
    }
    state.updatedAt = new Date().toISOString();
  });
  return id;
}

export async function getJob(id: string): Promise<JobState | null> {
  return jobs.get(id) ?? null;
}
