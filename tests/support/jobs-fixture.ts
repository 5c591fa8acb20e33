import { defineJob, type JobHandle } from '@/lib/server/jobs';

/**
 * Job kinds for the job tests, loaded by the test process (to enqueue) and by the worker
 * processes it spawns (to run). Each records the pid that ran it, so a test can tell which
 * process did the work.
 */
export interface CountPayload {
  steps: number;
  stepMs: number;
}
export interface CountResult {
  pid: number;
  steps: number;
  attempt: number | undefined;
}

async function count(payload: CountPayload, job: JobHandle): Promise<CountResult> {
  for (let step = 1; step <= payload.steps; step += 1) {
    if (job.signal.aborted) throw job.signal.reason;
    await new Promise((resolve) => setTimeout(resolve, payload.stepMs));
    await job.progress({ step, pid: process.pid });
  }
  return { pid: process.pid, steps: payload.steps, attempt: job.attempt };
}

defineJob<CountPayload, CountResult>('test.count', { handler: count, resume: 'restart' });
defineJob<CountPayload, CountResult>('test.count-once', { handler: count, resume: 'fail' });
defineJob<null, never>('test.hang', { handler: () => new Promise<never>(() => {}), resume: 'fail', timeoutMs: 700 });
defineJob<{ message: string }, never>('test.boom', {
  handler: async ({ message }) => {
    throw new Error(message);
  },
  resume: 'fail',
});
