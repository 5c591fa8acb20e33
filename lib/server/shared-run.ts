import { cancelledByClient } from './errors';

interface Run<T> {
  result: Promise<T>;
  /** Callers still waiting for it. */
  waiting: number;
  controller: AbortController;
}

/**
 * The same work asked for again while it runs joins the run in progress instead of starting
 * another: a photo sent twice (a double click, two tabs, two API clients) is
 * enhanced once, and a video's burst of range requests fetches it once. In this process only;
 * each instance of a scaled-out deployment runs its own.
 *
 * A caller that goes away (its `signal`) stops waiting; the run is stopped only when no
 * caller is left, so the others are not cancelled with it. Without a signal, a caller never
 * stops waiting and the run is never stopped for it.
 */
export class SharedRuns<T> {
  private readonly runs = new Map<string, Run<T>>();

  /** Whether work under `key` is running now (a caller would join it). */
  has(key: string): boolean {
    return this.runs.has(key);
  }

  run(key: string, start: (signal: AbortSignal) => Promise<T>, signal?: AbortSignal): Promise<T> {
    if (signal?.aborted) return Promise.reject(cancelledByClient());
    let run = this.runs.get(key);
    if (!run) {
      const controller = new AbortController();
      const started: Run<T> = { result: Promise.resolve().then(() => start(controller.signal)), waiting: 0, controller };
      // Whatever the outcome, a later request starts afresh: a failure is not remembered.
      const forget = () => {
        if (this.runs.get(key) === started) this.runs.delete(key);
      };
      started.result.then(forget, forget);
      this.runs.set(key, started);
      run = started;
    }
    const joined = run;
    joined.waiting++;
    if (!signal) return joined.result;
    return new Promise<T>((resolve, reject) => {
      const leave = () => {
        joined.waiting--;
        if (joined.waiting === 0) {
          // Nobody is left to see the result: stop the work, and let the next caller start anew
          // rather than join a run that is stopping.
          if (this.runs.get(key) === joined) this.runs.delete(key);
          joined.controller.abort();
        }
        reject(cancelledByClient());
      };
      signal.addEventListener('abort', leave, { once: true });
      joined.result.then(
        (value) => {
          signal.removeEventListener('abort', leave);
          resolve(value);
        },
        (error: unknown) => {
          signal.removeEventListener('abort', leave);
          reject(error);
        },
      );
    });
  }
}

