import type { BackendMessage } from './types';

/**
 * A chat server's "the conversation does not fit in my context" answer, and how to send less.
 * A remote server's tokenizer is not ours, so the conversation cannot be measured before it is
 * sent (as the in-process backend does, gguf-history.ts); the server's refusal is the measure.
 */

/** What a refusal said about the sizes, when it said (llama.cpp does; OpenAI does not). */
export interface Overflow {
  promptTokens?: number;
  contextTokens?: number;
}

/**
 * Whether an error a server answered is a context overflow, by the fields servers set for it:
 * OpenAI's (and those copying it) `code: "context_length_exceeded"`, llama.cpp server's
 * `type: "exceed_context_size_error"` with `n_prompt_tokens` and `n_ctx`. vLLM sets no field
 * for it (its `code` is the status), only OpenAI's sentence, so there the sentence is the
 * protocol (VLLM_OVERFLOW). `error` is the answer's `error` object (the OpenAI SDK's
 * APIError.error).
 */
export function contextOverflow(status: number | undefined, error: unknown): Overflow | null {
  if (status !== 400 || typeof error !== 'object' || error === null) return null;
  const fields = error as Record<string, unknown>;
  const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined);
  if (fields.code === 'context_length_exceeded' || fields.type === 'exceed_context_size_error') {
    return { promptTokens: count(fields.n_prompt_tokens), contextTokens: count(fields.n_ctx) };
  }
  const said = typeof fields.message === 'string' ? VLLM_OVERFLOW.exec(fields.message) : null;
  if (!said) return null;
  const prompt = PROMPT_TOKENS.exec(fields.message as string);
  return { promptTokens: count(Number(prompt?.[1] ?? prompt?.[2])), contextTokens: count(Number(said[1])) };
}

/**
 * vLLM's refusal: "This model's maximum context length is 4096 tokens. However, you requested
 * 5000 tokens (4000 in the messages, 1000 in the completion)…", or in later releases "…However,
 * your request has 5000 input tokens…".
 */
const VLLM_OVERFLOW = /maximum context length is (\d+) tokens/;
const PROMPT_TOKENS = /\((\d+) in the messages|request has (\d+) input tokens/;

/** Characters a message puts in the prompt: the measure of "less" here. */
export function messageChars(message: BackendMessage): number {
  return message.content.length + (message.tool_calls ?? []).reduce((n, call) => n + call.name.length + call.arguments.length, 0);
}

/**
 * The conversation with its oldest messages left out until it is at most `maxChars`: system
 * messages stay, and so does everything from the last user message on (the question, and the
 * function calls and results of this turn). What is kept never starts with an answer whose
 * question went. `omitted` counts the messages left out.
 */
export function dropOldest(messages: readonly BackendMessage[], maxChars: number): { messages: BackendMessage[]; omitted: number } {
  const lastUser = messages.findLastIndex((m) => m.role === 'user');
  const dropped = new Set<number>();
  let size = messages.reduce((n, m) => n + messageChars(m), 0);
  for (let i = 0; i < lastUser && size > maxChars; i++) {
    if (messages[i]!.role === 'system') continue;
    dropped.add(i);
    size -= messageChars(messages[i]!);
  }
  // An answer (or a function's result) whose question went goes with it.
  for (let i = 0; dropped.size > 0 && i < lastUser; i++) {
    const role = messages[i]!.role;
    if (role === 'system' || dropped.has(i)) continue;
    if (role === 'user') break;
    dropped.add(i);
  }
  return { messages: messages.filter((_, i) => !dropped.has(i)), omitted: dropped.size };
}

/**
 * How many characters to send next after a refusal of `sent` characters: in proportion when
 * the server said both sizes (with a quarter kept for the answer), else half.
 */
export function nextBudget(sent: number, overflow: Overflow): number {
  const { promptTokens, contextTokens } = overflow;
  const share = promptTokens && contextTokens && contextTokens < promptTokens ? (contextTokens / promptTokens) * 0.75 : 0.5;
  return Math.floor(sent * share);
}
