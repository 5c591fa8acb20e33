import { z } from 'zod';
import { defineEndpoint } from './define';
import { CHAT_MAX_TOKENS_MAX, CHAT_STOP_MAX, CHAT_TEMPERATURE_MAX } from './limits/llm';
import { minP, penalty, responseFormat, stopSequence, topK } from './llm';
import { TTS_TEXT_MAX } from './tts';
import { grouped } from './limits/figures';

/**
 * The OpenAI-compatible door: the subset of OpenAI's API that chat clients (the official SDKs,
 * Open WebUI ...) call, served at /v1 (not /api) over Prism's own backends, keys and limits.
 * Bodies are loose objects: clients send fields Prism does not use (user, metadata ...), and
 * those are ignored rather than refused; a field that would change the answer is honoured
 * (sampling, penalties, stop, response_format) or, when it cannot be (n above 1, logprobs,
 * an audio answer),
 * refused naming it, so no client is silently given less than it asked for. Answers are OpenAI's shapes, not Prism's envelope;
 * errors keep Prism's envelope (with `code`), which the SDKs surface as an APIError.
 */
const text = z.string().max(200_000, `must be at most ${grouped(200_000)} characters`);
const contentPart = z.looseObject({ type: z.string(), text: z.string().optional() });

export const openAiToolCall = z.object({
  id: z.string().min(1).max(200),
  type: z.literal('function').default('function'),
  function: z.object({ name: z.string().min(1).max(64), arguments: z.string().max(100_000) }),
});

export const openAiMessage = z.looseObject({
  role: z.enum(['system', 'developer', 'user', 'assistant', 'tool'], { error: 'must be system, developer, user, assistant or tool' }),
  // Decision: array content keeps its text parts only (images are not read by these models).
  content: z.union([text, z.array(contentPart), z.null()]).optional(),
  name: z.string().max(64).optional(),
  tool_call_id: z.string().max(200).optional(),
  tool_calls: z.array(openAiToolCall).max(32).optional(),
});

export const openAiTool = z.object({
  type: z.literal('function'),
  function: z.object({
    name: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be 1 to 64 letters, digits, _ or -'),
    description: z.string().max(4000).optional(),
    parameters: z.record(z.string(), z.unknown()).optional(),
  }),
});

export const chatCompletionsRequest = z.looseObject({
  model: z.string().max(200).optional(),
  messages: z.array(openAiMessage).min(1, 'must hold at least one message').max(500, 'must hold at most 500 messages'),
  stream: z.boolean().optional(),
  stream_options: z.looseObject({ include_usage: z.boolean().optional() }).nullable().optional(),
  max_tokens: z.number().int().min(1).max(CHAT_MAX_TOKENS_MAX).nullable().optional(),
  max_completion_tokens: z.number().int().min(1).max(CHAT_MAX_TOKENS_MAX).nullable().optional(),
  temperature: z.number().min(0).max(CHAT_TEMPERATURE_MAX).nullable().optional(),
  seed: z.number().int().nullable().optional(),
  top_p: z.number().min(0).max(1).nullable().optional(),
  // llama.cpp's server and vLLM take these besides OpenAI's fields.
  top_k: topK.nullable().optional(),
  min_p: minP.nullable().optional(),
  frequency_penalty: penalty.nullable().optional(),
  presence_penalty: penalty.nullable().optional(),
  n: z.number().int().min(1).max(1, 'this server writes one choice per request: send 1 or leave it out').nullable().optional(),
  logprobs: z.literal(false, { error: 'this server does not return log probabilities: send false or leave it out' }).nullable().optional(),
  response_format: responseFormat.optional(),
  // An audio answer (gpt-4o-audio's modalities ["text", "audio"] and its voice settings) cannot
  // be given: refused, rather than a text answer to a client that will look for audio.
  modalities: z
    .array(z.literal('text', { error: 'this server answers in text only: send ["text"] or leave it out' }))
    .nullable()
    .optional(),
  audio: z.null({ error: 'this server answers in text only (no audio answers): leave it out' }).optional(),
  // OpenAI takes one sequence or a list of up to four.
  stop: z
    .union([stopSequence, z.array(stopSequence).max(CHAT_STOP_MAX, `must hold at most ${grouped(CHAT_STOP_MAX)} sequences`)])
    .nullable()
    .optional(),
  tools: z.array(openAiTool).max(64).optional(),
  tool_choice: z
    .union([z.enum(['none', 'auto', 'required']), z.object({ type: z.literal('function'), function: z.object({ name: z.string().min(1) }) })])
    .optional(),
});

const chatCompletion = z.looseObject({
  id: z.string(),
  object: z.literal('chat.completion'),
  created: z.number().int(),
  model: z.string(),
  choices: z.array(z.looseObject({ index: z.number().int(), message: z.looseObject({ role: z.literal('assistant') }), finish_reason: z.string() })),
});

