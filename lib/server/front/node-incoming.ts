import 'server-only';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { env } from '../env';
import { ApiError } from '../errors';
import type { HeaderReader, Incoming } from '../incoming';
import { usableHost } from '../origin';

/** Node's headers behind the HeaderReader interface (names arrive lower-cased). */
class NodeHeaders implements HeaderReader {
  constructor(private readonly raw: IncomingMessage['headers']) {}
  get(name: string): string | null {
    const value = this.raw[name.toLowerCase()];
    if (value === undefined) return null;
    return Array.isArray(value) ? value.join(', ') : value;
  }
  has(name: string): boolean {
    return this.raw[name.toLowerCase()] !== undefined;
  }
}

/** The origin-form target of a request as an absolute URL, on the Host the client named. */
export function absoluteUrl(req: IncomingMessage): string {
  const host = req.headers.host;
  return `http://${usableHost(host) ? host : '127.0.0.1'}${req.url ?? '/'}`;
}

/**
 * Calls `listener` once if the connection closes before the answer was written (the client
 * hung up); returns what stops listening. Asked for late, the connection may already be gone.
 */
export function onHangUp(res: ServerResponse, listener: () => void): () => void {
  if (res.closed) {
    if (!res.writableFinished) listener();
    return () => {};
  }
  const onClose = () => {
    if (!res.writableFinished) listener();
  };
  res.once('close', onClose);
  return () => res.off('close', onClose);
}

/** Aborted when the client hangs up (see onHangUp). */
export function hangUpSignal(res: ServerResponse): AbortSignal {
  const hangUp = new AbortController();
  onHangUp(res, () => hangUp.abort());
  return hangUp.signal;
}

/**
 * Requests that sent `Expect: 100-continue`, whose client waits for a "100 Continue" before it
 * sends the body. The front takes them itself (Node's 'checkContinue') rather than letting Node
 * say "continue" at once: the interim answer goes out only when a handler starts reading the
 * body, so a request refused first (a bad key, a declared length over the cap, a rate limit) is
 * answered before a byte of its body is sent. Node then closes that connection, as nobody will
 * read the body the client did not send.
 */
const awaitingContinue = new WeakSet<ServerResponse>();

export function awaitContinue(res: ServerResponse): void {
  awaitingContinue.add(res);
}

/** Tells a client waiting on `Expect: 100-continue` to send its body; once, and only if it waits. */
export function sendContinue(res: ServerResponse): void {
  if (awaitingContinue.delete(res) && !res.headersSent) res.writeContinue();
}

/** A Node request as the gateway's Incoming: no Web Request, no Web stream. */
export function incomingFromNode(req: IncomingMessage, res: ServerResponse): Incoming {
  return new NodeIncoming(req, res);
}

/** A class: per-call getters belong on a prototype (eslint.config.mjs says why). */
class NodeIncoming implements Incoming {
  readonly method: string;
  readonly url: string;
  readonly headers: HeaderReader;
  private hangUp: AbortSignal | undefined;

  constructor(
    private readonly req: IncomingMessage,
    private readonly res: ServerResponse,
  ) {
    this.method = req.method ?? 'GET';
    this.url = absoluteUrl(req);
    this.headers = new NodeHeaders(req.headers);
  }

  // Made when first asked for: an AbortController and a close listener per request cost
  // more than a small endpoint's own work, and most answers never listen (bench/gateway).
  get signal(): AbortSignal {
    return (this.hangUp ??= hangUpSignal(this.res));
  }

  get hungUp(): boolean {
    return this.res.closed && !this.res.writableFinished;
  }

  // Fields, not methods: handlers pass them on unbound (ctx.onHangUp).
  readonly onHangUp = (listener: () => void) => onHangUp(this.res, listener);

  readonly readBody = (limit: number, tooLarge: () => ApiError) => {
    sendContinue(this.res);
    return readNodeBody(this.req, limit, tooLarge);
  };
}

/**
 * A body that stopped arriving: nothing for BODY_IDLE_TIMEOUT_MS while a handler waited for
 * it. Answered 408 and the connection closed (what is left of the body will not come).
 * Measured only while a handler waits, so a slow store behind an upload does not count.
 */
function bodyStalled(idleMs: number): ApiError {
  return new ApiError('request_timeout', `body: nothing arrived for ${Math.round(idleMs / 1000)} s, so the request was ended; send it again`, { connection: 'close' });
}

/** Reads the body, stopping at `limit` bytes (Node discards the rest once we answer). */
function readNodeBody(req: IncomingMessage, limit: number, tooLarge: () => ApiError): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const idleMs = env().BODY_IDLE_TIMEOUT_MS;
    const stalled = setTimeout(() => {
      cleanup();
      req.pause();
      reject(bodyStalled(idleMs));
    }, idleMs);
    const cleanup = () => {
      clearTimeout(stalled);
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      req.off('aborted', onAborted);
    };
    const onData = (chunk: Buffer) => {
      stalled.refresh();
      size += chunk.length;
      if (size > limit) {
        cleanup();
        req.pause();
        reject(tooLarge());
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size));
    };
    // The client hung up or broke the stream mid-body: nobody may read the answer, and it
    // is not our failure (no 500, no error in the log).
    const onError = () => {
      cleanup();
      reject(new ApiError('invalid_input', 'body: the connection closed before the whole body arrived'));
    };
    const onAborted = onError;
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
    req.on('aborted', onAborted);
  });
}

/** A Web Request for the handlers that read the request themselves (uploads, file ranges). */
export function webRequestFromNode(req: IncomingMessage, res: ServerResponse, signal: AbortSignal): Request {
  // From the parsed headers, not rawHeaders: the peer hook wrote the socket's address there,
  // over whatever a client sent under that name.
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  const method = req.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  return new Request(absoluteUrl(req), {
    method,
    headers,
    body: hasBody ? bodyStream(req, res) : undefined,
    signal,
    // @ts-expect-error -- Node's fetch needs duplex for a streamed body; lib.dom does not know it yet.
    duplex: 'half',
  });
}

/**
 * The body as a Web stream, read from Node's only as the handler asks (a high-water mark of 0
 * asks for nothing before). For a client waiting on `Expect: 100-continue`, the first read is
 * when it is told to send the body. A read that gets nothing for BODY_IDLE_TIMEOUT_MS fails
 * with a 408 (bodyStalled); the Node stream is left alone, so the answer can still be written.
 */
function bodyStream(req: IncomingMessage, res: ServerResponse): ReadableStream<Uint8Array> {
  let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
  const idleMs = env().BODY_IDLE_TIMEOUT_MS;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!reader) {
          sendContinue(res);
          reader = (Readable.toWeb(req) as ReadableStream<Uint8Array>).getReader();
        }
        let timer: NodeJS.Timeout | undefined;
        const stalled = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(bodyStalled(idleMs)), idleMs);
        });
        try {
          const { value, done } = await Promise.race([reader.read(), stalled]);
          if (done) controller.close();
          else controller.enqueue(value);
        } catch (error) {
          if (error instanceof ApiError) req.pause();
          controller.error(error);
        } finally {
          clearTimeout(timer);
        }
      },
      cancel(reason) {
        return reader ? reader.cancel(reason) : undefined;
      },
    },
    { highWaterMark: 0 },
  );
}
