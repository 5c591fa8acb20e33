import OpenAI from 'openai';
import { grouped } from '@/lib/contract/limits/figures';
import { contextOverflow, dropOldest, messageChars, nextBudget, type Overflow } from './context-overflow';
import { BackendAnswerError, BackendInputError, BackendUnreachableError, type BackendMessage, type ChatBackend, type ToolCall, type TurnRequest, type TurnResult } from './types';

/**
 * Any server that speaks OpenAI's chat-completions protocol: Ollama, llama.cpp's server,
 * vLLM, LM Studio, LocalAI, OpenAI itself. Tool calls use the `tools` protocol.
 */
export function openAiCompatibleBackend(options: { baseUrl: string; apiKey?: string; defaultModel?: string }): ChatBackend {
  const client = new OpenAI({
    baseURL: options.baseUrl,
    // Local servers ignore the key, but the SDK insists on one.
    apiKey: options.apiKey ?? 'not-needed',
    // Retries are the caller's decision; the time limit comes from the caller's signal.
    maxRetries: 0,
    timeout: 600_000,
    // Failures reach the caller as errors, which the server logs once, with the request id.
    logLevel: 'off',
  });

  async function listModels(signal: AbortSignal) {
    try {
      const page = await client.models.list({ signal });
      const models = page.data.map((m) => m.id).filter((id): id is string => typeof id === 'string');
      // LLM_MODEL may name a model the server loads on demand without listing it: offer it too.
      if (options.defaultModel && !models.includes(options.defaultModel)) models.unshift(options.defaultModel);
      return { models, default: options.defaultModel ?? models[0] ?? null };
    } catch (error) {
      throw translate(error);
    }
  }

  // Without LLM_MODEL, the server's first listed model (Ollama lists what is pulled), asked once.
  let firstListed: Promise<string | null> | undefined;
  async function defaultModel(signal: AbortSignal): Promise<string> {
    if (options.defaultModel) return options.defaultModel;
    firstListed ??= listModels(signal).then(
      (list) => list.models[0] ?? null,
      (error: unknown) => {
        firstListed = undefined;
        throw error;
      },
    );
    const model = await firstListed;
    if (!model) throw new BackendInputError('model: is required, since LLM_MODEL is not set and the server lists no models');
    return model;
  }

  // Models whose server refused `max_tokens` for `max_completion_tokens` (OpenAI's reasoning
  // models do): asked once per model, then sent the newer name straight away.
  const newerLimitName = new Set<string>();
  // A stream's token counts come only when asked (OpenAI's rule; llama.cpp sends them anyway).
  // A server that refuses the question is not asked again.
  let askStreamUsage = true;

  async function turn(request: TurnRequest): Promise<TurnResult> {
    const model = request.model ?? (await defaultModel(request.signal));
    request.onModel?.(model);
    const tools = request.tools.length
      ? { tools: request.tools.map((t) => ({ type: 'function' as const, function: { name: t.name, description: t.description, parameters: t.parameters } })) }
      : {};
    // What the caller set, in the protocol's words (absent: the server's own defaults). The
    // token limit goes as `max_tokens`, the name every local server knows.
    const choice = request.toolChoice;
    const limit = () => (request.maxTokens === undefined ? {} : newerLimitName.has(model) ? { max_completion_tokens: request.maxTokens } : { max_tokens: request.maxTokens });
    const tuning = {
      ...(request.temperature !== undefined ? { temperature: request.temperature } : {}),
      ...(request.seed !== undefined ? { seed: request.seed } : {}),
      ...(request.topP !== undefined ? { top_p: request.topP } : {}),
      // Not OpenAI's: llama.cpp's server and vLLM take them; others may ignore them.
      ...(request.topK !== undefined ? { top_k: request.topK } : {}),
      ...(request.minP !== undefined ? { min_p: request.minP } : {}),
      ...(request.stop?.length ? { stop: request.stop } : {}),
      ...(request.frequencyPenalty !== undefined ? { frequency_penalty: request.frequencyPenalty } : {}),
      ...(request.presencePenalty !== undefined ? { presence_penalty: request.presencePenalty } : {}),
      ...(request.responseFormat ? { response_format: openAiResponseFormat(request.responseFormat) } : {}),
      ...(choice !== undefined && request.tools.length ? { tool_choice: typeof choice === 'string' ? choice : { type: 'function' as const, function: { name: choice.name } } } : {}),
    };
    let messages = request.messages;
    let omitted = 0;
    // A conversation the server's context cannot hold is sent again with its oldest turns left
    // out (context-overflow.ts), as the in-process backend does: bounded, each try sends less.
    for (let retry = 0; ; retry++) {
      const body = { model, messages: messages.map(toOpenAiMessage), ...tools, ...tuning, ...limit() };
      try {
        const answer = request.onDelta ? await streamed(body, request) : await whole(body, request.signal);
        return omitted ? { ...answer, omittedMessages: omitted } : answer;
      } catch (error) {
        if (error instanceof OpenAI.APIError && wantsNewerLimitName(error) && 'max_tokens' in body) {
          // Not a try for length: the same messages go again, once, with the limit renamed.
          newerLimitName.add(model);
          retry--;
          continue;
        }
        if (error instanceof OpenAI.APIError && refusedStreamOptions(error) && request.onDelta && askStreamUsage) {
          // Nor this: the same request again, once, without asking for the counts.
          askStreamUsage = false;
          retry--;
          continue;
        }
        const overflow = error instanceof OpenAI.APIError ? contextOverflow(error.status, error.error) : null;
        if (!overflow) throw refusedSetting(error) ?? translate(error);
        const sent = messages.reduce((n, m) => n + messageChars(m), 0);
        const fitted = dropOldest(messages, nextBudget(sent, overflow));
        if (!fitted.omitted) throw tooLongAlone(request.messages, overflow);
        if (retry >= OVERFLOW_RETRIES) {
          throw new BackendInputError(`messages: the model's server still found the conversation longer than its context with its ${omitted} earliest messages left out`);
        }
        messages = fitted.messages;
        omitted += fitted.omitted;
      }
    }
  }

  async function whole(body: OpenAI.Chat.ChatCompletionCreateParamsNonStreaming, signal: AbortSignal): Promise<TurnResult> {
    const answer = (await client.chat.completions.create(body, { signal })) as unknown;
    const first = (answer as { choices?: Array<{ message?: OpenAI.Chat.ChatCompletionMessage; finish_reason?: unknown }> })?.choices?.[0];
    const choice = first?.message;
    if (!choice || typeof choice !== 'object') throw new BackendAnswerError('the answer has no choices[0].message');
    const toolCalls: ToolCall[] = (choice.tool_calls ?? []).map((call, index) => {
      const fn = (call as { function?: { name?: unknown; arguments?: unknown } }).function;
      if (!fn || typeof fn.name !== 'string') throw new BackendAnswerError('a tool call has no function name');
      return { id: call.id || `call_${index}`, name: fn.name, arguments: typeof fn.arguments === 'string' ? fn.arguments : JSON.stringify(fn.arguments ?? {}) };
    });
    if (choice.content != null && typeof choice.content !== 'string') throw new BackendAnswerError('message.content is not text');
    return {
      model: (answer as { model?: string }).model ?? body.model,
      content: choice.content ?? '',
      toolCalls,
      ...finish(first?.finish_reason),
      ...counted((answer as { usage?: unknown }).usage),
    };
  }

  async function streamed(body: OpenAI.Chat.ChatCompletionCreateParamsNonStreaming, request: TurnRequest): Promise<TurnResult> {
    const counts = askStreamUsage ? { stream_options: { include_usage: true } } : {};
    const stream = await client.chat.completions.create({ ...body, stream: true, ...counts }, { signal: request.signal });
    let content = '';
    let model = body.model;
    let reason: unknown;
    let usage: unknown;
    // Tool calls arrive in pieces, keyed by index: the name first, the arguments in chunks.
    const calls = new Map<number, ToolCall>();
    for await (const chunk of stream) {
      if (!chunk || !Array.isArray(chunk.choices)) throw new BackendAnswerError('a streamed chunk has no choices');
      model = chunk.model || model;
      reason = chunk.choices[0]?.finish_reason ?? reason;
      // Servers that count send it on a last chunk with no choices.
      usage = chunk.usage ?? usage;
      const delta = chunk.choices[0]?.delta;
      if (!delta) continue;
      if (typeof delta.content === 'string' && delta.content) {
        content += delta.content;
        request.onDelta?.(delta.content);
      }
      for (const piece of delta.tool_calls ?? []) {
        const current = calls.get(piece.index) ?? { id: piece.id ?? `call_${piece.index}`, name: '', arguments: '' };
        if (piece.id) current.id = piece.id;
        if (piece.function?.name) current.name += piece.function.name;
        if (piece.function?.arguments) current.arguments += piece.function.arguments;
        calls.set(piece.index, current);
      }
    }
    const toolCalls = [...calls.values()];
    if (toolCalls.some((c) => !c.name)) throw new BackendAnswerError('a streamed tool call has no function name');
    return { model, content, toolCalls, ...finish(reason), ...counted(usage) };
  }

  return { kind: 'openai-compatible', listModels, turn };
}

