import 'server-only';
import { env } from '../env';
import { log } from '../log';
import { claimNext, execute } from './execute';
import type { Dispatch } from './state';
import { runtimeState } from './state';

/**
 * The embedded worker: claims queued rows from the jobs table, JOB_CONCURRENCY at a time.
 * Woken at once by enqueues in this process, and polls for those made by others (another
 * instance sharing the store, the reaper requeueing a crashed job, a delayed job coming due).
 */
export function localDispatch(options: { runJobs: boolean }): Dispatch {
  const state = runtimeState();
  let pumping = false;
  let again = false;

  const pump = async (): Promise<void> => {
    if (!options.runJobs || state.stopping) return;
    if (pumping) {
      again = true;
      return;
    }
    pumping = true;
    try {
      while (!state.stopping && state.running.size < env().JOB_CONCURRENCY) {
        const row = await claimNext();
        if (!row) break;
        void execute(row).finally(() => void pump());
      }
    } catch (error) {
      log.error({ err: error }, 'job poll failed');
    } finally {
      pumping = false;
      if (again) {
        again = false;
        void pump();
      }
    }
  };

  const poll = setInterval(() => void pump(), Math.min(1_000, env().JOB_HEARTBEAT_MS));
  poll.unref();
  void pump();

  return {
    announce: async ({ delayMs }) => {
      if (delayMs) setTimeout(() => void pump(), delayMs).unref();
      else void pump();
    },
    close: async () => clearInterval(poll),
  };
}
