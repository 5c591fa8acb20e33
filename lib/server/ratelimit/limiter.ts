import 'server-only';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

/** What one counted request learned about its bucket. */
export interface LimitOutcome {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the window ends and the bucket refills. */
  resetSeconds: number;
}

export interface Limiter {
  /** Counts one request against `bucket`, which allows `limit` per window. */
  hit(bucket: string, limit: number): Promise<LimitOutcome>;
  /** Reads a bucket without counting (the account page's "requests left"). */
  peek(bucket: string, limit: number): Promise<LimitOutcome>;
}

export interface LimiterOptions {
  windowSeconds: number;
  /** Key namespace, e.g. prism:rl. */
  prefix: string;
  /** Shared counters for every instance; in memory (this process only) when absent. */
  redis?: Redis;
}

// The library counts; the limit is applied here, per call. So one counter store serves
// buckets of any size, and a changed rpm applies to the running window at once.
const UNBOUNDED = 2 ** 31 - 1;

/**
 * Fixed-window counters with rate-limiter-flexible: in memory, or in Redis (an atomic
 * INCR+PEXPIRE script) so several app instances share one count per bucket. If Redis is
 * unreachable, an in-memory insurance limiter keeps limits working per instance.
 */
export function createLimiter(options: LimiterOptions): Limiter {
  const base = { points: UNBOUNDED, duration: options.windowSeconds, keyPrefix: options.prefix };
  const memory = new RateLimiterMemory(base);
  const store: RateLimiterAbstract = options.redis
    ? new RateLimiterRedis({ ...base, storeClient: options.redis, rejectIfRedisNotReady: true, insuranceLimiter: memory })
    : memory;

  const outcome = (res: RateLimiterRes, limit: number, counted: number): LimitOutcome => ({
    allowed: counted <= limit,
    limit,
    remaining: Math.max(0, limit - res.consumedPoints),
    resetSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
  });

  // A connection still opening is waited for (briefly), so the first requests after a start
  // are counted in Redis, not by one instance's insurance limiter. A connection that is
  // down ('reconnecting') is not waited for: the insurance limiter answers at once.
  const settled = async () => {
    const redis = options.redis;
    if (!redis || !['wait', 'connecting', 'connect'].includes(redis.status)) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(done, 1000);
      function done() {
        clearTimeout(timer);
        redis!.off('ready', done);
        redis!.off('error', done);
        resolve();
      }
      redis.once('ready', done);
      redis.once('error', done);
    });
  };

  return {
    async hit(bucket, limit) {
      await settled();
      const res = await store.consume(bucket, 1);
      return outcome(res, limit, res.consumedPoints);
    },
    async peek(bucket, limit) {
      await settled();
      const res = await store.get(bucket);
      if (!res) return { allowed: true, limit, remaining: limit, resetSeconds: options.windowSeconds };
      return outcome(res, limit, res.consumedPoints);
    },
  };
}

/** The most constraining of several outcomes: the one to report in RateLimit-* headers. */
export function tightest(outcomes: LimitOutcome[]): LimitOutcome | undefined {
  return outcomes.reduce<LimitOutcome | undefined>((worst, o) => {
    if (!worst) return o;
    if (o.allowed !== worst.allowed) return o.allowed ? worst : o;
    return o.remaining < worst.remaining ? o : worst;
  }, undefined);
}

/** RateLimit-* headers (IETF draft names), and Retry-After when the request is refused. */
export function limitHeaders(outcome: LimitOutcome | undefined): Record<string, string> {
  if (!outcome) return {};
  const headers: Record<string, string> = {
    'ratelimit-limit': String(outcome.limit),
    'ratelimit-remaining': String(outcome.remaining),
    'ratelimit-reset': String(outcome.resetSeconds),
  };
  if (!outcome.allowed) headers['retry-after'] = String(outcome.resetSeconds);
  return headers;
}
