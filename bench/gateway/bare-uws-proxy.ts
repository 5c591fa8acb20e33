// The bare proxy of bare-node-proxy.ts on uWebSockets.js instead of node:http: undici out,
// nothing else. It answers one question: would a cheaper HTTP layer under Prism's wrapper reach
// the gateway goals? bench/gateway runs it only with --uws.
//
// uWebSockets.js is published on GitHub, not on npm. `uws-pack` is a repack of its v20
// binaries on npm by a third party; its binaries cannot be checked against uNetworking's
// releases from here, so it is not a dependency of Prism: install it by hand for the bench.
//   npm install --no-save uws-pack@20.0.8
//   npx tsx bench/gateway/bare-uws-proxy.ts <port> <upstream origin> <key>
import { Agent, request } from 'undici';

/** The part of uWebSockets.js's interface this proxy uses (the package is not installed by default). */
interface UwsResponse {
  onAborted(handler: () => void): UwsResponse;
  onData(handler: (chunk: ArrayBuffer, isLast: boolean) => void): void;
  cork(handler: () => void): UwsResponse;
  writeStatus(status: string): UwsResponse;
  writeHeader(name: string, value: string): UwsResponse;
  end(body: string): UwsResponse;
}
interface UwsApp {
  post(pattern: string, handler: (res: UwsResponse, req: { getUrl(): string }) => void): UwsApp;
  listen(host: string, port: number, done: (socket: unknown) => void): UwsApp;
}

const [port, upstream, key] = process.argv.slice(2);
const agent = new Agent({ keepAliveTimeout: 30_000, connections: 128 });

async function listen(): Promise<void> {
  // A variable specifier: the type checker must not look for a package that is not installed.
  const specifier = 'uws-pack';
  const { App } = (await import(specifier)) as { App: () => UwsApp };
  App()
    .post('/api/*', (res, req) => {
      // uWS's request object is valid only until the handler returns; read what is needed now.
      const url = req.getUrl();
      let hungUp = false;
      res.onAborted(() => {
        hungUp = true;
      });
      const chunks: Buffer[] = [];
      res.onData((chunk, isLast) => {
        // uWS reuses the chunk's memory after this call returns: copy it.
        chunks.push(Buffer.from(chunk.slice(0)));
        if (!isLast) return;
        void forward(url, Buffer.concat(chunks))
          .catch(() => ({ status: 502, text: '{"status":false,"message":"upstream unreachable"}' }))
          .then(({ status, text }) => {
            if (hungUp) return;
            res.cork(() => res.writeStatus(String(status)).writeHeader('content-type', 'application/json').end(text));
          });
      });
    })
    .listen('127.0.0.1', Number(port), (socket) => {
      if (!socket) {
        console.error(`bare-uws-proxy: could not listen on port ${port}`);
        process.exit(1);
      }
    });
}

void listen();

async function forward(url: string, body: Buffer): Promise<{ status: number; text: string }> {
  const answer = await request(`${upstream}${url.replace(/^\/api/, '')}`, {
    dispatcher: agent,
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body,
  });
  return { status: answer.statusCode, text: await answer.body.text() };
}
