import 'server-only';
import { Redis } from 'ioredis';
import { env } from '../env';
import { log } from '../log';
import { createLimiter, type Limiter } from './limiter';

export { createLimiter, limitHeaders, tightest, type LimitOutcome, type Limiter } from './limiter';

// On globalThis: the compiled server and Next's bundle (the page proxy, proxy.ts) may each
// hold a copy of this module; one limiter (and one Redis connection) per process.
const SHARED = Symbol.for('prism.rateLimiter');
type Shared = { limiter: Limiter; redis?: Redis };
const holder = globalThis as { [SHARED]?: Shared };

/** The process's limiter: Redis-backed when REDIS_URL is set, in memory otherwise. */
export function rateLimiter(): Limiter {
  if (!holder[SHARED]) {
    const config = env();
    const redis = config.REDIS_URL ? connectRedis(config.REDIS_URL) : undefined;
    holder[SHARED] = {
      redis,
      limiter: createLimiter({ windowSeconds: config.RATE_LIMIT_WINDOW_SECONDS, prefix: config.RATE_LIMIT_PREFIX, redis }),
    };
  }
  return holder[SHARED].limiter;
}

/**
 * At start: connect to Redis before the first request, so no request is counted by the
 * per-instance insurance limiter just because the connection was still opening.
 */
export async function warmRateLimiter(timeoutMs = 3000): Promise<void> {
  rateLimiter();
  const redis = holder[SHARED]?.redis;
  if (!redis || redis.status === 'ready') return;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, timeoutMs);
    redis.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

function connectRedis(url: string): Redis {
  // No offline queue: while Redis is down a count fails fast to the in-memory insurance
  // limiter instead of stalling requests.
  const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectionName: 'prism-ratelimit' });
  let warned = false;
  redis.on('error', (error) => {
    if (!warned) log.warn({ err: error }, 'rate-limit Redis unavailable; counting in memory until it is back');
    warned = true;
  });
  redis.on('ready', () => {
    warned = false;
  });
  return redis;
}

/** For tests that change the configuration between cases. */
export async function resetRateLimiterForTests(): Promise<void> {
  const current = holder[SHARED];
  holder[SHARED] = undefined;
  current?.redis?.disconnect();
}
