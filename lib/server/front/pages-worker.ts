import 'server-only';
import { rmSync } from 'node:fs';
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';
import next from 'next';
import { trustFrontPeerHeader } from '../auth/peer-hook';

/** What the front gives the pages thread (pages-thread.ts). */
export interface PagesWorkerData {
  /** Where to listen: a Unix socket in a folder only this user may open. */
  socketPath: string;
  /** The project folder, holding .next. */
  dir: string;
  /** The front's own address, for Next's x-forwarded-port and its absolute URLs. */
  hostname: string;
  port: number;
}

/** What the pages thread says to the front. */
export type PagesWorkerMessage = { kind: 'ready' } | { kind: 'failed'; error: string } | { kind: 'closed' };

/**
 * The pages thread: Next, rendering pages and serving its assets, on a thread of its own
 * (started by pages-thread.ts in production). Next patches Date, setImmediate and
 * process.nextTick and, once it has rendered a page, puts an async-context hook on every
 * promise; on this thread those touch only this thread, so the API on the main thread runs
 * as in an --api-only instance (docs/gateway.md), and a slow render never holds up
 * an API call. Its server listens only on the socket the front forwards page requests to.
 */
async function main(): Promise<void> {
  const port = parentPort;
  if (!port) throw new Error('pages-worker.ts runs as a worker thread (lib/server/front/pages-thread.ts starts it).');
  const data = workerData as PagesWorkerData;
  // The front wrote the client's address into x-prism-peer before forwarding (the sign-in
  // rule of page-proxy.ts reads it); this thread's socket has no address of its own.
  trustFrontPeerHeader();
  // Next would take any request with an Upgrade header on the server it is given; this one never listens.
  const app = next({ dev: false, dir: data.dir, hostname: data.hostname, port: data.port, httpServer: new http.Server() });
  await app.prepare();
  const handle = app.getRequestHandler();
  // Only the front connects, and it keeps its connections: its own time-outs already apply.
  const server = http.createServer({ keepAliveTimeout: 0, headersTimeout: 0, requestTimeout: 0 }, (req, res) => void handle(req, res));
  rmSync(data.socketPath, { force: true }); // a socket left by a thread that died
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(data.socketPath, resolve);
  });
  port.on('message', (message: unknown) => {
    if (message !== 'close') return;
    server.close();
    server.closeAllConnections();
    void app
      .close()
      .catch(() => {})
      .then(() => port.postMessage({ kind: 'closed' } satisfies PagesWorkerMessage));
  });
  port.postMessage({ kind: 'ready' } satisfies PagesWorkerMessage);
}

main().catch((error: unknown) => {
  parentPort?.postMessage({ kind: 'failed', error: error instanceof Error ? (error.stack ?? error.message) : String(error) } satisfies PagesWorkerMessage);
  process.exit(1);
});
