/**
 * The safe fetcher's cost: a 1 MB body from a local HTTP server, fetched 200 times by
 * safeFetch (URL and address checks, a fresh pinned agent per call, streamed size cap)
 * against the peer, Node's own fetch with no checks (keep-alive).
 *
 *   LOG_LEVEL=silent npx tsx --conditions=react-server bench/safe-fetch/fetch.ts
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { safeFetch } from '@/lib/server/fetch/safe-fetch';

const RUNS = 200;
const body = Buffer.alloc(1024 * 1024, 7);

async function time(label: string, once: () => Promise<number>) {
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    const size = await once();
    if (size !== body.byteLength) throw new Error(`${label}: got ${size} bytes`);
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const p = (q: number) => samples[Math.floor(q * (samples.length - 1))]!.toFixed(2);
  console.log(`${label.padEnd(36)} p50 ${p(0.5)} ms   p95 ${p(0.95)} ms   ${((RUNS * body.byteLength) / 1024 / 1024 / (samples.reduce((a, b) => a + b, 0) / 1000)).toFixed(0)} MB/s`);
}

async function main() {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'image/png', 'content-length': String(body.byteLength) });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.2', resolve));
  const url = `http://127.0.0.2:${(server.address() as AddressInfo).port}/x.png`;
  console.log(`${RUNS} fetches of a 1 MB body from a server on this machine`);
  await time('safeFetch (checks, pinned agent)', async () => (await safeFetch(url, { field: 'bench', maxBytes: 20 * 1024 * 1024, allowAddresses: ['127.0.0.2'] })).bytes.byteLength);
  await time('peer: fetch() with no checks', async () => (await (await fetch(url)).arrayBuffer()).byteLength);
  server.close();
  process.exit(0);
}

void main();
