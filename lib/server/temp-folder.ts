import 'server-only';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigurationError } from './errors';

/**
 * The folder temporary files go to. The speech and music engines, video encoding and the
 * pages thread's socket all make theirs under `os.tmpdir()` (TMPDIR, else /tmp), and so do the
 * programs they start. Where that folder cannot be written (a container whose root file system
 * is read-only, a TMPDIR that names no folder), the server used to stop with a stack trace from
 * its pages thread, or start and fail every speech request. It now uses DATA_DIR/tmp instead,
 * which the server must be able to write anyway, and says so once; where neither can be
 * written it stops in one line naming both.
 */
export function settleTempFolder(dataDir: string, warn: (message: string) => void): string {
  const system = os.tmpdir();
  const systemProblem = writeProblem(system);
  if (systemProblem === null) return system;
  const own = path.resolve(dataDir, 'tmp');
  const ownProblem = writeProblem(own, { create: true });
  if (ownProblem !== null) {
    throw new ConfigurationError(
      `no folder for temporary files can be written: the system's, ${system} (${systemProblem}), nor DATA_DIR's, ${own} (${ownProblem}); set TMPDIR to a folder this user can write`,
    );
  }
  // os.tmpdir() reads TMPDIR at each call, and the pages thread and child processes inherit it.
  process.env.TMPDIR = own;
  warn(`the system's temporary folder ${system} cannot be written (${systemProblem}): temporary files go to ${own}`);
  removeLeftovers(own, Date.now());
  return own;
}

/**
 * Longer than any job may run (JOB_TIMEOUT_MS is at most a day): an engine's folder this old was
 * left by a process that was killed before it could remove it.
 */
const LEFTOVER_AGE_MS = 2 * 24 * 60 * 60 * 1000;

/**
 * The system's temporary folder has the system's cleaning; DATA_DIR/tmp has only this: at each
 * start, the engines' folders (prism-tts-…, prism-fluidsynth-…) older than LEFTOVER_AGE_MS go.
 * The pages thread's socket folders are not touched: pages-thread.ts removes those of servers
 * that are gone, and a running server's may be as old as the server.
 */
export function removeLeftovers(folder: string, now: number): string[] {
  const removed: string[] = [];
  for (const name of readdirSync(folder)) {
    if (!name.startsWith('prism-') || name.startsWith('prism-pages-')) continue;
    const full = path.join(folder, name);
    try {
      if (now - statSync(full).mtimeMs <= LEFTOVER_AGE_MS) continue;
      rmSync(full, { recursive: true, force: true });
      removed.push(name);
    } catch {
      // gone meanwhile, or not ours to remove
    }
  }
  return removed;
}

/** Why nothing can be made in `folder` (the system's error code), or null when something can. */
function writeProblem(folder: string, { create = false } = {}): string | null {
  try {
    // 0700: the folder may hold the pages thread's socket, whose headers that thread trusts.
    if (create) mkdirSync(folder, { recursive: true, mode: 0o700 });
    // Making something is the only sure test: root passes every permission check, but not a read-only file system.
    rmSync(mkdtempSync(path.join(folder, 'prism-probe-')), { recursive: true, force: true });
    return null;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code ?? String(error);
  }
}
