/**
 * Prism Studio's server (`npm start`): one process, one port. Requests under /api go to
 * the API front (lib/server/front), which calls the route handlers in app/api directly;
 * everything else (pages, assets) goes to Next. Next's router costs several milliseconds
 * per request, which a gateway cannot spend (bench/gateway); pages can.
 *
 *   node --conditions=react-server --import tsx server.ts [-p 3000] [-H 0.0.0.0]
 *
 * react-server: the server modules import 'server-only', which resolves to an empty module
 * under that condition (Next renders pages with its own copy of React, so they are unaffected).
 * `npm run dev` keeps `next dev`, where Next serves the same route handlers itself.
 */
import http from 'node:http';
import { parseArgs } from 'node:util';
import { loadEnvConfig } from '@next/env';
import next from 'next';

const { values } = parseArgs({
  options: { port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' } },
});
// .env.local and friends, as `next start` reads them, before the configuration is checked.
loadEnvConfig(process.cwd(), false);
const port = Number(values.port ?? process.env.PORT ?? 3000);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`Prism Studio cannot start. PORT: must be a whole number from 1 to 65535, got ${values.port ?? process.env.PORT}`);
  process.exit(1);
}
// No -H: every interface, IPv4 and IPv6, as `next start` listens. (Not $HOSTNAME: containers
// set it to their own name, which would hide the studio from localhost.)
const hostname = values.hostname;

async function main() {
  // instrumentation.ts would start the server a second time, inside Next's bundle: tell it not to.
  process.env.PRISM_API_FRONT = '1';
  // Imported only now: the server modules read the environment loaded above as they load.
  const { startServer } = await import('@/lib/server/start');
  const { apiHandler, isApiPath, loadApiRoutes } = await import('@/lib/server/front/api');
  await startServer();
  const api = apiHandler(await loadApiRoutes());

  if (process.env.NO_NEXT) { http.createServer((req, res) => void api(req, res)).listen(port, hostname); return; }
  const app = next({ dev: false, dir: process.cwd(), hostname: hostname ?? 'localhost', port });
  await app.prepare();
  const pages = app.getRequestHandler();

  const server = http.createServer((req, res) => {
    if (isApiPath(req.url)) void api(req, res);
    else void pages(req, res);
  });
  server.listen(port, hostname, () => console.log(`Prism Studio listening on http://${hostname ?? 'localhost'}:${port}`));

  const stop = () => {
    server.close();
    void app.close().finally(() => process.exit(0));
    // Keep-alive connections can hold close() open; do not outlive the supervisor's patience.
    setTimeout(() => process.exit(0), 5_000).unref();
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error('Prism Studio could not start:', error);
  process.exit(1);
});
