import { randomBytes, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { withoutHopByHop } from '@/lib/contract/hop-by-hop';

/**
 * A tiny HTTP forward proxy, on loopback, that yt-dlp is told to use for every request
 * (--proxy). yt-dlp fetches pages itself and follows redirects itself, so checking only the
 * URL we were given would let a redirect (or an API call the extractor makes) reach this
 * machine or its network. Here each hop — a CONNECT for https, an absolute-form request for
 * http — is judged by `vet` after DNS resolution, and the connection goes to the address that
 * was vetted (never re-resolved, so DNS rebinding gains nothing).
 *
 * Why in-process and hand-written: it is ~150 lines on node:http/node:net, needs no
 * dependency, and the address policy is the platform's (injected as `vet`, so this engine
 * module never imports the server). One proxy per yt-dlp run: its refusals and byte count
 * belong to that run, and it is closed with it. A random password keeps other local
 * processes from using it while it is open.
 */

export type Verdict =
  | { ok: true; addresses: ReadonlyArray<{ address: string; family: number }> }
  /** refused: the address rule said no (a 400 for the caller); otherwise the host failed (502). */
  | { ok: false; refused: boolean; reason: string };

export type VetTarget = (hostname: string, port: number) => Promise<Verdict>;

export interface Refusal {
  host: string;
  /** A sentence naming the host: "host a.example resolves to 10.0.0.1, which is private and not allowed". */
  reason: string;
}

export interface VettingProxyOptions {
  vet: VetTarget;
  /** Bytes the sites may send in all (pages, API answers) before the proxy cuts them off. */
  maxBytes: number;
  /** Socket idle time-out for each upstream connection. */
  idleTimeoutMs: number;
}

export interface VettingProxy {
  /** http://prism:<secret>@127.0.0.1:<port>, for yt-dlp's --proxy. */
  url: string;
  /** Targets refused by the address rule, in order. */
  refusals: Refusal[];
  /** Targets that could not be resolved or connected to (the reason says which). */
  failures: Refusal[];
  /** Bytes received from sites so far. */
  bytes(): number;
  /** True once the byte cap cut a connection. */
  overflowed(): boolean;
  close(): Promise<void>;
}

export async function startVettingProxy(options: VettingProxyOptions): Promise<VettingProxy> {
  const secret = randomBytes(18).toString('base64url');
  const expected = Buffer.from(`Basic ${Buffer.from(`prism:${secret}`).toString('base64')}`);
  const refusals: Refusal[] = [];
  const failures: Refusal[] = [];
  const failed = (host: string, error: NodeJS.ErrnoException) => failures.push({ host, reason: `could not connect to ${host} (${error.code ?? error.message})` });
  const sockets = new Set<net.Socket>();
  let received = 0;
  let overflow = false;

  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    socket.on('error', () => {}); // Peers vanish; each path below reports what matters.
    return socket;
  };
  const authorized = (req: http.IncomingMessage) => {
    const given = Buffer.from(req.headers['proxy-authorization'] ?? '');
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
  /** Counts bytes from a site; past the cap, ends the whole exchange. */
  const meter = (source: net.Socket | http.IncomingMessage, ...alsoClose: Array<{ destroy(): void }>) => {
    source.on('data', (chunk: Buffer) => {
      received += chunk.byteLength;
      if (received > options.maxBytes && !overflow) overflow = true;
      if (overflow) {
        source.destroy();
        for (const other of alsoClose) other.destroy();
      }
    });
  };
  const judge = async (hostname: string, port: number): Promise<Verdict> => {
    try {
      const verdict = await options.vet(hostname, port);
      if (!verdict.ok) (verdict.refused ? refusals : failures).push({ host: hostname, reason: verdict.reason });
      return verdict;
    } catch (error) {
      return { ok: false, refused: false, reason: error instanceof Error ? error.message : 'could not be checked' };
    }
  };

  const server = http.createServer();
  server.on('connection', (socket: net.Socket) => track(socket));

  // https: CONNECT host:port, then a blind tunnel to the vetted address.
  server.on('connect', async (req: http.IncomingMessage, client: net.Socket, head: Buffer) => {
    track(client);
    if (!authorized(req)) return client.end('HTTP/1.1 407 Proxy Authentication Required\r\nProxy-Authenticate: Basic realm="prism"\r\n\r\n');
    const target = parseAuthority(req.url ?? '');
    if (!target) return client.end('HTTP/1.1 400 Bad Request\r\n\r\n');
    const verdict = await judge(target.hostname, target.port);
    if (!verdict.ok) return client.end(`HTTP/1.1 ${verdict.refused ? '403 Forbidden' : '502 Bad Gateway'}\r\nX-Prism-Refused: ${encodeURIComponent(verdict.reason)}\r\n\r\n`);
    const upstream = track(net.connect({ host: verdict.addresses[0]!.address, port: target.port }));
    upstream.setTimeout(options.idleTimeoutMs, () => upstream.destroy());
    upstream.once('connect', () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      if (head.length) upstream.write(head);
      meter(upstream, client);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    upstream.once('error', (error) => {
      failed(target.hostname, error);
      client.end('HTTP/1.1 502 Bad Gateway\r\n\r\n');
    });
    upstream.once('close', () => client.destroy());
    client.once('close', () => upstream.destroy());
  });

  // http: an absolute-form request, forwarded to the vetted address with its Host header.
  server.on('request', async (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (!authorized(req)) {
      res.writeHead(407, { 'proxy-authenticate': 'Basic realm="prism"' });
      return res.end();
    }
    let target: URL;
    try {
      target = new URL(req.url ?? '');
    } catch {
      res.writeHead(400);
      return res.end();
    }
    if (target.protocol !== 'http:') {
      res.writeHead(400);
      return res.end();
    }
    const port = Number(target.port || 80);
    const verdict = await judge(target.hostname.replace(/^\[|\]$/g, ''), port);
    if (!verdict.ok) {
      res.writeHead(verdict.refused ? 403 : 502, { 'content-type': 'text/plain', 'x-prism-refused': encodeURIComponent(verdict.reason) });
      return res.end(verdict.reason);
    }
    const headers: http.OutgoingHttpHeaders = { ...withoutHopByHop(req.headers), host: target.host };
    const upstream = http.request({
      host: verdict.addresses[0]!.address,
      port,
      method: req.method,
      path: `${target.pathname}${target.search}`,
      headers,
      setHost: false,
      agent: false,
      timeout: options.idleTimeoutMs,
    });
    upstream.on('socket', track);
    upstream.on('timeout', () => upstream.destroy(new Error('timed out')));
    upstream.on('error', (error) => {
      if (!res.headersSent) {
        failed(target.hostname, error);
        res.writeHead(502).end();
      }
      else res.destroy();
    });
    upstream.on('response', (answer) => {
      res.writeHead(answer.statusCode ?? 502, withoutHopByHop(answer.headers));
      meter(answer, res.socket ?? res, upstream);
      answer.pipe(res);
    });
    req.pipe(upstream);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://prism:${secret}@127.0.0.1:${port}`,
    refusals,
    failures,
    bytes: () => received,
    overflowed: () => overflow,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** "host:port" or "[v6]:port" of a CONNECT line. */
function parseAuthority(authority: string): { hostname: string; port: number } | null {
  const match = /^(?:\[([^\]]+)\]|([^:[\]]+)):(\d{1,5})$/.exec(authority);
  if (!match) return null;
  const port = Number(match[3]);
  if (port < 1 || port > 65535) return null;
  return { hostname: (match[1] ?? match[2])!, port };
}