export const modelsListOpenAiRequest = z.object({});
export const modelsListOpenAiResult = z.object({
  object: z.literal('list'),
  data: z.array(z.object({ id: z.string(), object: z.literal('model'), created: z.number().int(), owned_by: z.string() })),
});

export const speechRequest = z.looseObject({
  model: z.string().max(200).optional(),
  input: z.string().min(1, 'must not be empty').max(TTS_TEXT_MAX, `must be at most ${grouped(TTS_TEXT_MAX)} characters`),
  // Decision: `voice` is a Prism speaker: a style id ("3"), a voice name from /api/tts/speakers,
  // or an OpenAI voice name (alloy, nova ...), which picks a voice of the text's language.
  voice: z.union([z.string().min(1).max(100), z.number().int().min(0)]),
  response_format: z.enum(['wav'], { error: 'must be wav (Prism synthesises 16-bit PCM WAV)' }).optional(),
  speed: z.number().min(0.5, 'must be between 0.5 and 2').max(2, 'must be between 0.5 and 2').optional(),
});

export const openai = {
  chatCompletions: defineEndpoint({
    id: 'openai.chatCompletions',
    capability: 'llm',
    method: 'POST',
    path: '/v1/chat/completions',
    summary: 'OpenAI-compatible chat completion (stream or not, with client-side tools)',
    description: 'Served at /v1/chat/completions, outside /api. With stream: true the answer is server-sent chat.completion.chunk events ending with [DONE].',
    extension: true,
    request: chatCompletionsRequest,
    response: chatCompletion,
    examples: {
      valid: [
        { messages: [{ role: 'user', content: 'Hello' }] },
        { model: 'x', stream: true, messages: [{ role: 'user', content: 'Hi' }], max_tokens: 16 },
        { messages: [{ role: 'user', content: 'List three' }], top_p: 0.9, stop: '\n\n' },
        { messages: [{ role: 'user', content: 'List three' }], stop: ['4.', 'END'] },
        { messages: [{ role: 'user', content: 'List three' }], top_k: 40, min_p: 0.05 },
        { messages: [{ role: 'user', content: 'Hi' }], modalities: ['text'] },
      ],
      invalid: [
        { input: {}, field: 'messages' },
        { input: { messages: [] }, field: 'messages' },
        { input: { messages: [{ role: 'robot', content: 'x' }] }, field: 'messages.0.role' },
        { input: { messages: [{ role: 'user', content: 'x' }], temperature: 3 }, field: 'temperature' },
        { input: { messages: [{ role: 'user', content: 'x' }], top_p: 1.5 }, field: 'top_p' },
        { input: { messages: [{ role: 'user', content: 'x' }], frequency_penalty: 2.5 }, field: 'frequency_penalty' },
        { input: { messages: [{ role: 'user', content: 'x' }], presence_penalty: -3 }, field: 'presence_penalty' },
        { input: { messages: [{ role: 'user', content: 'x' }], top_k: -1 }, field: 'top_k' },
        { input: { messages: [{ role: 'user', content: 'x' }], min_p: 2 }, field: 'min_p' },
        { input: { messages: [{ role: 'user', content: 'x' }], stop: ['a', 'b', 'c', 'd', 'e'] }, field: 'stop' },
        { input: { messages: [{ role: 'user', content: 'x' }], modalities: ['text', 'audio'] }, field: 'modalities.1' },
        { input: { messages: [{ role: 'user', content: 'x' }], audio: { voice: 'alloy', format: 'wav' } }, field: 'audio' },
      ],
    },
  }),
  models: defineEndpoint({
    id: 'openai.models',
    capability: 'llm',
    method: 'GET',
    path: '/v1/models',
    summary: 'OpenAI-compatible list of the chat models this server answers with',
    extension: true,
    request: modelsListOpenAiRequest,
    response: modelsListOpenAiResult,
    examples: { valid: [{}], invalid: [] },
  }),
  speech: defineEndpoint({
    id: 'openai.speech',
    capability: 'tts',
    method: 'POST',
    path: '/v1/audio/speech',
    summary: "OpenAI-compatible text to speech from Prism's own voices: WAV bytes",
    extension: true,
    request: speechRequest,
    response: z.unknown(),
    examples: {
      valid: [{ input: 'Hello there', voice: 'alloy' }, { input: 'Hola', voice: '3', speed: 1.2 }],
      invalid: [
        { input: { voice: 'alloy' }, field: 'input' },
        { input: { input: 'x', voice: 'alloy', response_format: 'mp3' }, field: 'response_format' },
        { input: { input: 'x', voice: 'alloy', speed: 9 }, field: 'speed' },
      ],
    },
  }),
};
