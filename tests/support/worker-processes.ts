import { spawn, type ChildProcess } from 'node:child_process';

/**
 * Spawns `scripts/worker.ts` (what `npm run worker` runs) as a real child process with the
 * test job kinds, and resolves once it says it is ready.
 */
export interface SpawnedWorker {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** `modules`: the job definitions it loads (the test job kinds; [] for every local provider's, as `npm run worker` does). */
export async function spawnWorker(env: Record<string, string>, modules = ['tests/support/jobs-fixture.ts']): Promise<SpawnedWorker> {
  // node --import tsx (as npm run worker does), not the tsx CLI: the CLI runs the script in a
  // grandchild, which a SIGKILL to the CLI would leave running.
  const child = spawn(
    process.execPath,
    ['--conditions=react-server', '--import', 'tsx', 'scripts/worker.ts', ...modules],
    { env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'info', ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let text = '';
  child.stdout!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const deadline = Date.now() + 30_000;
  while (!text.includes('"worker ready"')) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`worker did not start:\n${text}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { child, output: () => text, exited };
}


/** Stops every worker still running (SIGTERM, then waits for it), and empties the list. */
export async function stopWorkers(workers: SpawnedWorker[]): Promise<void> {
  for (const worker of workers.splice(0)) {
    if (worker.child.exitCode === null && worker.child.signalCode === null) {
      worker.child.kill('SIGTERM');
      await worker.exited;
    }
  }
}
