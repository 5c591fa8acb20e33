import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for a model hub on 127.0.0.1 (the only double the model tests use: the real
 * hubs are out of reach here). It serves files by path with HTTP Range support, and can be
 * told to misbehave: cut the connection after some bytes, stall, or pace its bytes so a
 * progress bar has time to move. It records each request's Range header.
 */
export interface HubFile {
  bytes: Buffer;
  /** Close the connection after this many bytes of the first answer. */
  cutAfter?: number;
  /** Send this many bytes, then nothing more (the connection stays open). */
  stallAfter?: number;
  /** Bytes per second (paced in 16 KB slices); unlimited when absent. */
  bytesPerSecond?: number;
  /** Answer a Range request from this offset instead of the one asked (a cache serving another range). */
  rangeStartsAt?: number;
  /** Answer the next requests with this status (429, 503) and Retry-After, then serve. */
  busy?: { status: number; retryAfter?: string; times: number };
}

export interface ModelHub {
  url: string;
  files: Map<string, HubFile>;
  ranges: Array<{ path: string; range: string | undefined }>;
  /** Redirect this path to another (as hubs send files to a CDN). */
  redirects: Map<string, string>;
  close(): Promise<void>;
}

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

export async function startModelHub(port = 0): Promise<ModelHub> {
  const files = new Map<string, HubFile>();
  const redirects = new Map<string, string>();
  const ranges: ModelHub['ranges'] = [];
  const sockets = new Set<import('node:net').Socket>();
  const timers = new Set<NodeJS.Timeout>();

  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://hub').pathname;
    ranges.push({ path, range: req.headers.range });
    const target = redirects.get(path);
    if (target) {
      res.writeHead(302, { location: target });
      return res.end();
    }
    const file = files.get(path);
    if (!file) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      return res.end('not found');
    }
    if (file.busy && file.busy.times > 0) {
      file.busy.times -= 1;
      res.writeHead(file.busy.status, file.busy.retryAfter ? { 'retry-after': file.busy.retryAfter } : {});
      return res.end();
    }
    const match = /^bytes=(\d+)-$/.exec(req.headers.range ?? '');
    const start = match ? (file.rangeStartsAt ?? Number(match[1])) : 0;
    if (start >= file.bytes.length) {
      res.writeHead(416, { 'content-range': `bytes */${file.bytes.length}` });
      return res.end();
    }
    const body = file.bytes.subarray(start);
    res.writeHead(match ? 206 : 200, {
      'content-type': 'application/octet-stream',
      'content-length': String(body.length),
      'accept-ranges': 'bytes',
      ...(match ? { 'content-range': `bytes ${start}-${file.bytes.length - 1}/${file.bytes.length}` } : {}),
    });
    const cut = file.cutAfter;
    if (cut !== undefined) {
      // Only the first answer is cut: the resumed one completes. The socket is closed
      // gracefully (FIN, not a reset), so the bytes sent before the cut all arrive.
      file.cutAfter = undefined;
      res.write(body.subarray(0, cut), () => res.socket?.end());
      return;
    }
    if (file.stallAfter !== undefined) {
      res.write(body.subarray(0, file.stallAfter));
      return; // and nothing more
    }
    if (!file.bytesPerSecond) return res.end(body);
    const slice = 16 * 1024;
    const delay = Math.max(1, Math.round((slice / file.bytesPerSecond) * 1000));
    let offset = 0;
    const next = () => {
      if (res.destroyed) return;
      if (offset >= body.length) return res.end();
      res.write(body.subarray(offset, offset + slice));
      offset += slice;
      const timer = setTimeout(() => {
        timers.delete(timer);
        next();
      }, delay);
      timers.add(timer);
    };
    next();
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    files,
    ranges,
    redirects,
    async close() {
      for (const timer of timers) clearTimeout(timer);
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
