import 'server-only';
import { chatBackend, NO_BACKEND_GUIDANCE, NO_BACKEND_VISITOR_GUIDANCE } from '../../llm/backend';
import { runChat } from '../../llm/conversation';
import type { CapabilityProvider } from '../types';

/** Chat on the configured backend (an OpenAI-compatible server or a GGUF file), with built-in functions. */
export const llm: CapabilityProvider<'llm'> = {
  chat: (input, ctx) => runChat(input, ctx),
  // The route streams through lib/server/llm/stream.ts; called directly, this is the whole answer.
  stream: (input, ctx) => runChat(input, ctx),
  async models(_input, ctx) {
    const backend = await chatBackend();
    if (!backend) return { backend: 'none', models: [], default: null, guidance: ctx.caller.kind === 'demo' ? NO_BACKEND_VISITOR_GUIDANCE : NO_BACKEND_GUIDANCE };
    try {
      return { backend: backend.kind, ...(await backend.listModels(ctx.signal)) };
    } catch (error) {
      ctx.log.warn({ err: error }, 'listing chat models failed');
      return { backend: backend.kind, models: [], default: null, guidance: 'The chat backend did not list its models; type a model name.' };
    }
  },
};
