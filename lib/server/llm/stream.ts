import 'server-only';
import type { z } from 'zod';
import type { ChatStreamEvent, chatRequest } from '@/lib/contract/llm';
import type { HandlerContext } from '../endpoint';
import { withSignal } from '../context';
import { eventStream } from '../event-stream';
import { providerNameFor } from '../providers';
import { requireChatBackend } from './backend';
import { runChat } from './conversation';
import { deltaBatcher } from './delta-batcher';

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

  const send = (write: (text: string) => void, event: ChatStreamEvent) => write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
  return eventStream(ctx, {
    what: 'chat stream',
    async produce(write, signal) {
      const callCtx = withSignal(ctx, signal);
      const deltas = deltaBatcher((content) => send(write, { type: 'delta', content }));
      const result = local
        ? await runChat(input, callCtx, {
            onDelta: deltas.push,
            onFunctionCall: (name, args) => {
              deltas.flush();
              send(write, { type: 'function_call', name, arguments: args });
            },
            onFunctionResult: (name, result, error) => send(write, { type: 'function_result', name, result, ...(error ? { error } : {}) }),
          })
        : await ctx.provider.llm.chat(input, callCtx);
      deltas.flush();
      send(write, { type: 'done', result } as ChatStreamEvent);
    },
    failure: (error, requestId) => {
      const event: ChatStreamEvent = error
        ? { type: 'error', status: error.status, code: error.code, message: error.message }
        : { type: 'error', status: 500, code: 'internal_error', message: `Internal error; quote request id ${requestId} when reporting it.` };
      return `event: error\ndata: ${JSON.stringify(event)}\n\n`;
    },
  });
}
