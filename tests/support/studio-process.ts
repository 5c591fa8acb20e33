import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { studioCommand } from './studio-command';

export interface StudioProcess {
  base: string;
  /** Everything the server printed so far. */
  output(): string;
  /** Kills it (and what it started) and removes its data. */
  stop(): void;
}

/**
 * Starts the studio as `npm start` does (`npm run dev` given --dev), with `flags` (--dev, --api-only) as its own process group, its data in a
 * new temporary folder and its output in a file, and waits until /api/health answers.
 * Fails with the server's last output if it exits or does not answer within `timeoutMs`.
 */
export async function startStudioProcess(port: number, flags: string[], env: Record<string, string>, timeoutMs = 60_000): Promise<StudioProcess> {
  const work = mkdtempSync(path.join(os.tmpdir(), 'prism-studio-'));
  const logFile = path.join(work, 'server.log');
  const out = openSync(logFile, 'a');
  const [command, args] = studioCommand(port, '127.0.0.1', flags);
  const child: ChildProcess = spawn(command, args, {
    env: { ...process.env, LOG_LEVEL: 'info', DATA_DIR: path.join(work, 'data'), ...env },
    stdio: ['ignore', out, out],
    detached: true,
  });
  const base = `http://127.0.0.1:${port}`;
  const output = () => readFileSync(logFile, 'utf8');
  const stop = () => {
    if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
    rmSync(work, { recursive: true, force: true });
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) {
      const last = output().slice(-2000);
      stop();
      throw new Error(`server.ts ${flags.join(' ')} exited with ${child.exitCode}: ${last}`);
    }
    if (Date.now() > deadline) {
      const last = output().slice(-2000);
      stop();
      throw new Error(`server.ts ${flags.join(' ')} did not answer within ${timeoutMs} ms: ${last}`);
    }
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, output, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
