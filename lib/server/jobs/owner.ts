import 'server-only';
import { randomUUID } from 'node:crypto';
import os from 'node:os';

/**
 * Who holds a job's lease: host/pid/token. The token tells this process apart from an
 * earlier one that had the same pid (pid 1 in a container after every restart).
 */
// One token per process, not per module copy: the compiled server and Next's bundle (the page
// proxy, proxy.ts) each hold copies of server modules, and a copy with its own token would
// take this process's running jobs for those of a dead one and requeue them.
const TOKEN_KEY = Symbol.for('prism.jobs.ownerToken');
const holder = globalThis as { [TOKEN_KEY]?: string };
const TOKEN = (holder[TOKEN_KEY] ??= randomUUID().slice(0, 8));
export const OWNER = `${os.hostname()}/${process.pid}/${TOKEN}`;

/**
 * True when the owner is a process on this machine that no longer exists, so its jobs can
 * be settled at once instead of waiting for the lease to lapse. Owners on other machines,
 * and pids that exist (perhaps reused), are left to the lease.
 */
export function ownerIsGone(owner: string | null): boolean {
  if (!owner) return true;
  const [host, pidText, token] = owner.split('/');
  if (host !== os.hostname()) return false;
  const pid = Number(pidText);
  if (!Number.isInteger(pid) || pid <= 0) return true;
  if (pid === process.pid) return token !== TOKEN;
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}
