/**
 * bench/cluster: what a second app instance gives on this machine. The cluster test's
 * topology (tests/cluster/topology.ts: PostgreSQL, Redis, s3rver, nginx round-robin, files
 * in S3) with one app instance, then with two, each measured through nginx on:
 *
 *   - a cheap endpoint: GET /api/health;
 *   - uploads: POST /api/uploads of a 48 KB PNG (sniffed, streamed to the S3 server);
 *   - file reads: GET /api/files/<id> of that PNG (streamed from the S3 server).
 *
 *   npm run build && npx tsx bench/cluster/run.ts [--seconds 8] [--connections 16]
 *
 * It prints both runs and the ratio. On a 2-core machine the instances, nginx, s3rver,
 * PostgreSQL, Redis and the load generator share the same two cores: the second instance
 * proves the deployment works, not that it scales; on separate machines it would.
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import autocannon from 'autocannon';
import sharp from 'sharp';
import { startCluster } from '../../tests/cluster/topology';
import { numberOption } from '../support/options';

const SECONDS = numberOption('seconds', 8);
const CONNECTIONS = numberOption('connections', 16);
const BASE_PORT = numberOption('port', 3470);

interface Row {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  statuses: string;
}

async function measure(url: string, options: { body?: () => Buffer } = {}): Promise<Row> {
  const body = options.body;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    // Every upload a new file (the PNG with a few random bytes after its end), as real
    // uploads are: the same bytes would be one content-addressed object written over and over.
    requests: body ? [{ method: 'POST', headers: { 'content-type': 'application/octet-stream' }, setupRequest: (request) => ({ ...request, body: body() }) }] : undefined,
  });
  const statuses = Object.entries((result as unknown as { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats ?? {})
    .map(([status, { count }]) => `${status}×${count}`)
    .join(' ');
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors, statuses };
}

async function run(apps: number, png: Buffer): Promise<Record<string, Row>> {
  // The owner's rpm would stop a bench of loopback calls (all of them the owner) long before the machine does.
  const cluster = await startCluster({ basePort: BASE_PORT, apps, workers: 0, env: { LOG_LEVEL: 'warn', OWNER_RPM: '1000000' } });
  try {
    const stored = await fetch(`${cluster.url}/api/uploads`, { method: 'POST', body: new Uint8Array(png) });
    const { result } = (await stored.json()) as { result: { id: string } };
    // Warm every instance (first requests load modules) before measuring.
    for (let i = 0; i < 20 * apps; i += 1) await fetch(`${cluster.url}/api/files/${result.id}`).then((r) => r.arrayBuffer());
    return {
      'GET /api/health': await measure(`${cluster.url}/api/health`),
      'POST /api/uploads (48 KB)': await measure(`${cluster.url}/api/uploads`, { body: () => Buffer.concat([png, randomBytes(16)]) }),
      'GET /api/files/<id> (48 KB)': await measure(`${cluster.url}/api/files/${result.id}`),
    };
  } finally {
    await cluster.close();
  }
}

async function main() {
  const raw = Buffer.alloc(128 * 128 * 3);
  for (let i = 0; i < raw.length; i += 1) raw[i] = (i * 7919) % 251;
  const png = await sharp(raw, { raw: { width: 128, height: 128, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
  console.log(`bench/cluster: ${SECONDS} s per row, ${CONNECTIONS} connections, through nginx; ${os.cpus().length} cores, load before: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  const one = await run(1, png);
  console.log(`load after one instance: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  const two = await run(2, png);
  console.log(`load after two instances: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}\n`);
  const cell = (row: Row) => `${Math.round(row.rps).toString().padStart(6)} req/s p50 ${String(row.p50).padStart(3)} ms p99 ${String(row.p99).padStart(4)} ms`;
  console.log(`${'endpoint'.padEnd(30)}${'one instance'.padEnd(40)}${'two instances'.padEnd(40)}ratio`);
  for (const name of Object.keys(one)) {
    console.log(`${name.padEnd(30)}${cell(one[name]!).padEnd(40)}${cell(two[name]!).padEnd(40)}${(two[name]!.rps / one[name]!.rps).toFixed(2)}×`);
  }
  // Every answer counts: a fast error is not throughput.
  console.log('\nstatuses (one instance | two instances):');
  for (const name of Object.keys(one)) {
    console.log(`  ${name.padEnd(28)}${one[name]!.statuses}${one[name]!.errors ? ` +${one[name]!.errors} errors` : ''} | ${two[name]!.statuses}${two[name]!.errors ? ` +${two[name]!.errors} errors` : ''}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
