import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, promises as fs, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import pg from 'pg';
import { assertProductionBuild } from '../support/production-build';
import { studioCommand } from '../support/studio-command';
import { isRunning, startProcess, stop, stopAll, until, type Started } from './processes';
import { nginxMainConfig } from '../support/nginx-main';

/**
 * The deployment docs/deploy.md describes, started on this machine: the machine's PostgreSQL
 * (a schema of its own) and Redis (a queue name and key prefix of its own), an S3-protocol
 * server from npm (s3rver) in a temporary folder, app instances with JOB_RUN_IN_APP=false,
 * `npm run worker` processes, and nginx balancing the apps round-robin. compose.yaml is the
 * same topology in containers. Ports: base (nginx), base+1 (S3), base+2... (apps).
 */
export const PG_ADMIN = 'postgres://postgres@127.0.0.1:5432/test';
export const REDIS = 'redis://127.0.0.1:6379';
export const S3_KEY = 'S3RVER';
export const S3_SECRET = 'S3RVER';
export const BUCKET = 'prism-files';
const NGINX = '/usr/sbin/nginx';

export interface ClusterOptions {
  basePort: number;
  apps: number;
  workers: number;
  /** Extra variables for every app and worker. */
  env?: Record<string, string>;
}

export interface Cluster {
  url: string;
  s3Url: string;
  work: string;
  env: Record<string, string>;
  apps: { port: number; url: string; process: Started }[];
  workers: Started[];
  s3: Started;
  nginx: Started;
  pg: pg.Client;
  schema: string;
  startApp(index: number, extraEnv?: Record<string, string>): Promise<Started>;
  startWorker(): Promise<Started>;
  startS3(): Promise<Started>;
  /** Stops everything this cluster started and removes its schema, keys and folder. */
  close(): Promise<void>;
}

/**
 * deploy/nginx.conf (what compose.yaml runs) with this machine's ports, inside a main
 * configuration of the test's own (foreground, files in its folder).
 */
