import 'server-only';
import type { Kysely, Selectable } from 'kysely';
import { db } from '../store';
import type { JobErrorKind, JobState, JobStatus } from './types';

/** The jobs table (migration 0005_jobs), typed here so the store's schema stays untouched. */
export interface JobsTable {
  id: string;
  kind: string;
  status: JobStatus;
  /** JSON. */
  payload: string;
  progress: string | null;
  result: string | null;
  error: string | null;
  /** How it ended in error (migration 0006): what code branches on, never the message. */
  error_kind: JobErrorKind | null;
  resume: 'restart' | 'fail';
  attempts: number;
  max_attempts: number;
  timeout_ms: number;
  /** host:pid:token of the worker running it, while it runs. */
  lease_owner: string | null;
  lease_expires_at: string | null;
  run_after: string;
  created_at: string;
  updated_at: string;
  started_at: string | null;
  finished_at: string | null;
}
export type JobRow = Selectable<JobsTable>;

export async function jobsDb(): Promise<Kysely<{ jobs: JobsTable }>> {
  return (await db()).withTables<{ jobs: JobsTable }>() as unknown as Kysely<{ jobs: JobsTable }>;
}

const parse = (text: string | null): unknown => (text === null ? null : JSON.parse(text));

export function toState(row: JobRow): JobState {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    payload: parse(row.payload),
    progress: parse(row.progress),
    result: parse(row.result),
    error: row.error,
    errorKind: row.error_kind ?? (row.error === null ? null : 'failed'),
    attempts: row.attempts,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
  };
}

export const nowIso = (offsetMs = 0) => new Date(Date.now() + offsetMs).toISOString();
