import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, openSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { assertProductionBuild } from '../support/production-build';
import { studioCommand } from '../support/studio-command';
import { startUpstreamDouble } from '../support/upstream-double';

/**
 * API tests run over real HTTP against the production build, twice: one server on the
 * local engine, one in upstream mode against the test double of the hosted service.
 */
const LOCAL_PORT = Number(process.env.API_TEST_LOCAL_PORT ?? 3311);
const UPSTREAM_PORT = Number(process.env.API_TEST_UPSTREAM_PORT ?? 3312);

declare module 'vitest' {
  export interface ProvidedContext {
    localUrl: string;
    upstreamUrl: string;
    doubleUrl: string;
    upstreamKey: string;
    upstreamLog: string;
    localLog: string;
    localDataDir: string;
  }
}

function startServer(port: number, env: Record<string, string>, logFile: string): ChildProcess {
  const out = openSync(logFile, 'a');
  const [command, args] = studioCommand(port);
  return spawn(command, args, {
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', out, out],
  });
}

async function waitForHealth(url: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server for ${url} exited with ${child.exitCode}; see ${logFile}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server for ${url} did not become healthy; see ${logFile}`);
}

export default async function setup(project: TestProject) {
  assertProductionBuild();
  const work = mkdtempSync(path.join(os.tmpdir(), 'prism-api-'));
  const double = await startUpstreamDouble();
  const localLog = path.join(work, 'local.log');
  const upstreamLog = path.join(work, 'upstream.log');
  const localDataDir = path.join(work, 'local-data');

  const local = startServer(LOCAL_PORT, { DATA_DIR: localDataDir, PROVIDER: 'local' }, localLog);
  const upstream = startServer(
    UPSTREAM_PORT,
    {
      DATA_DIR: path.join(work, 'upstream-data'),
      PROVIDER: 'upstream',
      UPSTREAM_BASE_URL: double.url,
      UPSTREAM_API_KEY: double.key,
      UPSTREAM_TIMEOUT_MS: '2000',
    },
    upstreamLog,
  );
  const localUrl = `http://127.0.0.1:${LOCAL_PORT}`;
  const upstreamUrl = `http://127.0.0.1:${UPSTREAM_PORT}`;
  try {
    await Promise.all([waitForHealth(localUrl, local, localLog), waitForHealth(upstreamUrl, upstream, upstreamLog)]);
  } catch (error) {
    local.kill('SIGKILL');
    upstream.kill('SIGKILL');
    await double.close();
    throw error;
  }

  project.provide('localUrl', localUrl);
  project.provide('upstreamUrl', upstreamUrl);
  project.provide('doubleUrl', double.url);
  project.provide('upstreamKey', double.key);
  project.provide('upstreamLog', upstreamLog);
  project.provide('localLog', localLog);
  project.provide('localDataDir', localDataDir);

  return async () => {
    local.kill('SIGTERM');
    upstream.kill('SIGTERM');
    await double.close();
  };
}
