// The floor for any gateway written on Node: node:http in, undici out, and nothing else (no
// validation, no auth, no rate limit, no envelope check). bench/gateway prints it beside the
// app, so the app's own cost reads as the distance between the two rows.
//   npx tsx bench/gateway/bare-node-proxy.ts <port> <upstream origin> <key>
import http from 'node:http';
import { Agent, request } from 'undici';

const [port, upstream, key] = process.argv.slice(2);
const agent = new Agent({ keepAliveTimeout: 30_000, connections: 128 });

http
  .createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const answer = await request(`${upstream}${(req.url ?? '/').replace(/^\/api/, '')}`, {
      dispatcher: agent,
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: Buffer.concat(chunks),
    });
    const text = await answer.body.text();
    res.writeHead(answer.statusCode, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
    res.end(text);
  })
  .listen(Number(port), '127.0.0.1');
