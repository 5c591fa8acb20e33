import 'server-only';
import type { z } from 'zod';
import type { chatRequest, chatResult } from '@/lib/contract/llm';
import { BackendAnswerError, BackendBusyError, BackendInputError, BackendUnavailableError, BackendUnreachableError, type BackendMessage, type ToolCall } from '@/lib/engine/llm/types';
import type { CallContext } from '../context';
import { env } from '../env';
import { ApiError } from '../errors';
import { requireChatBackend } from './backend';
import { backendResponseFormat } from './response-format';
import { runBuiltIn, toolSpecs } from './functions';
import { redactSecrets } from '../redact';

type ChatInput = z.output<typeof chatRequest>;
type ChatOutput = z.input<typeof chatResult>;

export interface ChatEvents {
  onDelta?(text: string): void;
  onFunctionCall?(name: string, args: string): void;
  onFunctionResult?(name: string, result: unknown, error?: string): void;
}

/**
 * One chat turn: the model answers, calling built-in functions as it likes; each call runs
 * on Prism's own providers and its result goes back to the model, until it answers in text
 * or the round limit (LLM_MAX_ROUNDS) stops it.
 */
export async function runChat(input: ChatInput, ctx: CallContext, events: ChatEvents = {}): Promise<ChatOutput> {
  const backend = await requireChatBackend();
  const { LLM_MAX_ROUNDS, LLM_TIMEOUT_MS } = env();
  const tools = toolSpecs(input.internal_functions);
  const messages: BackendMessage[] = input.messages.map((m) =>
    // Decision: a `function` message (a function's result the caller supplies) reaches the
    // model as user text, since OpenAI-compatible servers differ on the legacy function role.
    m.role === 'function' ? { role: 'user', content: `Result of function ${m.name ?? 'call'}: ${m.content}` } : { role: m.role, content: m.content, ...(m.name ? { name: m.name } : {}) },
  );
  const functions: Array<{ name: string; arguments: unknown; result: unknown; error?: string }> = [];
  // The most any round left out: later rounds read the same start of the conversation.
  let omitted = 0;
  const fitted = () => (omitted ? { omitted_messages: omitted } : {});
  // Summed over the rounds; null once a round comes uncounted (a part-sum would mislead).
  let usage: { prompt_tokens: number; completion_tokens: number } | null = { prompt_tokens: 0, completion_tokens: 0 };
  const counted = () => (usage ? { usage } : {});

  for (let round = 0; ; round++) {
    const turn = await timed(LLM_TIMEOUT_MS, ctx.signal, (signal) =>
      backend.turn({ model: input.model, messages, tools, signal, onDelta: events.onDelta, maxTokens: input.max_tokens, temperature: input.temperature, topP: input.top_p, topK: input.top_k, minP: input.min_p, stop: input.stop, seed: input.seed, frequencyPenalty: input.frequency_penalty, presencePenalty: input.presence_penalty, responseFormat: backendResponseFormat(input.response_format) }),
    );
    omitted = Math.max(omitted, turn.omittedMessages ?? 0);
    usage = usage && turn.usage ? { prompt_tokens: usage.prompt_tokens + turn.usage.promptTokens, completion_tokens: usage.completion_tokens + turn.usage.completionTokens } : null;
    if (!turn.toolCalls.length) {
      const cut = turn.finishReason === 'length' ? { finish_reason: 'length' as const } : {};
      return { model: turn.model, message: { role: 'assistant', content: turn.content }, functions, ...fitted(), ...cut, ...counted() };
    }
    if (round >= LLM_MAX_ROUNDS) {
      // The model still wants to call: stop, and say so, keeping the call it asked for.
      const pending = turn.toolCalls[0]!;
      return {
        model: turn.model,
        message: {
          role: 'assistant',
          content: turn.content || `Stopped after ${LLM_MAX_ROUNDS} rounds of function calls without a final answer.`,
          function_call: { name: pending.name, arguments: pending.arguments },
        },
        functions,
        stopped: 'max_rounds',
        ...fitted(),
        ...counted(),
      };
    }
    messages.push({ role: 'assistant', content: turn.content, tool_calls: turn.toolCalls });
    for (const call of turn.toolCalls) messages.push(await runCall(call));
  }

  async function runCall(call: ToolCall): Promise<BackendMessage> {
    events.onFunctionCall?.(call.name, call.arguments);
    const outcome = await runBuiltIn(call.name, call.arguments, input.internal_functions, ctx);
    functions.push({ name: call.name, arguments: outcome.arguments, result: outcome.result, ...(outcome.error ? { error: outcome.error } : {}) });
    events.onFunctionResult?.(call.name, outcome.result, outcome.error);
    return { role: 'tool', tool_call_id: call.id, content: JSON.stringify(outcome.error ? { error: outcome.error } : outcome.result) };
  }
}

/** One model answer with LLM_TIMEOUT_MS, its backend errors mapped to API codes (shared with /v1). */
export async function timed<T>(ms: number, outer: AbortSignal, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const timeout = AbortSignal.timeout(ms);
  const signal = AbortSignal.any([outer, timeout]);
  try {
    return await work(signal);
  } catch (error) {
    if (timeout.aborted && !outer.aborted) throw new ApiError('upstream_timeout', `The language model did not answer within ${ms / 1000} s.`);
    if (error instanceof BackendUnreachableError) throw new ApiError('upstream_unreachable', 'The language model server could not be reached.');
    // What the model's server said passes the redaction step: it may echo LLM_API_KEY.
    if (error instanceof BackendAnswerError) throw new ApiError('upstream_error', `The language model answered unexpectedly: ${redactSecrets(error.message)}`);
    if (error instanceof BackendInputError) throw new ApiError('invalid_input', redactSecrets(error.message));
    if (error instanceof BackendUnavailableError) throw new ApiError('unavailable', redactSecrets(error.message));
    if (error instanceof BackendBusyError) throw new ApiError('unavailable', error.message);
    throw error;
  }
}