function toOpenAiMessage(message: TurnRequest['messages'][number]): OpenAI.Chat.ChatCompletionMessageParam {
  if (message.role === 'tool') return { role: 'tool', tool_call_id: message.tool_call_id ?? '', content: message.content };
  if (message.role === 'assistant') {
    return {
      role: 'assistant',
      content: message.content,
      ...(message.tool_calls?.length
        ? { tool_calls: message.tool_calls.map((c) => ({ id: c.id, type: 'function' as const, function: { name: c.name, arguments: c.arguments } })) }
        : {}),
    };
  }
  return { role: message.role, content: message.content, ...(message.name ? { name: message.name } : {}) };
}

/** The answer's finish_reason when it is one of ours (a server may send others, or none). */
function finish(reason: unknown): Pick<TurnResult, 'finishReason'> {
  return reason === 'stop' || reason === 'length' || reason === 'tool_calls' ? { finishReason: reason } : {};
}

/** The tokens the server counted, when it sent both counts as numbers. */
function counted(usage: unknown): Pick<TurnResult, 'usage'> {
  const { prompt_tokens: prompt, completion_tokens: completion } = (usage ?? {}) as { prompt_tokens?: unknown; completion_tokens?: unknown };
  const whole = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0;
  return whole(prompt) && whole(completion) ? { usage: { promptTokens: prompt, completionTokens: completion } } : {};
}

