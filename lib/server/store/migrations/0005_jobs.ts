import 'server-only';
import type { Kysely } from 'kysely';

/**
 * Durable jobs (lib/server/jobs). One row per job: its state, JSON payload/progress/result,
 * and the lease of the worker running it (renewed by a heartbeat; an expired lease means the
 * worker died or hung, and the row's resume policy decides: run again, or error).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('progress', 'text')
    .addColumn('result', 'text')
    .addColumn('error', 'text')
    .addColumn('resume', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (c) => c.notNull())
    .addColumn('timeout_ms', 'integer', (c) => c.notNull())
    .addColumn('lease_owner', 'text')
    .addColumn('lease_expires_at', 'text')
    .addColumn('run_after', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text')
    .addColumn('finished_at', 'text')
    .execute();
  await db.schema.createIndex('jobs_status_run_after').on('jobs').columns(['status', 'run_after']).execute();
  await db.schema.createIndex('jobs_status_lease').on('jobs').columns(['status', 'lease_expires_at']).execute();
  await db.schema.createIndex('jobs_finished_at').on('jobs').column('finished_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('jobs').execute();
}
