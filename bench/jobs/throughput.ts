/**
 * Durable jobs: how many trivial jobs per second go enqueue → run → complete (a burst of
 * COUNT), and the enqueue-to-start latency of one job on an idle worker (30 in a row), for the in-process worker (SQLite) and for BullMQ on the local
 * Redis (worker in this same process, so only the dispatch differs). Peer: a bare BullMQ
 * queue and worker with no store behind them, the floor our bookkeeping adds to.
 *
 *   LOG_LEVEL=silent npx tsx --conditions=react-server bench/jobs/throughput.ts [jobs=300]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Queue, QueueEvents, Worker } from 'bullmq';
import { resetEnvForTests } from '@/lib/server/env';
import { defineJob, enqueueJob, getJob, startJobRuntime, stopJobRuntime } from '@/lib/server/jobs';
import { closeDb } from '@/lib/server/store';

const COUNT = Number(process.argv[2] ?? 300);
const REDIS_URL = 'redis://127.0.0.1:6379';
const latencies: number[] = [];

defineJob<{ at: number }, number>('bench.noop', {
  resume: 'fail',
  handler: async ({ at }) => {
    latencies.push(Date.now() - at);
    return 1;
  },
});

async function ours(label: string, env: Record<string, string>) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'prism-bench-jobs-'));
  Object.assign(process.env, { DATA_DIR: dir, JOB_HEARTBEAT_MS: '1000', ...env });
  resetEnvForTests();
  latencies.length = 0;
  await startJobRuntime({ runJobs: true });
  const started = performance.now();
  const ids: string[] = [];
  for (let i = 0; i < COUNT; i += 1) ids.push(await enqueueJob('bench.noop', { at: Date.now() }));
  for (const id of ids) while ((await getJob(id))?.status !== 'complete') await new Promise((r) => setTimeout(r, 5));
  const seconds = (performance.now() - started) / 1000;
  latencies.length = 0;
  for (let i = 0; i < 30; i += 1) {
    const id = await enqueueJob('bench.noop', { at: Date.now() });
    while ((await getJob(id))?.status !== 'complete') await new Promise((r) => setTimeout(r, 2));
  }
  report(label, seconds);
  await stopJobRuntime();
  await closeDb();
  rmSync(dir, { recursive: true, force: true });
}

async function bareBullmq() {
  const name = `prism-bench-${process.pid}`;
  const queue = new Queue(name, { connection: { url: REDIS_URL } });
  const events = new QueueEvents(name, { connection: { url: REDIS_URL } });
  await events.waitUntilReady();
  latencies.length = 0;
  let done = 0;
  let finish: () => void = () => {};
  const all = new Promise<void>((resolve) => (finish = resolve));
  const worker = new Worker(
    name,
    async (job) => {
      latencies.push(Date.now() - job.data.at);
      if (++done === COUNT) finish();
      return 1;
    },
    { connection: { url: REDIS_URL }, concurrency: 1 },
  );
  const started = performance.now();
  for (let i = 0; i < COUNT; i += 1) await queue.add('noop', { at: Date.now() }, { removeOnComplete: true });
  await all;
  const seconds = (performance.now() - started) / 1000;
  latencies.length = 0;
  for (let i = 0; i < 30; i += 1) {
    // Kept until the end (obliterated), so waitUntilFinished can still find it.
    const job = await queue.add('noop', { at: Date.now() });
    await job.waitUntilFinished(events);
  }
  report('peer: bare BullMQ (no store)', seconds);
  await worker.close();
  await events.close();
  await queue.obliterate({ force: true });
  await queue.close();
}

function report(label: string, seconds: number) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const p = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  console.log(`${label.padEnd(34)} burst ${String(Math.round(COUNT / seconds)).padStart(5)} jobs/s   idle enqueue→start p50 ${p(0.5)} ms, p95 ${p(0.95)} ms`);
}

async function main() {
  console.log(`${COUNT} trivial jobs, enqueued one after another, concurrency 1`);
  await ours('in-process worker, SQLite', { JOB_CONCURRENCY: '1', REDIS_URL: '' });
  await ours('BullMQ dispatch + SQLite record', { JOB_CONCURRENCY: '1', REDIS_URL, JOB_QUEUE_NAME: `prism-bench-ours-${process.pid}` });
  await bareBullmq();
  const cleanup = new Queue(`prism-bench-ours-${process.pid}`, { connection: { url: REDIS_URL } });
  await cleanup.obliterate({ force: true });
  await cleanup.close();
  process.exit(0);
}

void main();
