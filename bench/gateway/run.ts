/**
 * bench/gateway: what the app adds as a gateway. One small endpoint (POST translate/detect)
 * in upstream mode through the app, against the upstream test double called directly and
 * through nginx as a reverse proxy to the same double, in one run on this machine.
 * Goals (issue 2): the app adds at most 2 ms at p50 and keeps at least half of nginx's
 * throughput.
 *
 *   npm run build && npx tsx bench/gateway/run.ts [--seconds 10] [--connections 10]
 *
 * The app runs as `npm start` runs it (server.ts: the API front before Next). A fourth row, a
 * bare Node proxy with no checks (bare-node-proxy.ts), shows the floor any Node gateway has here.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { studioCommand } from '../../tests/support/studio-command';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? Number(args[index + 1]) : fallback;
};
const SECONDS = option('seconds', 10);
const CONNECTIONS = option('connections', 10);
const DOUBLE_PORT = 4311;
const NGINX_PORT = 4312;
const APP_PORT = 4313;
const BARE_PORT = 4314;
const KEY = 'test-upstream-key';
const BODY = JSON.stringify({ text: 'Where is the train station?' });
const children: ChildProcess[] = [];

function start(command: string, argv: string[], env: Record<string, string> = {}): ChildProcess {
  // Its own process group, so stopping it stops what it started too (npx → next-server).
  const child = spawn(command, argv, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
  children.push(child);
  return child;
}

async function waitFor(url: string, init: RequestInit = {}): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url, init)).status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not come up`);
}

function nginxConfig(dir: string): string {
  const file = path.join(dir, 'nginx.conf');
  writeFileSync(
    file,
    `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  upstream double { server 127.0.0.1:${DOUBLE_PORT}; keepalive 32; }
  server {
    listen 127.0.0.1:${NGINX_PORT};
    location /api/ {
      proxy_pass http://double/;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Authorization "Bearer ${KEY}";
    }
  }
}
`,
  );
  return file;
}

interface Figures {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function measure(name: string, url: string, headers: Record<string, string>): Promise<Figures> {
  const options = { url, method: 'POST' as const, body: BODY, headers: { 'content-type': 'application/json', ...headers }, connections: CONNECTIONS };
  await autocannon({ ...options, duration: 2 }); // warm-up: JIT, connection pools, caches
  const result = await autocannon({ ...options, duration: SECONDS });
  return { name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.non2xx + result.errors + result.timeouts };
}

/** A port something already listens on would measure that instead of what we start. */
async function assertFree(port: number): Promise<void> {
  const taken = await fetch(`http://127.0.0.1:${port}/`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${port} is already in use; stop what listens there first`);
}

async function main() {
  for (const port of [DOUBLE_PORT, NGINX_PORT, APP_PORT, BARE_PORT]) await assertFree(port);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'prism-bench-gateway-'));
  start('npx', ['tsx', 'tests/support/upstream-double-server.ts', String(DOUBLE_PORT)]);
  start('nginx', ['-c', nginxConfig(dir), '-g', 'daemon off;']);
  start(...studioCommand(APP_PORT), {
    NODE_ENV: 'production',
    PROVIDER: 'upstream',
    UPSTREAM_BASE_URL: `http://127.0.0.1:${DOUBLE_PORT}`,
    UPSTREAM_API_KEY: KEY,
    DATA_DIR: path.join(dir, 'data'),
    LOG_LEVEL: 'silent',
    // The gateway's own cost is measured, not its rate limiter refusing the load.
    RATE_LIMIT_IP_RPM: '0',
    OWNER_RPM: '1000000',
  });
  await waitFor(`http://127.0.0.1:${DOUBLE_PORT}/translate/detect`);
  await waitFor(`http://127.0.0.1:${NGINX_PORT}/api/translate/detect`);
  start('npx', ['tsx', 'bench/gateway/bare-node-proxy.ts', String(BARE_PORT), `http://127.0.0.1:${DOUBLE_PORT}`, KEY]);
  await waitFor(`http://127.0.0.1:${APP_PORT}/api/health`);
  await waitFor(`http://127.0.0.1:${BARE_PORT}/api/translate/detect`, { method: 'POST', body: BODY });

  const direct = await measure('double, direct', `http://127.0.0.1:${DOUBLE_PORT}/translate/detect`, { authorization: `Bearer ${KEY}` });
  const nginx = await measure('nginx → double', `http://127.0.0.1:${NGINX_PORT}/api/translate/detect`, {});
  const app = await measure('Prism app → double', `http://127.0.0.1:${APP_PORT}/api/translate/detect`, {});
  const bare = await measure('bare Node → double', `http://127.0.0.1:${BARE_PORT}/api/translate/detect`, {});

  console.log(`\nbench/gateway: POST /api/translate/detect, ${CONNECTIONS} connections, ${SECONDS} s each, ${os.cpus().length} cores\n`);
  console.log('path                  req/s     p50 ms   p99 ms   errors');
  for (const f of [direct, nginx, app, bare]) {
    console.log(`${f.name.padEnd(20)} ${f.rps.toFixed(0).padStart(7)} ${f.p50.toFixed(1).padStart(9)} ${f.p99.toFixed(1).padStart(8)} ${String(f.errors).padStart(8)}`);
  }
  const added = app.p50 - direct.p50;
  const share = app.rps / nginx.rps;
  console.log(`\napp adds ${added.toFixed(1)} ms at p50 over the direct call (goal ≤ 2 ms): ${added <= 2 ? 'met' : 'NOT met'}`);
  console.log(`app keeps ${(share * 100).toFixed(0)} % of nginx's throughput (goal ≥ 50 %): ${share >= 0.5 ? 'met' : 'NOT met'}`);
  console.log(
    `for scale: a bare Node proxy (node:http + undici, no checks at all) keeps ${((bare.rps / nginx.rps) * 100).toFixed(0)} % of nginx's throughput; the app keeps ${((app.rps / bare.rps) * 100).toFixed(0)} % of it`,
  );
  if (app.errors) console.log(`warning: ${app.errors} non-2xx answers from the app`);
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => {
    for (const child of children) {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  });