export function nginxConfig(dir: string, port: number, appPorts: number[]): string {
  const snippet = readFileSync(path.resolve('deploy/nginx.conf'), 'utf8');
  const servers = /^(\s*)server app\d+:3000 (.*);$/gm;
  const template = servers.exec(snippet);
  if (!template) throw new Error('deploy/nginx.conf: no "server appN:3000 ...;" line in the upstream');
  const [indent, parameters] = [template[1]!, template[2]!];
  const http = snippet
    .replace(servers, '')
    .replace(/^\s*upstream prism \{\n/m, (line) => `${line}${appPorts.map((p) => `${indent}server 127.0.0.1:${p} ${parameters};`).join('\n')}\n`)
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`);
  return nginxMainConfig(dir, http);
}

async function listening(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(1_000) });
    return true;
  } catch {
    return false;
  }
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  assertProductionBuild();
  if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing: scripts/install.sh installs nginx-light (scripts/apt/core.txt).`);
  const work = mkdtempSync(path.join(os.tmpdir(), 'prism-cluster-'));
  const tag = randomBytes(4).toString('hex');
  const schema = `prism_cluster_${tag}`;
  const nginxPort = options.basePort;
  const s3Port = options.basePort + 1;
  const appPorts = Array.from({ length: options.apps }, (_, i) => options.basePort + 2 + i);
  const admin = new pg.Client({ connectionString: PG_ADMIN });
  await admin.connect();
  await admin.query(`create schema ${schema}`);

  const env: Record<string, string> = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    DATABASE_URL: `${PG_ADMIN}?options=-c%20search_path%3D${schema}`,
    REDIS_URL: REDIS,
    JOB_QUEUE_NAME: `prism-cluster-${tag}`,
    RATE_LIMIT_PREFIX: `prism-cluster-${tag}:rl`,
    JOB_RUN_IN_APP: 'false',
    JOB_HEARTBEAT_MS: '1000',
    FILE_STORE: 's3',
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: S3_KEY,
    S3_SECRET_ACCESS_KEY: S3_SECRET,
    S3_FORCE_PATH_STYLE: 'true',
    PUBLIC_URL: `http://127.0.0.1:${nginxPort}`,
    // Behind nginx: the client address is the one nginx appends.
    TRUST_PROXY: '1',
    OWNER_RPM: '100000',
    RATE_LIMIT_IP_RPM: '0',
    SHUTDOWN_GRACE_MS: '8000',
    ...options.env,
  };

  let workerCount = 0;
  const cluster: Cluster = {
    url: `http://127.0.0.1:${nginxPort}`,
    s3Url: env.S3_ENDPOINT!,
    work,
    env,
    apps: [],
    workers: [],
    s3: undefined as unknown as Started,
    nginx: undefined as unknown as Started,
    pg: admin,
    schema,

    async startS3() {
      const dir = path.join(work, 's3');
      mkdirSync(dir, { recursive: true });
      // s3rver makes ListObjectsV2 continuation tokens with DES, which OpenSSL 3 keeps in its legacy provider.
      const started = startProcess(
        's3rver',
        process.execPath,
        ['--openssl-legacy-provider', 'node_modules/s3rver/bin/s3rver.js', '-d', dir, '-a', '127.0.0.1', '-p', String(s3Port), '--configure-bucket', BUCKET, '--silent'],
        { log: path.join(work, 's3rver.log') },
      );
      await until(async () => isRunning(started) && listening(cluster.s3Url), 30_000, 'the S3 server');
      cluster.s3 = started;
      return started;
    },

    async startApp(index, extraEnv = {}) {
      const port = appPorts[index]!;
      const dataDir = path.join(work, `app-${index}`);
      const [command, args] = studioCommand(port);
      const started = startProcess(`app-${index}`, command, args, { env: { ...env, DATA_DIR: dataDir, ...extraEnv }, log: path.join(work, `app-${index}.log`) });
      await until(async () => {
        if (!isRunning(started)) throw new Error(`app ${index} exited; see ${started.log}`);
        const response = await fetch(`http://127.0.0.1:${port}/api/ready`, { signal: AbortSignal.timeout(3_000) });
        return response.ok;
      }, 120_000, `app ${index} to be ready (log: ${started.log})`, 250).catch(async (error: unknown) => {
        if (!isRunning(started)) throw new Error(`app ${index} exited:\n${(await fs.readFile(started.log, 'utf8')).slice(-3_000)}`);
        throw error;
      });
      cluster.apps[index] = { port, url: `http://127.0.0.1:${port}`, process: started };
      return started;
    },

    async startWorker() {
      const index = workerCount++;
      const log = path.join(work, `worker-${index}.log`);
      const started = startProcess(`worker-${index}`, process.execPath, ['--conditions=react-server', '--import', 'tsx', 'scripts/worker.ts'], {
        env: { ...env, DATA_DIR: path.join(work, `worker-${index}`) },
        log,
      });
      await until(async () => {
        if (!isRunning(started)) throw new Error(`worker ${index} exited; see ${log}`);
        return (await fs.readFile(log, 'utf8')).includes('"worker ready"');
      }, 120_000, `worker ${index} to be ready (log: ${log})`, 250);
      cluster.workers.push(started);
      return started;
    },

    async close() {
      await stopAll(5_000);
      const redis = new Redis(REDIS, { maxRetriesPerRequest: 1 });
      try {
        const queue = new Queue(env.JOB_QUEUE_NAME!, { connection: { url: REDIS } });
        await queue.obliterate({ force: true }).catch(() => {});
        await queue.close();
        for (const pattern of [`${env.RATE_LIMIT_PREFIX}*`, `bull:${env.JOB_QUEUE_NAME}*`]) {
          const keys = await redis.keys(pattern);
          if (keys.length) await redis.del(...keys);
        }
      } finally {
        redis.disconnect();
        await admin.query(`drop schema if exists ${schema} cascade`).catch(() => {});
        await admin.end().catch(() => {});
        if (!process.env.CLUSTER_KEEP_LOGS) await fs.rm(work, { recursive: true, force: true });
      }
    },
  };

  try {
    await cluster.startS3();
    // The first app migrates the schema; the others then start side by side.
    await cluster.startApp(0);
    await Promise.all([...appPorts.slice(1).map((_, i) => cluster.startApp(i + 1)), ...Array.from({ length: options.workers }, () => cluster.startWorker())]);
    const nginxDir = path.join(work, 'nginx');
    mkdirSync(nginxDir, { recursive: true });
    // Started as root, nginx's workers run as nobody: they must reach their temporary folders.
    chmodSync(work, 0o755);
    chmodSync(nginxDir, 0o777);
    const conf = path.join(nginxDir, 'nginx.conf');
    writeFileSync(conf, nginxConfig(nginxDir, nginxPort, appPorts));
    cluster.nginx = startProcess('nginx', NGINX, ['-c', conf, '-p', nginxDir, '-e', path.join(nginxDir, 'error.log')], { log: path.join(nginxDir, 'stdout.log') });
    await until(() => listening(`${cluster.url}/api/health`), 20_000, 'nginx');
  } catch (error) {
    await cluster.close();
    throw error;
  }
  return cluster;
}

export { stop };
