import 'server-only';
import type { CallContext } from './context';
import { isApiError, type ApiError } from './errors';

/** A comment line every so often keeps proxies from closing a stream while work runs quietly. */
const KEEP_ALIVE_MS = 15_000;

export interface EventStreamWork {
  /** Produces the stream: `write` sends raw SSE text; `signal` aborts when the reader goes away. */
  produce(write: (text: string) => void, signal: AbortSignal): Promise<void>;
  /** The event that reports a failure after the 200 has gone (an ApiError, or our bug as a 500). */
  failure(error: ApiError | null, requestId: string): string;
  /** What the log calls this stream. */
  what: string;
}

/**
 * A server-sent-events answer, written once for every stream (the studio's chat stream, the
 * OpenAI-compatible door): keep-alive comments, a reader that goes away aborting the work,
 * and a failure after the status went out sent as one last event, with the log line it needs.
 */
export function eventStream(ctx: CallContext, work: EventStreamWork): Response {
  const encoder = new TextEncoder();
  const hangUp = new AbortController();
  const signal = AbortSignal.any([ctx.signal, hangUp.signal]);
  let open = true;
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      const write = (text: string) => {
        if (!open) return;
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          open = false; // the reader is gone
        }
      };
      const keepAlive = setInterval(() => write(': keep-alive\n\n'), KEEP_ALIVE_MS);
      try {
        await work.produce(write, signal);
      } catch (error) {
        if (signal.aborted && !isApiError(error)) {
          ctx.log.info(`${work.what} stopped by the client`);
        } else {
          if (!isApiError(error)) ctx.log.error({ err: error }, `${work.what} failed`);
          write(work.failure(isApiError(error) ? error : null, ctx.requestId));
        }
      } finally {
        clearInterval(keepAlive);
        if (open) {
          open = false;
          controller.close();
        }
      }
    },
    cancel() {
      open = false;
      hangUp.abort();
    },
  });
  return new Response(stream, {
    headers: { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache, no-transform', 'x-accel-buffering': 'no' },
  });
}
