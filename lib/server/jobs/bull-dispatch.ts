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

/** How long closing the queue may wait on Redis before its connections are dropped (then 1 s more). */
const QUEUE_CLOSE_MS = 3_000;

/**
 * A queue command bounded in time. The queue waits for its first connection before any
 * command (Redis down at start-up): without a bound, the request that asked would wait with it.
 */
async function answered<T>(command: () => Promise<T>, withinMs = QUEUE_ANSWER_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not answer within ${withinMs / 1000} s`)), withinMs);
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
    // Closing says goodbye to Redis, which waits for Redis: with Redis away, a stopping process
    // waited forever. Past the bound its connections are dropped instead.
    close: async () => {
      try {
        await answered(async () => {
          await worker?.close();
          await queue.close();
        }, QUEUE_CLOSE_MS);
      } catch (error) {
        log.warn({ err: error }, 'job queue did not close (Redis away?); dropping its connections');
        // Dropping waits for the connections' end, which may not come either: not long.
        await answered(() => Promise.allSettled([worker?.disconnect(), queue.disconnect()]), 1_000).catch(() => {});
      }
    },
  };
}
