// The stack a team would assemble by hand instead of Prism's gateway: express, a Bearer-key
// check, express-rate-limit and http-proxy-middleware to the same upstream. bench/gateway runs
// it beside the app, on the same double, with the same key and a limit the load never reaches.
//   npx tsx bench/gateway/express-stack.ts <port> <upstream origin> <upstream key> <client key> [defaults]
// With `defaults`, http-proxy-middleware runs as its README shows it, without an agent: it then
// sends `Connection: close` upstream and opens a connection per call.
import http from 'node:http';
import express from 'express';
import { rateLimit } from 'express-rate-limit';
import { createProxyMiddleware } from 'http-proxy-middleware';

const [port, upstream, upstreamKey, clientKey, mode] = process.argv.slice(2);
const app = express();
app.disable('x-powered-by');

app.use('/api', (req, res, next) => {
  if (req.headers.authorization !== `Bearer ${clientKey}`) {
    res.status(401).json({ status: false, message: 'Authorization: unknown API key', result: {} });
    return;
  }
  next();
});
app.use('/api', rateLimit({ windowMs: 60_000, limit: 10_000_000, standardHeaders: 'draft-7', legacyHeaders: false }));
app.use(
  '/api',
  createProxyMiddleware({
    target: upstream,
    changeOrigin: true,
    // Keep-alive to the upstream, as any tuned deployment would; without it every call opens a connection.
    ...(mode === 'defaults' ? {} : { agent: new http.Agent({ keepAlive: true, maxSockets: 128 }) }),
    headers: { authorization: `Bearer ${upstreamKey}` },
  }),
);
app.listen(Number(port), '127.0.0.1');
