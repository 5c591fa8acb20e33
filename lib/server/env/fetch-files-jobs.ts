import 'server-only';
import { z } from 'zod';
import { MB, flag, wholeNumber } from './rules';

/**
 * Files, the safe URL fetcher and durable jobs (documented in .env.example).
 */
export const fetchFilesJobsEnv = {
  /**
   * Lifts the address rule of the safe fetcher (loopback, private, link-local ...). For
   * tests and local development only: on a server it lets any user read internal services.
   */
  ALLOW_PRIVATE_URLS: flag.default(false),
  /** Total time a user-given URL may take (every redirect and the body included). */
  FETCH_TIMEOUT_MS: wholeNumber(1_000, 300_000).default(20_000),
  /** Largest body the safe fetcher reads when a caller does not ask for less. */
  FETCH_MAX_BYTES: wholeNumber(1_024, 1_024 * MB).default(20 * MB),

  /** Largest file POST /api/uploads accepts. */
  UPLOAD_MAX_BYTES: wholeNumber(1_024, 1_024 * MB).default(25 * MB),
  /** Days a stored result (engine output) is kept after it was last written; 0 keeps it forever. */
  FILE_RETENTION_DAYS: wholeNumber(0, 36_500).default(0),
  /** Days an upload is kept; unset means the same as FILE_RETENTION_DAYS. 0 keeps it forever. */
  UPLOAD_RETENTION_DAYS: wholeNumber(0, 36_500).optional(),

  /** Jobs the in-process worker runs at once. */
  JOB_CONCURRENCY: wholeNumber(1, 64).default(1),
  /**
   * A running job renews its lease this often (ms); a job whose lease is 3 beats old belongs
   * to a dead or hung worker and is resumed or failed by its definition's policy.
   */
  JOB_HEARTBEAT_MS: wholeNumber(200, 600_000).default(10_000),
  /** Longest a job may run before it is stopped and marked error, unless its definition says otherwise. */
  JOB_TIMEOUT_MS: wholeNumber(1_000, 86_400_000).default(30 * 60_000),
  /** How many times a job is started in all before a crash leaves it in error. */
  JOB_MAX_ATTEMPTS: wholeNumber(1, 20).default(3),
  /**
   * Shared Redis (redis://127.0.0.1:6379). Set, jobs go through BullMQ so workers can run as
   * separate processes (npm run worker); rate limits use it too.
   */
  REDIS_URL: z.url({ error: 'must be a URL such as redis://127.0.0.1:6379' }).optional(),
  /**
   * Whether the app process runs jobs itself (true) or only queues them for separate
   * `npm run worker` processes (false; needs REDIS_URL or a shared store).
   */
  JOB_RUN_IN_APP: flag.default(true),
  /** Name of the BullMQ queue (lets two studios share one Redis). */
  JOB_QUEUE_NAME: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be 1 to 64 letters, digits, _ or -').default('prism-jobs'),
} satisfies Record<string, z.ZodType>;
