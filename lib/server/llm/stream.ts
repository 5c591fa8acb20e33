import 'server-only';
import type { z } from 'zod';
import type { ChatStreamEvent, chatRequest } from '@/lib/contract/llm';
import type { HandlerContext } from '../endpoint';
import { isApiError } from '../errors';
import { providerNameFor } from '../providers';
import { requireChatBackend } from './backend';
import { runChat } from './conversation';
import { deltaBatcher } from './delta-batcher';

/** A comment line every so often keeps proxies from closing a stream while a function runs. */
const KEEP_ALIVE_MS = 15_000;

/**
 * The chat as server-sent events, for the studio: text as the model writes it, function
 * calls and their results as they happen, then the same result /llm/chat returns. With
 * the upstream provider (which does not stream) the whole answer comes as one `done`.
 *
 * A missing backend is a 503 envelope before the stream starts, like bad input; once the
 * stream has started, failures arrive as one `error` event. When the reader goes away (the
 * studio's Stop), the model's request is aborted too.
 */
export async function streamChat(input: z.output<typeof chatRequest>, ctx: HandlerContext): Promise<Response> {
  const local = providerNameFor('llm') === 'local';
  if (local) await requireChatBackend();

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
      const send = (event: ChatStreamEvent) => write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
      const keepAlive = setInterval(() => write(': keep-alive\n\n'), KEEP_ALIVE_MS);
      try {
        const callCtx = { ...ctx, signal };
        const deltas = deltaBatcher((content) => send({ type: 'delta', content }));
        const result = local
          ? await runChat(input, callCtx, {
              onDelta: deltas.push,
              onFunctionCall: (name, args) => {
                deltas.flush();
                send({ type: 'function_call', name, arguments: args });
              },
              onFunctionResult: (name, result, error) => send({ type: 'function_result', name, result, ...(error ? { error } : {}) }),
            })
          : await ctx.provider.llm.chat(input, callCtx);
        deltas.flush();
        send({ type: 'done', result } as ChatStreamEvent);
      } catch (error) {
        if (signal.aborted && !isApiError(error)) {
          ctx.log.info('chat stream stopped by the client');
        } else {
          if (!isApiError(error)) ctx.log.error({ err: error }, 'chat stream failed');
          send({
            type: 'error',
            status: isApiError(error) ? error.status : 500,
            message: isApiError(error) ? error.message : `Internal error; quote request id ${ctx.requestId} when reporting it.`,
          });
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
