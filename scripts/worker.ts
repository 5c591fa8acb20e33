/**
 * npm run worker [-- module.ts ...]: a process that only runs jobs.
 *
 * It loads the job definitions (every local provider defines its jobs when loaded; or only
 * the modules named on the command line), then claims jobs: through BullMQ when REDIS_URL is
 * set (run as many of these as you like, on any machine that shares Redis and the store),
 * otherwise by polling the jobs table it shares with the app under DATA_DIR. Pair it with
 * JOB_RUN_IN_APP=false on the app to keep heavy work out of the web process.
 *
 * SIGTERM/SIGINT stop it gracefully: running jobs are handed back (requeued or marked error
 * per their resume policy) before it exits. It exits within SHUTDOWN_GRACE_MS plus 5 s
 * whatever happens (as the app does), and at once on a second signal.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { verifyFileStore } from '@/lib/server/files/active-store';
import { env } from '@/lib/server/env';
import { declareWorkerProcess, startJobRuntime, stopJobRuntime } from '@/lib/server/jobs';
import { log } from '@/lib/server/log';
import { closeDb } from '@/lib/server/store';

async function main() {
  const modules = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
  // Results go to the file store: a worker that cannot write there must not take jobs.
  await verifyFileStore();
  // Before any definition loads: a module that defines jobs may start the runtime itself.
  declareWorkerProcess();
  if (modules.length === 0) await import('@/lib/server/providers/local');
  for (const file of modules) await import(pathToFileURL(path.resolve(file)).href);
  await startJobRuntime({ runJobs: true });
  log.info({ pid: process.pid, modules: modules.length ? modules : ['lib/server/providers/local'] }, 'worker ready');

  const keepAlive = setInterval(() => {}, 60_000);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) {
      log.warn({ signal }, 'worker stopped at once (second signal)');
      process.exit(1);
    }
    stopping = true;
    log.info({ signal }, 'worker stopping');
    clearInterval(keepAlive);
    const deadlineMs = env().SHUTDOWN_GRACE_MS + 5_000;
    setTimeout(() => {
      log.error({ deadlineMs }, 'worker did not stop in time; exiting');
      process.exit(1);
    }, deadlineMs).unref();
    await stopJobRuntime();
    await closeDb();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  log.fatal({ err: error }, 'worker failed to start');
  process.exit(1);
});
