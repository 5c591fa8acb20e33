import 'server-only';
import { ApiError, cancelledByClient } from './errors';

/** How long a caller turned away by busy work is told to wait. */
const BUSY_RETRY_SECONDS = 10;

/**
 * The one answer for work that is full: 503 `unavailable` with Retry-After, saying how many
 * requests are waiting already (engine pools, lib/server/workers.ts; yt-dlp runs, below).
 */
export function busyError(what: string, waiting: number): ApiError {
  const queue = waiting === 0 ? '' : waiting === 1 ? ': 1 request is waiting for it already' : `: ${waiting} requests are waiting for it already`;
  return new ApiError('unavailable', `${what} is busy${queue}; try again shortly.`, { 'Retry-After': String(BUSY_RETRY_SECONDS) });
}

export interface AdmissionLimits {
  /** At most this many run at once. */
  running: number;
  /** This many more may wait for a place, in arrival order; one more is turned away. */
  waiting: number;
}

/**
 * A bound on costly work that is not a worker pool (a yt-dlp process per call): callers past
 * `running` wait in line, a caller that goes away leaves the line, and past `waiting` the
 * answer is busyError at once. The limits are read on every call, so they follow the
 * configuration.
 */
export function admission(what: string, limits: () => AdmissionLimits) {
  let active = 0;
  const line: Array<() => void> = [];

  async function enter(signal: AbortSignal): Promise<void> {
    const { running, waiting } = limits();
    if (active < running) {
      active++;
      return;
    }
    if (line.length >= waiting) throw busyError(what, line.length);
    await new Promise<void>((resolve, reject) => {
      const start = () => {
        signal.removeEventListener('abort', withdraw);
        resolve();
      };
      // The caller went away while in line: out of the line, without a place to hand on.
      const withdraw = () => {
        const at = line.indexOf(start);
        if (at >= 0) line.splice(at, 1);
        reject(cancelledByClient());
      };
      if (signal.aborted) return withdraw();
      signal.addEventListener('abort', withdraw, { once: true });
      line.push(start);
    });
  }

  /** A place handed to the next in line keeps `active` as it is. */
  function leave(): void {
    const next = line.shift();
    if (next) next();
    else active--;
  }

  return async function run<T>(work: () => Promise<T>, signal: AbortSignal): Promise<T> {
    await enter(signal);
    try {
      return await work();
    } finally {
      leave();
    }
  };
}
