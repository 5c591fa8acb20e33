import { randomUUID } from 'node:crypto';
import os from 'node:os';

/**
 * Who holds a job's lease: host/pid/token. The token tells this process apart from an
 * earlier one that had the same pid (pid 1 in a container after every restart).
 */
const TOKEN = randomUUID().slice(0, 8);
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
