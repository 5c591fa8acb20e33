import 'server-only';
import type { z } from 'zod';
import type { ChatStreamEvent, chatRequest } from '@/lib/contract/llm';
import type { HandlerContext } from '../endpoint';
import { isApiError } from '../errors';
import { providerNameFor } from '../providers';
import { runChat } from './conversation';

/**
 * The chat as server-sent events, for the studio: text as the model writes it, function
 * calls and their results as they happen, then the same result /llm/chat returns. With
 * the upstream provider (which does not stream) the whole answer comes as one `done`.
 */
export function streamChat(input: z.output<typeof chatRequest>, ctx: HandlerContext): Response {
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (event: ChatStreamEvent) => {
        controller.enqueue(encoder.encode(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`));
      };
      try {
        const result =
          providerNameFor('llm') === 'local'
            ? await runChat(input, ctx, {
                onDelta: (content) => send({ type: 'delta', content }),
                onFunctionCall: (name, args) => send({ type: 'function_call', name, arguments: args }),
                onFunctionResult: (name, result, error) => send({ type: 'function_result', name, result, ...(error ? { error } : {}) }),
              })
            : await ctx.provider.llm.chat(input, ctx);
        send({ type: 'done', result } as ChatStreamEvent);
      } catch (error) {
        if (!isApiError(error)) ctx.log.error({ err: error }, 'chat stream failed');
        send({
          type: 'error',
          status: isApiError(error) ? error.status : 500,
          message: isApiError(error) ? error.message : `Internal error; quote request id ${ctx.requestId} when reporting it.`,
        });
      } finally {
        controller.close();
      }
    },
  });
  return new Response(stream, {
    headers: { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache, no-transform', 'x-accel-buffering': 'no' },
  });
}
