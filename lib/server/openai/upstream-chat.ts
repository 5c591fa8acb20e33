import 'server-only';
import type { z } from 'zod';
import { contract } from '@/lib/contract';
import type { chatCompletionsRequest } from '@/lib/contract/openai';
import type { TurnResult } from '@/lib/engine/llm/types';
import type { HandlerContext } from '../endpoint';
import { ApiError } from '../errors';
import { stopList, tokenLimit } from './request-fields';

/**
 * /v1/chat/completions with PROVIDER_LLM=upstream: one /llm/chat call to the hosted service,
 * whose answer comes whole (it does not stream). The hosted service runs its own built-in
 * functions and takes no client tools, so a request with tools is refused with a 400 that
 * says where tools work. The sampling /api/llm/chat takes (temperature, top_p, the token
 * limit, seed, stop) goes with it, and JSON mode, penalties, top-k and min-p too, which the upstream
 * provider refuses as /api/llm/chat's contract says (localOnly), naming the field.
 */
export async function upstreamTurn(input: z.output<typeof chatCompletionsRequest>, ctx: HandlerContext): Promise<TurnResult> {
  if (input.tools?.length) {
    throw new ApiError('invalid_input', 'tools: the hosted service (PROVIDER_LLM=upstream) takes no client tools; use /api/llm/chat with internal_functions, or a local model');
  }
  const maxTokens = tokenLimit(input);
  const stop = stopList(input);
  const request = contract.llm.chat.request.parse({
    ...(input.model ? { model: input.model } : {}),
    ...(input.temperature != null ? { temperature: input.temperature } : {}),
    ...(input.top_p != null ? { top_p: input.top_p } : {}),
    ...(maxTokens !== undefined ? { max_tokens: maxTokens } : {}),
    ...(input.seed != null ? { seed: input.seed } : {}),
    ...(stop ? { stop } : {}),
    // Refused by the upstream provider (the contract's localOnly), naming it, as from /api.
    ...(input.response_format ? { response_format: input.response_format } : {}),
    ...(input.frequency_penalty != null ? { frequency_penalty: input.frequency_penalty } : {}),
    ...(input.presence_penalty != null ? { presence_penalty: input.presence_penalty } : {}),
    ...(input.top_k != null ? { top_k: input.top_k } : {}),
    ...(input.min_p != null ? { min_p: input.min_p } : {}),
    messages: input.messages
      .filter((m) => m.role !== 'assistant' || typeof m.content === 'string')
      .map((m) => ({
        // Decision: developer is system; a tool result is the legacy `function` role the spec has.
        role: m.role === 'developer' ? 'system' : m.role === 'tool' ? 'function' : m.role,
        content: typeof m.content === 'string' ? m.content : (m.content ?? []).map((p) => p.text ?? '').join(''),
        ...(m.name ? { name: m.name } : {}),
      })),
  });
  const result = (await ctx.provider.llm.chat(request, ctx)) as { model: string; message: { content: string } };
  return { model: result.model, content: result.message.content, toolCalls: [], finishReason: 'stop' };
}
