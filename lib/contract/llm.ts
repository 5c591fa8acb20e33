import { z } from 'zod';
import {
  CHAT_ROLES,
  INTERNAL_FUNCTIONS,
  CHAT_MAX_MESSAGES,
  CHAT_MAX_CONTENT,
  CHAT_MODEL_MAX,
  CHAT_MAX_TOKENS_MAX,
  CHAT_SEED_MAX,
  CHAT_PENALTY_MAX,
  CHAT_STOP_LENGTH_MAX,
  CHAT_STOP_MAX,
  CHAT_TEMPERATURE_MAX,
  CHAT_TOP_K_MAX,
} from './limits/llm';
import { grouped } from './limits/figures';
export * from './limits/llm';

export const inputMessage = z.object({
  name: z.string().max(64, 'must be at most 64 characters').optional(),
  role: z.enum(CHAT_ROLES, { error: `must be one of ${CHAT_ROLES.join(', ')}` }),
  content: z.string({ error: 'must be a string' }).max(CHAT_MAX_CONTENT, `must be at most ${grouped(CHAT_MAX_CONTENT)} characters`),
});

/** One sequence an answer stops before (/api/llm/chat's `stop` and /v1's). */
export const stopSequence = z.string().min(1, 'must not be empty').max(CHAT_STOP_LENGTH_MAX, `must be at most ${grouped(CHAT_STOP_LENGTH_MAX)} characters`);

/**
 * A frequency or presence penalty, as OpenAI has them (/api/llm/chat's and /v1's): how much
 * less likely a token gets for each time it already appeared (frequency) or for having
 * appeared at all (presence), -CHAT_PENALTY_MAX to CHAT_PENALTY_MAX.
 */
/** Top-k and min-p, the samplers llama.cpp's server and vLLM take under these names besides OpenAI's. */
export const topK = z
  .number()
  .int('must be a whole number')
  .min(0, `must be between 0 (off) and ${grouped(CHAT_TOP_K_MAX)}`)
  .max(CHAT_TOP_K_MAX, `must be between 0 (off) and ${grouped(CHAT_TOP_K_MAX)}`);
export const minP = z.number().min(0, 'must be between 0 (off) and 1').max(1, 'must be between 0 (off) and 1');

export const penalty = z
  .number()
  .min(-CHAT_PENALTY_MAX, `must be between -${grouped(CHAT_PENALTY_MAX)} and ${grouped(CHAT_PENALTY_MAX)}`)
  .max(CHAT_PENALTY_MAX, `must be between -${grouped(CHAT_PENALTY_MAX)} and ${grouped(CHAT_PENALTY_MAX)}`);

/**
 * JSON mode, in OpenAI's words: free text, any JSON object, or JSON matching the caller's
 * schema (/api/llm/chat's `response_format` and /v1's).
 */
export const responseFormat = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('text') }),
    z.object({ type: z.literal('json_object') }),
    z.object({
      type: z.literal('json_schema'),
      json_schema: z.looseObject({
        name: z.string().min(1).max(64),
        description: z.string().max(4000).optional(),
        schema: z.record(z.string(), z.unknown()).optional(),
        strict: z.boolean().nullable().optional(),
      }),
    }),
  ],
  { error: 'must be {type: "text"}, {type: "json_object"} or {type: "json_schema", json_schema: {name, schema}}' },
);

