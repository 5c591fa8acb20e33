import 'server-only';
import { Queue, Worker } from 'bullmq';
import { env } from '../env';
import { log } from '../log';
import { runById } from './execute';
import { settleUndelivered } from './reaper';
import type { Dispatch } from './state';

/**
 * Dispatch through BullMQ (REDIS_URL): each job row is announced as a BullMQ job carrying
 * its id, so any process with a worker (the app unless JOB_RUN_IN_APP=false, and every
 * `npm run worker`) can run it. The row in the store stays the record of state, progress and
 * result; BullMQ only delivers, and redelivers the id when a worker stalls (whereupon the
 * row's lease and resume policy decide).
 */
/** Deliveries of one announcement before the queue gives up on it. */
const DELIVERY_ATTEMPTS = 3;

/** How long a request waits on Redis for the queue before it is told the queue is away. */
const QUEUE_ANSWER_MS = 3_000;

/**
 * A queue command bounded in time. The queue waits for its first connection before any
 * command (Redis down at start-up): without a bound, the request that asked would wait with it.
 */
async function answered<T>(command: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not answer within ${QUEUE_ANSWER_MS / 1000} s`)), QUEUE_ANSWER_MS);
  });
  try {
    return await Promise.race([command(), late]);
  } finally {
    clearTimeout(timer);
  }
}

export function bullDispatch(options: { runJobs: boolean }): Dispatch {
  const config = env();
  const connection = { url: config.REDIS_URL! };
  const queue = new Queue(config.JOB_QUEUE_NAME, {
    // Without the offline queue, a command while Redis is down fails at once instead of waiting
    // through ioredis' 20 reconnections, a second or more apart (see answered() for the rest).
    connection: { ...connection, enableOfflineQueue: false },
    // A delivery that throws (the store unreachable for a moment) is tried again; after the
    // last try the row is settled (see 'failed' below), never left queued.
    defaultJobOptions: { removeOnComplete: true, removeOnFail: 1_000, attempts: DELIVERY_ATTEMPTS, backoff: { type: 'exponential', delay: 1_000 } },
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
  worker?.on('failed', (job, error) => {
    if (!job || job.attemptsMade < (job.opts.attempts ?? 1)) return;
    void settleUndelivered(job.data.id, error.message).catch((failure: unknown) =>
      log.error({ err: failure, jobId: job.data.id }, 'could not settle a job the queue gave up on'),
    );
  });

  // One BullMQ id per start, so a requeued job is not swallowed as a duplicate.
  const deliveryId = (id: string, attempts: number) => `${id.replace(/:/g, '_')}-a${attempts}`;

  return {
    announce: ({ id, kind, attempts, delayMs }) =>
      answered(async () => {
        await queue.waitUntilReady();
        await queue.add(kind, { id }, { jobId: deliveryId(id, attempts), delay: delayMs });
      }),
    deliveryFailure: ({ id, attempts }) =>
      answered(async () => {
        await queue.waitUntilReady();
        const delivery = await queue.getJob(deliveryId(id, attempts));
        return delivery && (await delivery.isFailed()) ? delivery.failedReason || 'delivery failed' : null;
      }),
    close: async () => {
      await worker?.close();
      await queue.close();
    },
  };
}
