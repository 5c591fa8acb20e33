import 'server-only';
import { Redis } from 'ioredis';
import { env } from '../env';
import { log } from '../log';
import { createLimiter, type Limiter } from './limiter';

export { createLimiter, limitHeaders, tightest, type LimitOutcome, type Limiter } from './limiter';

let shared: { limiter: Limiter; redis?: Redis } | undefined;

/** The process's limiter: Redis-backed when REDIS_URL is set, in memory otherwise. */
export function rateLimiter(): Limiter {
  if (!shared) {
    const config = env();
    const redis = config.REDIS_URL ? connectRedis(config.REDIS_URL) : undefined;
    shared = {
      redis,
      limiter: createLimiter({ windowSeconds: config.RATE_LIMIT_WINDOW_SECONDS, prefix: config.RATE_LIMIT_PREFIX, redis }),
    };
  }
  return shared.limiter;
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
  const current = shared;
  shared = undefined;
  current?.redis?.disconnect();
}
