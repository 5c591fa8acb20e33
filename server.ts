/**
 * Prism Studio's server: one process, one port, in every mode. Requests under /api go to the
 * API front (lib/server/front), which calls the route handlers in api/ directly; everything
 * else (pages, assets) goes to Next. There is no other way into the API: `npm start`,
 * `npm run dev` (--dev: Next compiles pages as they are asked for) and the tests all run this.
 * Under `npm start` Next runs on a thread of its own (lib/server/front/pages-thread.ts), and
 * the front forwards page requests to it; under --dev it runs on this one.
 *
 *   node --conditions=react-server --import tsx server.ts [--dev | --api-only] [-p 3000] [-H 0.0.0.0]
 *
 * `npm run dev` runs it so, from source; `npm start` runs the same file compiled by
 * `npm run build` (scripts/build-server.ts) into build/server/server.cjs, with the same flags.
 *
 * --api-only: an API instance for a scaled-out deployment (docs/deploy.md), behind a proxy
 * that sends pages elsewhere. Next is never loaded: it patches Date, setImmediate and
 * process.nextTick for the whole process and turns on async-context tracking for every
 * promise once a page is rendered, which costs every API call about a sixth of its CPU
 * (bench/gateway). Paths outside /api and /v1 answer a 404 envelope.
 *
 * react-server: the server modules import 'server-only', which resolves to an empty module
 * under that condition (Next renders pages with its own copy of React, so they are unaffected).
 */
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadEnvConfig } from '@next/env';

const { values } = parseArgs({
  options: {
    port: { type: 'string', short: 'p' },
    hostname: { type: 'string', short: 'H' },
    dev: { type: 'boolean', default: false },
    'api-only': { type: 'boolean', default: false },
  },
});
const dev = values.dev === true;
const apiOnly = values['api-only'] === true;
if (dev && apiOnly) {
  console.error('Prism Studio cannot start. --dev and --api-only: choose one (--dev compiles pages, --api-only serves none).');
  process.exit(1);
}
// .env.local and friends, as `next start` and `next dev` read them, before the configuration is checked.
loadEnvConfig(process.cwd(), dev);
// No -H: every interface, IPv4 and IPv6, as `next start` listens. (Not $HOSTNAME: containers
// set it to their own name, which would hide the studio from localhost.)
const hostname = values.hostname;

async function main() {
  // Imported only now: the server modules read the environment loaded above as they load.
  const { startServer, stopServer } = await import('@/lib/server/start');
  const { answerOutsideApi, apiHandler } = await import('@/lib/server/front/api');
  const { loadAllApiRoutes } = await import('@/lib/server/front/route-loader');
  const { createFrontServer } = await import('@/lib/server/front/http-server');
  const { withPublicFileMethods } = await import('@/lib/server/front/public-files');
  const { trackRequests } = await import('@/lib/server/front/lifecycle');
  const { startPagesThread } = await import('@/lib/server/front/pages-thread');
  const { env, portFlag } = await import('@/lib/server/env');
  // -p wins over PORT; both are held to PORT's rule, and a bad one stops the start in one line.
  const port = values.port === undefined ? env().PORT : portFlag(values.port);
  await startServer();
  const api = apiHandler(await loadAllApiRoutes());

  // Development: Next on this thread. It attaches its WebSocket listener to `httpServer` when
  // it renders its first page. Given the real server, it would take every request with an
  // Upgrade header (curl --http2 sends one) and leave it hanging; so it gets one of its own
  // that never listens, and the front hands it only the development reload's sockets.
  const nextUpgrades = new http.Server();
  const devApp = dev ? (await import('next')).default({ dev, dir: process.cwd(), hostname: hostname ?? 'localhost', port, httpServer: nextUpgrades }) : null;
  await devApp?.prepare();
  // Production: Next on its own thread, so its process-wide patches stay off the API's.
  const pagesThread = dev || apiOnly ? null : await startPagesThread({ dir: process.cwd(), hostname: hostname ?? 'localhost', port });
  const nextHandler = devApp ? devApp.getRequestHandler() : pagesThread?.handler;
  const pages = nextHandler ? withPublicFileMethods(nextHandler, path.join(process.cwd(), 'public')) : answerOutsideApi;

  const server = createFrontServer({ api, pages, devUpgrades: dev ? nextUpgrades : undefined });
  const requests = trackRequests(server);
  const mode = dev ? ' (development)' : apiOnly ? ' (API only)' : '';
  server.listen(port, hostname, () => console.log(`Prism Studio${mode} listening on http://${hostname ?? 'localhost'}:${port}`));

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`Prism Studio: ${signal}, finishing the requests in flight`);
    const grace = env().SHUTDOWN_GRACE_MS;
    // Whatever happens below, never outlive the grace period by much.
    setTimeout(() => process.exit(0), grace + 5_000).unref();
    await requests.drain(grace);
    await stopServer();
    await devApp?.close().catch(() => {});
    await pagesThread?.close().catch(() => {});
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  // A setting that cannot work (lib/server/errors.ts's ConfigurationError, known here by name:
  // server modules load only in main, after the environment) is one line naming it; anything
  // else keeps its stack.
  if (error instanceof Error && error.name === 'ConfigurationError') console.error(`Prism Studio cannot start. ${error.message}`);
  else console.error('Prism Studio could not start:', error);
  process.exit(1);
});
