import { spawn, type ChildProcess } from 'node:child_process';
import { openSync } from 'node:fs';
import { until as untilTruthy } from '../support/until';

/**
 * Child processes of the cluster test and bench, each the leader of its own process group
 * (detached), so stopping one stops everything it started (npm, tsx, nginx's workers), and
 * every group still alive is killed when this process exits, whatever happened.
 */
export interface Started {
  name: string;
  child: ChildProcess;
  log: string;
  exited: Promise<number | null>;
}

const alive = new Set<Started>();
let hooked = false;

function killGroup(started: Started, signal: NodeJS.Signals): void {
  const pid = started.child.pid;
  if (!pid) return;
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

export function startProcess(name: string, command: string, args: string[], options: { env?: Record<string, string>; log: string; cwd?: string }): Started {
  if (!hooked) {
    hooked = true;
    // Last resort: a crashed or interrupted test run leaves nothing behind.
    process.once('exit', () => {
      for (const started of alive) killGroup(started, 'SIGKILL');
    });
  }
  const out = openSync(options.log, 'a');
  const child = spawn(command, args, { cwd: options.cwd, env: { ...process.env, ...options.env }, stdio: ['ignore', out, out], detached: true });
  const started: Started = { name, child, log: options.log, exited: new Promise((resolve) => child.once('exit', (code) => resolve(code))) };
  alive.add(started);
  void started.exited.then(() => alive.delete(started));
  return started;
}

export const isRunning = (started: Started) => started.child.exitCode === null && started.child.signalCode === null;

/** SIGKILL to the whole group: the crash of a machine, as far as the others can tell. */
export async function crash(started: Started): Promise<void> {
  if (!isRunning(started)) return;
  killGroup(started, 'SIGKILL');
  await started.exited;
}

/** SIGTERM (a graceful stop), then SIGKILL after `graceMs` if it is still there. */
export async function stop(started: Started, graceMs = 15_000): Promise<void> {
  if (!isRunning(started)) return;
  killGroup(started, 'SIGTERM');
  const timer = setTimeout(() => killGroup(started, 'SIGKILL'), graceMs);
  await started.exited;
  clearTimeout(timer);
}

export async function stopAll(graceMs = 5_000): Promise<void> {
  await Promise.all([...alive].map((started) => stop(started, graceMs)));
}

/** The shared until(), as the cluster's processes need it: every 100 ms, a probe that throws is a server still starting. */
export const until = <T>(probe: () => Promise<T | null | undefined | false>, timeoutMs: number, what: string, everyMs = 100) =>
  untilTruthy(probe, timeoutMs, what, { everyMs, retryErrors: true });
