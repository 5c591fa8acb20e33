/**
 * bench/gateway: what Prism costs as a gateway, against what a user would assemble instead.
 * One small endpoint (POST translate/detect) in upstream mode, on the same upstream double, in
 * one run, each server in its own process, each called with a Bearer key:
 *
 *   - bare Node proxy: node:http in, undici out, nothing else (the floor of any Node gateway);
 *   - express stack: express + a Bearer-key check + express-rate-limit + http-proxy-middleware,
 *     with a keep-alive agent to the upstream, and once more with the middleware's defaults;
 *   - Prism: server.ts (the API front), with an API key from its store, rate limits on,
 *     validation, the upstream call, the answer checked against the contract, redaction, a log line;
 *   - Prism --api-only: the same, as an API instance of a scaled-out deployment, without Next
 *     in the process (its patches of Date, setImmediate and nextTick, and the async-context
 *     tracking of every promise it turns on once a page has been rendered).
 *
 * Goals (issue 15): Prism ≥ 80 % of the bare proxy's req/s, ≥ 2× the express stack, and a p50
 * at most 1 ms over the bare proxy. The double called directly and nginx in front of it are
 * printed for scale.
 *
 * --uws adds the bare proxy on uWebSockets.js (bare-uws-proxy.ts, which says how to install
 * it): how much a cheaper HTTP layer than node:http would leave for Prism's checks.
 *
 *   npm run build && npx tsx bench/gateway/run.ts [--seconds 10] [--connections 32] [--rounds 2] [--uws]
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { nginxMainConfig } from '../../tests/support/nginx-main';
import { studioCommand } from '../../tests/support/studio-command';
import { numberOption } from '../support/options';

const SECONDS = numberOption('seconds', 10);
const CONNECTIONS = numberOption('connections', 32);
const ROUNDS = numberOption('rounds', 2);
const DOUBLE_PORT = 4311;
const NGINX_PORT = 4312;
const APP_PORT = 4313;
const BARE_PORT = 4314;
const EXPRESS_PORT = 4315;
const EXPRESS_DEFAULTS_PORT = 4316;
const API_ONLY_PORT = 4317;
const UWS_PORT = 4318;
const WITH_UWS = process.argv.includes('--uws');
const KEY = 'sk-bench-upstream-7c1d2e9f40a8b3c6';
/** The client's key for the express stack (Prism's comes from its own store). */
const EXPRESS_CLIENT_KEY = 'psk_bench_express_client_key_0001';
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
    nginxMainConfig(
      dir,
      `  upstream double { server 127.0.0.1:${DOUBLE_PORT}; keepalive 32; }
  server {
    listen 127.0.0.1:${NGINX_PORT};
    location /api/ {
      proxy_pass http://double/;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Authorization "Bearer ${KEY}";
    }
  }`,
    ),
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

/** A key in Prism's own store (the keys CLI): an owner key, whose limit is OWNER_RPM. */
function createPrismKey(dataDir: string): string {
  const out = execFileSync(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'scripts/keys.ts', 'create', '--name', 'bench', '--owner', '--json'], {
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', OWNER_RPM: '1000000' },
    encoding: 'utf8',
  });
  return (JSON.parse(out.trim().split('\n').at(-1)!) as { secret: string }).secret;
}

/** uws-pack is not a dependency (bare-uws-proxy.ts says why): say how to get it, not a stack trace. */
async function assertUwsInstalled(): Promise<void> {
  const specifier = 'uws-pack';
  try {
    await import(specifier);
  } catch {
    throw new Error('--uws needs uws-pack, which Prism does not depend on: npm install --no-save uws-pack@20.0.8');
  }
}