// Decision (spec: "required fields: not shown"): messages is required (1 to 200); model
// defaults to the backend's default; internal_functions defaults to none.
export const chatRequest = z.object({
  model: z.string().max(CHAT_MODEL_MAX, `must be at most ${grouped(CHAT_MODEL_MAX)} characters`).optional(),
  messages: z.array(inputMessage).min(1, 'must hold at least one message').max(CHAT_MAX_MESSAGES, `must hold at most ${grouped(CHAT_MAX_MESSAGES)} messages`),
  internal_functions: z
    .array(z.enum(INTERNAL_FUNCTIONS, { error: `must be one of ${INTERNAL_FUNCTIONS.join(', ')}` }))
    .max(INTERNAL_FUNCTIONS.length)
    .default([]),
  temperature: z
    .number()
    .min(0)
    .max(CHAT_TEMPERATURE_MAX)
    .optional()
    .describe(`Extension: how freely the model picks its words, 0 (always the likeliest) to ${CHAT_TEMPERATURE_MAX}. Absent: the model's own default.`),
  top_p: z
    .number()
    .min(0)
    .max(1)
    .optional()
    .describe("Extension: nucleus sampling, 0 to 1: the model picks among the likeliest words whose chances add up to this (1: all of them; near 0: only the likeliest). Absent: the model's own default."),
  top_k: topK
    .optional()
    .describe(`Extension: draw only from the k likeliest tokens, 0 (off) to ${grouped(CHAT_TOP_K_MAX)}. In-process and on model servers that take it (llama.cpp's, vLLM); the hosted service has none, so upstream a non-zero one is refused. Absent: the model's own default.`),
  min_p: minP
    .optional()
    .describe("Extension: leave out every token less likely than this share of the likeliest one's chance, 0 (off) to 1. In-process and on model servers that take it (llama.cpp's, vLLM); the hosted service has none, so upstream a non-zero one is refused. Absent: the model's own default."),
  max_tokens: z
    .number()
    .int()
    .min(1)
    .max(CHAT_MAX_TOKENS_MAX)
    .optional()
    .describe("Extension: the longest answer, in tokens, for each round; one that reaches it ends with finish_reason \"length\". Absent: LLM_MAX_TOKENS in-process, the model server's own otherwise."),
  seed: z
    .number()
    .int()
    .min(0)
    .max(CHAT_SEED_MAX)
    .optional()
    .describe(`Extension: the sampling seed, 0 to ${grouped(CHAT_SEED_MAX)}: the same seed, messages and settings give the same answer (in-process always; a model server where it supports seeds). Absent: a new one each time.`),
  stop: z
    .array(stopSequence)
    .min(1, 'must hold at least one sequence')
    .max(CHAT_STOP_MAX, `must hold at most ${grouped(CHAT_STOP_MAX)} sequences`)
    .optional()
    .describe(`Extension: up to ${CHAT_STOP_MAX} sequences the answer stops before (the first the model would write ends it, and is not part of it), in every round. Absent: none.`),
  frequency_penalty: penalty
    .optional()
    .describe(`Extension: lowers the chance of a token by this much for each time it has appeared so far, -${CHAT_PENALTY_MAX} to ${CHAT_PENALTY_MAX} (OpenAI's). In-process and on model servers; the hosted service has none, so upstream a non-zero one is refused. Absent: 0.`),
  presence_penalty: penalty
    .optional()
    .describe(`Extension: lowers the chance of any token that has appeared so far by this much, -${CHAT_PENALTY_MAX} to ${CHAT_PENALTY_MAX} (OpenAI's). In-process and on model servers; the hosted service has none, so upstream a non-zero one is refused. Absent: 0.`),
  response_format: responseFormat
    .optional()
    .describe(
      'Extension: JSON mode, as OpenAI has it: {type: "json_object"} for any JSON object, {type: "json_schema", json_schema: {name, schema}} for one matching the schema. The in-process model follows it by grammar (with functions offered too, a function call is its answer, a line said before it dropped, else it answers again under the grammar without them); a model server is sent it; the hosted service has none, so upstream it is refused. Absent or {type: "text"}: free text.',
    ),
});

export const outputMessage = z.looseObject({
  role: z.string().describe('assistant'),
  content: z.string(),
  function_call: z.object({ name: z.string(), arguments: z.string() }).optional(),
});

export const chatResult = z.looseObject({
  model: z.string(),
  message: outputMessage,
  functions: z.array(z.looseObject({})).describe('Each function called this turn: name, arguments and result.'),
  stopped: z.literal('max_rounds').optional().describe('Extension: the model kept calling functions and was stopped at LLM_MAX_ROUNDS.'),
  finish_reason: z
    .literal('length')
    .optional()
    .describe("Extension: the answer reached the token limit (LLM_MAX_TOKENS for the in-process model, the server's own otherwise) and is cut short there. Absent when it ended by itself (or its server does not say)."),
  omitted_messages: z
    .number()
    .int()
    .min(1)
    .optional()
    .describe(
      "Extension: how many of the earliest messages (after any system messages) the model answered without, as the conversation did not fit in its context. Absent when it read them all (or its server does not say).",
    ),
  usage: z
    .object({ prompt_tokens: z.number().int().min(0), completion_tokens: z.number().int().min(0) })
    .optional()
    .describe(
      "Extension: the tokens the model read and wrote for this answer, summed over its rounds of function calls, as OpenAI's `usage` counts them. Absent when the model's server does not count them (for a round or more).",
    ),
});

/** Extension: the models the configured backend offers, for the model picker. */
export const modelsRequest = z.object({});
export const modelsResult = z.looseObject({
  backend: z.enum(['openai-compatible', 'gguf', 'upstream', 'none']),
  models: z.array(z.string()),
  default: z.string().nullable(),
  /** When no backend is configured: how to configure one. */
  guidance: z.string().optional(),
});

/** One event of POST /llm/chat/stream (server-sent events, `event: <type>`, JSON `data`). */
export const chatStreamEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('delta'), content: z.string() }),
  z.object({ type: z.literal('function_call'), name: z.string(), arguments: z.string() }),
  z.object({ type: z.literal('function_result'), name: z.string(), result: z.unknown(), error: z.string().optional() }),
  z.object({ type: z.literal('done'), result: chatResult }),
  z.object({ type: z.literal('error'), message: z.string(), status: z.number(), code: z.string().optional().describe('The error code (lib/contract/errors.ts).') }),
]);
export type ChatStreamEvent = z.infer<typeof chatStreamEvent>;
