import 'server-only';
import { z } from 'zod';
import { CAPABILITIES, LOCAL_ONLY_CAPABILITIES } from '@/lib/contract';
import { dataPath, wholeNumber } from './rules';

const providerName = z.enum(['local', 'upstream'], { error: 'must be local or upstream' });
const localOnly = z.enum(['local'], { error: "must be local: this server answers it itself (the caller's account)" });

/** PROVIDER_<CAPABILITY> overrides PROVIDER for one capability, e.g. PROVIDER_LLM=upstream. */
const perCapability = Object.fromEntries(
  CAPABILITIES.map((c) => [`PROVIDER_${c.toUpperCase()}`, (LOCAL_ONLY_CAPABILITIES.includes(c) ? localOnly : providerName).optional()]),
) as Record<`PROVIDER_${Uppercase<(typeof CAPABILITIES)[number]>}`, z.ZodOptional<typeof providerName>>;

export const coreEnv = {
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Where `next build` wrote the pages (next.config.mjs reads it too); its BUILD_ID is /api/health's `build`. */
  NEXT_DIST_DIR: z.string().min(1, 'must name a folder').default('.next'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PUBLIC_URL: z.url({ error: 'must be an absolute URL such as https://studio.example.com' }).optional(),
  DATA_DIR: dataPath.default('./data'),
  /** The port the server listens on when started without -p (which is held to this same rule). */
  PORT: wholeNumber(1, 65_535).default(3000),
  PROVIDER: providerName.default('local'),
  ...perCapability,
  UPSTREAM_BASE_URL: z.url({ error: 'must be an absolute URL' }).optional(),
  UPSTREAM_API_KEY: z.string().min(1).optional(),
  /** Longest one engine task (an image, a face, a render) may run in its worker before it is stopped. */
  ENGINE_TIMEOUT_MS: wholeNumber(1_000, 3_600_000).default(300_000),
  /** Requests that may wait for a busy engine (image, face, speech, translation models, yt-dlp) besides those it runs; past it, a 503. */
  ENGINE_QUEUE_LIMIT: wholeNumber(0, 1_000).default(8),
  /** On SIGTERM: how long requests in flight may take to finish before their connections are cut. */
  SHUTDOWN_GRACE_MS: wholeNumber(0, 600_000).default(10_000),
  /**
   * How long a request's body may stop arriving (no byte while a handler waits for one) before
   * it is answered 408. There is no cap on the whole upload's time but an hour (REQUEST_TIMEOUT_MS
   * in lib/server/front/timeouts.ts): a large file on a slow line keeps going while it moves.
   */
  BODY_IDLE_TIMEOUT_MS: wholeNumber(1_000, 600_000).default(60_000),
  /** One time-out for every upstream call, overriding the per-endpoint defaults. */
  UPSTREAM_TIMEOUT_MS: wholeNumber(100, 600_000).optional(),
};