/** OpenAI's answer when a model takes its token limit only as `max_completion_tokens`. */
function wantsNewerLimitName(error: InstanceType<typeof OpenAI.APIError>): boolean {
  return error.status === 400 && error.param === 'max_tokens' && error.code === 'unsupported_parameter';
}

/**
 * A server that does not know `stream_options` (older ones; OpenAI's own once) refusing it:
 * by its `param`, or, where it sets none, by naming it in its message.
 */
function refusedStreamOptions(error: InstanceType<typeof OpenAI.APIError>): boolean {
  const said = (error.error as { message?: unknown } | undefined)?.message;
  return error.status === 400 && (error.param === 'stream_options' || (typeof said === 'string' && said.includes('stream_options')));
}

/** The settings a caller sends through to the server, by the name the server's refusal gives. */
const CALLER_SETTINGS: Record<string, string> = {
  max_tokens: 'max_tokens',
  max_completion_tokens: 'max_tokens',
  temperature: 'temperature',
  seed: 'seed',
  top_p: 'top_p',
  top_k: 'top_k',
  min_p: 'min_p',
  stop: 'stop',
  frequency_penalty: 'frequency_penalty',
  presence_penalty: 'presence_penalty',
  response_format: 'response_format',
  tool_choice: 'tool_choice',
};

/** JSON mode in OpenAI's words, as local servers (llama.cpp's, vLLM, Ollama's /v1) take it. */
function openAiResponseFormat(format: NonNullable<TurnRequest['responseFormat']>) {
  return format.type === 'json_object' ? { type: 'json_object' as const } : { type: 'json_schema' as const, json_schema: { name: format.name, schema: format.schema } };
}

/**
 * The server refused a setting the caller chose for this model (OpenAI's reasoning models take
 * no temperature but the default, say): the caller's to change, so a 400 naming the field, not
 * a fault of the server's.
 */
function refusedSetting(error: unknown): BackendInputError | null {
  if (!(error instanceof OpenAI.APIError) || error.status !== 400 || typeof error.param !== 'string') return null;
  const field = CALLER_SETTINGS[error.param];
  const said = (error.error as { message?: unknown } | undefined)?.message;
  return field ? new BackendInputError(`${field}: the model's server refused it${typeof said === 'string' ? ` (${said})` : ''}`) : null;
}

/** Tries after the first refusal for length: with half as much each time, 1/16 is left at the last. */
const OVERFLOW_RETRIES = 4;

/** The last question (with the system messages) alone is more than the server's context holds: the caller's to shorten. */
function tooLongAlone(messages: readonly BackendMessage[], overflow: Overflow): BackendInputError {
  const sizes = overflow.contextTokens ? ` (${overflow.promptTokens === undefined ? 'more' : grouped(overflow.promptTokens)} tokens; it holds ${grouped(overflow.contextTokens)})` : '';
  const question = messages.findLastIndex((m) => m.role === 'user');
  const field = question >= 0 ? `messages[${question}].content: with the system messages, this question is` : 'messages: the conversation is';
  return new BackendInputError(`${field} longer than the model's context${sizes}; shorten it`);
}

function translate(error: unknown): Error {
  if (error instanceof BackendAnswerError || error instanceof BackendUnreachableError || error instanceof BackendInputError) return error;
  if (error instanceof Error && (error.name === 'AbortError' || error instanceof OpenAI.APIUserAbortError)) return error;
  if (error instanceof OpenAI.APIConnectionError) return new BackendUnreachableError(error.message);
  if (error instanceof OpenAI.APIError) return new BackendAnswerError(`the server answered ${error.status ?? 'an error'}: ${error.message}`);
  if (error instanceof SyntaxError || error instanceof TypeError) return new BackendAnswerError(error.message);
  return error instanceof Error ? error : new Error(String(error));
}