async function main() {
  if (WITH_UWS) await assertUwsInstalled();
  for (const port of [DOUBLE_PORT, NGINX_PORT, APP_PORT, BARE_PORT, EXPRESS_PORT, EXPRESS_DEFAULTS_PORT, API_ONLY_PORT, UWS_PORT]) await assertFree(port);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'prism-bench-gateway-'));
  const dataDir = path.join(dir, 'data');
  const prismKey = createPrismKey(dataDir);
  start('npx', ['tsx', 'tests/support/upstream-double-server.ts', String(DOUBLE_PORT), KEY]);
  start('nginx', ['-c', nginxConfig(dir)]);
  const prismEnv = {
    NODE_ENV: 'production',
    PROVIDER: 'upstream',
    UPSTREAM_BASE_URL: `http://127.0.0.1:${DOUBLE_PORT}`,
    UPSTREAM_API_KEY: KEY,
    DATA_DIR: dataDir,
    // Every request is logged, as in production; the lines go to /dev/null here.
    LOG_LEVEL: 'info',
    // Limits stay on, as the express stack's do, set where the load never reaches them.
    RATE_LIMIT_IP_RPM: '1000000',
    OWNER_RPM: '1000000',
  };
  start(...studioCommand(APP_PORT), prismEnv);
  const [command, argv] = studioCommand(API_ONLY_PORT);
  start(command, [...argv, '--api-only'], prismEnv);
  start('npx', ['tsx', 'bench/gateway/bare-node-proxy.ts', String(BARE_PORT), `http://127.0.0.1:${DOUBLE_PORT}`, KEY]);
  if (WITH_UWS) start('npx', ['tsx', 'bench/gateway/bare-uws-proxy.ts', String(UWS_PORT), `http://127.0.0.1:${DOUBLE_PORT}`, KEY]);
  start('npx', ['tsx', 'bench/gateway/express-stack.ts', String(EXPRESS_PORT), `http://127.0.0.1:${DOUBLE_PORT}`, KEY, EXPRESS_CLIENT_KEY]);
  start('npx', ['tsx', 'bench/gateway/express-stack.ts', String(EXPRESS_DEFAULTS_PORT), `http://127.0.0.1:${DOUBLE_PORT}`, KEY, EXPRESS_CLIENT_KEY, 'defaults']);
  await waitFor(`http://127.0.0.1:${DOUBLE_PORT}/translate/detect`);
  await waitFor(`http://127.0.0.1:${NGINX_PORT}/api/translate/detect`);
  await waitFor(`http://127.0.0.1:${APP_PORT}/api/health`);
  // A page first, as a browser would: Next turns its async-context tracking on at the first render.
  await waitFor(`http://127.0.0.1:${APP_PORT}/`);
  await waitFor(`http://127.0.0.1:${API_ONLY_PORT}/api/health`);
  await waitFor(`http://127.0.0.1:${BARE_PORT}/api/translate/detect`, { method: 'POST', body: BODY });
  if (WITH_UWS) await waitFor(`http://127.0.0.1:${UWS_PORT}/api/translate/detect`, { method: 'POST', body: BODY });
  for (const port of [EXPRESS_PORT, EXPRESS_DEFAULTS_PORT]) {
    await waitFor(`http://127.0.0.1:${port}/api/translate/detect`, { method: 'POST', body: BODY, headers: { authorization: `Bearer ${EXPRESS_CLIENT_KEY}` } });
  }

  const rows: Array<[string, string, Record<string, string>]> = [
    ['double, direct', `http://127.0.0.1:${DOUBLE_PORT}/translate/detect`, { authorization: `Bearer ${KEY}` }],
    ['nginx → double', `http://127.0.0.1:${NGINX_PORT}/api/translate/detect`, {}],
    ['bare Node proxy', `http://127.0.0.1:${BARE_PORT}/api/translate/detect`, {}],
    ...(WITH_UWS ? [['bare uWS proxy', `http://127.0.0.1:${UWS_PORT}/api/translate/detect`, {}] as [string, string, Record<string, string>]] : []),
    ['express stack', `http://127.0.0.1:${EXPRESS_PORT}/api/translate/detect`, { authorization: `Bearer ${EXPRESS_CLIENT_KEY}` }],
    ['express, defaults', `http://127.0.0.1:${EXPRESS_DEFAULTS_PORT}/api/translate/detect`, { authorization: `Bearer ${EXPRESS_CLIENT_KEY}` }],
    ['Prism', `http://127.0.0.1:${APP_PORT}/api/translate/detect`, { authorization: `Bearer ${prismKey}` }],
    ['Prism --api-only', `http://127.0.0.1:${API_ONLY_PORT}/api/translate/detect`, { authorization: `Bearer ${prismKey}` }],
  ];
  // Rounds interleave the rows, so a burst of load from elsewhere on this shared machine
  // lands on all of them; each row keeps its best round.
  const best = new Map<string, Figures>();
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, url, headers] of rows) {
      const figures = await measure(name, url, headers);
      const previous = best.get(name);
      if (!previous || figures.rps > previous.rps) best.set(name, figures);
    }
  }
  /** A row's best round (every row has one once the rounds are done). */
  const bestOf = (name: string): Figures => best.get(name)!;
  const bare = bestOf('bare Node proxy');
  const express = bestOf('express stack');
  const expressDefaults = bestOf('express, defaults');

  console.log(`\nbench/gateway: POST /api/translate/detect, ${CONNECTIONS} connections, ${SECONDS} s each, best of ${ROUNDS} rounds, ${os.cpus().length} cores, load ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}\n`);
  console.log('path                  req/s     p50 ms   p99 ms   errors');
  for (const [name] of rows) {
    const f = bestOf(name);
    console.log(`${f.name.padEnd(20)} ${f.rps.toFixed(0).padStart(7)} ${f.p50.toFixed(1).padStart(9)} ${f.p99.toFixed(1).padStart(8)} ${String(f.errors).padStart(8)}`);
  }
  for (const prism of [bestOf('Prism'), bestOf('Prism --api-only')]) {
    const ofBare = prism.rps / bare.rps;
    const ofExpress = prism.rps / express.rps;
    const overBare = prism.p50 - bare.p50;
    console.log(`\n${prism.name} keeps ${(ofBare * 100).toFixed(0)} % of the bare proxy's req/s (goal ≥ 80 %): ${ofBare >= 0.8 ? 'met' : 'NOT met'}`);
    console.log(`${prism.name} does ${ofExpress.toFixed(2)}× the express stack's req/s with a keep-alive agent (goal ≥ 2×): ${ofExpress >= 2 ? 'met' : 'NOT met'}`);
    console.log(`${prism.name} does ${(prism.rps / expressDefaults.rps).toFixed(2)}× the express stack's req/s as its README sets it up (no agent: a connection per call)`);
    console.log(`${prism.name}'s p50 is ${overBare.toFixed(1)} ms over the bare proxy's (goal ≤ 1 ms): ${overBare <= 1 ? 'met' : 'NOT met'}`);
  }
  if (WITH_UWS) {
    const uws = bestOf('bare uWS proxy');
    console.log(`\nthe bare proxy on uWebSockets.js does ${(uws.rps / bare.rps).toFixed(2)}× the bare proxy on node:http`);
  }
  for (const [name] of rows) {
    const f = bestOf(name);
    if (f.errors) console.log(`warning: ${f.errors} non-2xx answers from ${f.name}`);
  }
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
