import 'server-only';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import { env } from './env';
import { ApiError } from './errors';
import { fileStore } from './files/active-store';
import { isDraining } from './front/lifecycle';
import { log } from './log';
import { db } from './store';

/**
 * GET /api/ready: may a load balancer send work here? Not while draining (after SIGTERM),
 * and not while a service this instance needs is down: the database (always), Redis and
 * the file store (when configured). Each check has a short deadline so the probe answers
 * within a couple of seconds even when a service hangs. /api/health stays the cheap liveness.
 */
const CHECK_TIMEOUT_MS = 2_000;

type Check = 'database' | 'redis' | 'file_store';

export async function readiness(): Promise<{ ready: true; checks: Record<Check, 'ok' | 'not configured'> }> {
  if (isDraining()) throw new ApiError('unavailable', 'not ready: this instance is shutting down');
  const config = env();
  const checks: Record<Check, 'ok' | 'not configured'> = { database: 'ok', redis: 'not configured', file_store: 'ok' };
  const probes: [Check, () => Promise<unknown>][] = [
    ['database', async () => sql`select 1`.execute(await db())],
    ['file_store', () => fileStore().check()],
  ];
  if (config.REDIS_URL) probes.push(['redis', () => readinessRedis(config.REDIS_URL!).ping()]);
  const outcomes = await Promise.all(probes.map(async ([name, probe]) => [name, await withDeadline(probe())] as const));
  for (const [name, failure] of outcomes) {
    if (failure) {
      log.warn({ check: name, reason: failure }, 'not ready');
      throw new ApiError('unavailable', `not ready: ${name.replace('_', ' ')} is down (${failure})`);
    }
    checks[name] = 'ok';
  }
  return { ready: true, checks };
}

/** null when the probe succeeded in time, else a short reason (never a credential). */
async function withDeadline(probe: Promise<unknown>): Promise<string | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<string>((resolve) => (timer = setTimeout(() => resolve(`no answer within ${CHECK_TIMEOUT_MS} ms`), CHECK_TIMEOUT_MS)));
  try {
    return await Promise.race([probe.then(() => null), late]);
  } catch (error) {
    const e = error as { name?: string; code?: string; message?: string; $metadata?: { httpStatusCode?: number } };
    return e.$metadata?.httpStatusCode ? `${e.$metadata.httpStatusCode} ${e.name ?? ''}`.trim() : (e.code ?? e.name ?? 'error');
  } finally {
    clearTimeout(timer);
  }
}

// One connection for the probes, per process and URL (on globalThis: one per bundle otherwise).
const KEY = Symbol.for('prism.readiness.redis');
function readinessRedis(url: string): Redis {
  const holder = globalThis as { [KEY]?: { url: string; client: Redis } };
  if (holder[KEY]?.url !== url) {
    holder[KEY]?.client.disconnect();
    holder[KEY] = { url, client: new Redis(url, { maxRetriesPerRequest: 1, connectionName: 'prism-readiness' }).on('error', () => {}) };
  }
  return holder[KEY].client;
}
