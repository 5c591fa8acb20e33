import 'server-only';
import { Queue, Worker } from 'bullmq';
import { env } from '../env';
import { log } from '../log';
import { runById } from './execute';
import type { Dispatch } from './state';

/**
 * Dispatch through BullMQ (REDIS_URL): each job row is announced as a BullMQ job carrying
 * its id, so any process with a worker (the app unless JOB_RUN_IN_APP=false, and every
 * `npm run worker`) can run it. The row in the store stays the record of state, progress and
 * result; BullMQ only delivers, and redelivers the id when a worker stalls (whereupon the
 * row's lease and resume policy decide).
 */
export function bullDispatch(options: { runJobs: boolean }): Dispatch {
  const config = env();
  const connection = { url: config.REDIS_URL! };
  const queue = new Queue(config.JOB_QUEUE_NAME, {
    connection,
    defaultJobOptions: { removeOnComplete: true, removeOnFail: 1_000, attempts: 1 },
  });
  queue.on('error', (error) => log.warn({ err: error }, 'job queue (Redis) error'));

  const worker = options.runJobs
    ? new Worker<{ id: string }>(config.JOB_QUEUE_NAME, async (job) => runById(job.data.id), {
        connection,
        concurrency: config.JOB_CONCURRENCY,
        // Several redeliveries of a stalled id are fine: the row decides whether it runs.
        maxStalledCount: config.JOB_MAX_ATTEMPTS,
      })
    : null;
  worker?.on('error', (error) => log.warn({ err: error }, 'job worker (Redis) error'));

  return {
    announce: async ({ id, kind, attempts, delayMs }) => {
      // One BullMQ id per start, so a requeued job is not swallowed as a duplicate.
      await queue.add(kind, { id }, { jobId: `${id.replace(/:/g, '_')}-a${attempts}`, delay: delayMs });
    },
    close: async () => {
      await worker?.close();
      await queue.close();
    },
  };
}
