import 'server-only';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { chatCompletionsRequest, openAiMessage } from '@/lib/contract/openai';
import type { BackendMessage, TurnRequest, TurnResult } from '@/lib/engine/llm/types';
import type { HandlerContext } from '../endpoint';
import { withSignal } from '../context';
import { env } from '../env';
import { eventStream } from '../event-stream';
import { requireChatBackend } from '../llm/backend';
import { timed } from '../llm/conversation';
import { deltaBatcher } from '../llm/delta-batcher';
import { providerNameFor } from '../providers';
import { upstreamTurn } from './upstream-chat';
import { backendResponseFormat } from '../llm/response-format';
import { stopList, tokenLimit } from './request-fields';

type Request = z.output<typeof chatCompletionsRequest>;

/**
 * POST /v1/chat/completions: one turn of the configured chat backend (the installed model
 * in-process, an OpenAI-compatible server or a GGUF file; the hosted service with
 * PROVIDER_LLM=upstream), in OpenAI's shapes. Tools are the
 * client's: calls come back as `tool_calls` for the client to run, as OpenAI does (Prism's
 * built-in functions are for /api/llm/chat). Streaming sends chat.completion.chunk events;
 * the model stops when the client goes away.
 */
export async function chatCompletions(input: Request, ctx: HandlerContext): Promise<Response> {
  const id = `chatcmpl-${randomUUID().replaceAll('-', '')}`;
  const created = Math.floor(Date.now() / 1000);
  let turn: (signal: AbortSignal, onDelta?: (text: string) => void, onModel?: (model: string) => void) => Promise<TurnResult>;
  if (providerNameFor('llm') === 'upstream') {
    // The hosted service answers whole: a stream gets it as one piece.
    turn = async (signal, onDelta, onModel) => {
      const result = await upstreamTurn(input, withSignal(ctx, signal));
      onModel?.(result.model);
      onDelta?.(result.content);
      return result;
    };
  } else {
    const backend = await requireChatBackend();
    turn = (signal, onDelta, onModel) => timed(env().LLM_TIMEOUT_MS, signal, (s) => backend.turn({ ...turnRequest(input), signal: s, onDelta, onModel }));
  }

  if (!input.stream) {
    const result = await turn(ctx.signal);
    return Response.json({
      id,
      object: 'chat.completion',
      created,
      model: result.model,
      choices: [{ index: 0, message: assistantMessage(result), finish_reason: finishReason(result), logprobs: null }],
      usage: usage(result),
      ...omitted(result),
    });
  }

  const data = (write: (text: string) => void, value: unknown) => write(`data: ${typeof value === 'string' ? value : JSON.stringify(value)}\n\n`);
  return eventStream(ctx, {
    what: 'chat completion stream',
    async produce(rawWrite, signal) {
      const write = (value: unknown) => data(rawWrite, value);
      let model = input.model ?? '';
      const chunk = (delta: Record<string, unknown>, finish: string | null, extra: Record<string, unknown> = {}) =>
        write({ id, object: 'chat.completion.chunk', created, model, choices: [{ index: 0, delta, finish_reason: finish, logprobs: null }], ...extra });
      let first = true;
      const deltas = deltaBatcher((text) => {
        chunk(first ? { role: 'assistant', content: text } : { content: text }, null);
        first = false;
      });
      // Every chunk names the model that answers, as OpenAI's do (the request may name none).
      const result = await turn(signal, deltas.push, (answering) => (model = answering));
      deltas.flush();
      model = result.model;
      if (first) chunk({ role: 'assistant', content: '' }, null);
      if (result.toolCalls.length) {
        chunk({ tool_calls: result.toolCalls.map((call, index) => ({ index, id: call.id, type: 'function', function: { name: call.name, arguments: call.arguments } })) }, null);
      }
      chunk({}, finishReason(result), omitted(result));
      if (input.stream_options?.include_usage) write({ id, object: 'chat.completion.chunk', created, model, choices: [], usage: usage(result) });
      write('[DONE]');
    },
    // After the 200 has gone, an error is one event in OpenAI's error shape.
    failure: (error, requestId) =>
      `data: ${JSON.stringify({ error: { message: error ? error.message : `Internal error; request id ${requestId}`, type: 'server_error', code: error ? error.code : 'internal_error' } })}\n\n`,
  });
}

function turnRequest(input: Request): Omit<TurnRequest, 'signal' | 'onDelta'> {
  const choice = input.tool_choice;
  return {
    model: input.model,
    messages: input.messages.map(toBackendMessage),
    tools: (input.tools ?? []).map((t) => ({ name: t.function.name, description: t.function.description ?? '', parameters: t.function.parameters ?? { type: 'object', properties: {} } })),
    maxTokens: tokenLimit(input),
    temperature: input.temperature ?? undefined,
    seed: input.seed ?? undefined,
    topP: input.top_p ?? undefined,
    topK: input.top_k ?? undefined,
    minP: input.min_p ?? undefined,
    frequencyPenalty: input.frequency_penalty ?? undefined,
    presencePenalty: input.presence_penalty ?? undefined,
    responseFormat: backendResponseFormat(input.response_format),
    stop: stopList(input),
    toolChoice: choice === undefined ? undefined : typeof choice === 'string' ? choice : { name: choice.function.name },
  };
}

function toBackendMessage(message: z.output<typeof openAiMessage>): BackendMessage {
  const content = typeof message.content === 'string' ? message.content : (message.content ?? []).map((part) => part.text ?? '').join('');
  return {
    // Decision: `developer` (OpenAI's newer name for system instructions) is a system message.
    role: message.role === 'developer' ? 'system' : message.role,
    content,
    ...(message.name ? { name: message.name } : {}),
    ...(message.tool_call_id ? { tool_call_id: message.tool_call_id } : {}),
    ...(message.tool_calls ? { tool_calls: message.tool_calls.map((c) => ({ id: c.id, name: c.function.name, arguments: c.function.arguments })) } : {}),
  };
}

function assistantMessage(result: TurnResult) {
  return {
    role: 'assistant' as const,
    content: result.toolCalls.length && !result.content ? null : result.content,
    refusal: null,
    ...(result.toolCalls.length ? { tool_calls: result.toolCalls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: c.arguments } })) } : {}),
  };
}

/**
 * Extension: how many of the earliest messages (after the system ones) the model answered
 * without, as the conversation did not fit in its context (as /api/llm/chat's result says).
 * OpenAI's clients ignore a field they do not know; one that reads it can tell its user.
 */
const omitted = (result: TurnResult) => (result.omittedMessages ? { omitted_messages: result.omittedMessages } : {});

const finishReason = (result: TurnResult) => result.finishReason ?? (result.toolCalls.length ? 'tool_calls' : 'stop');

function usage(result: TurnResult) {
  const prompt = result.usage?.promptTokens ?? 0;
  const completion = result.usage?.completionTokens ?? 0;
  return { prompt_tokens: prompt, completion_tokens: completion, total_tokens: prompt + completion };
}
