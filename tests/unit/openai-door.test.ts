import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as createKey } from '@/api/keys/route';
import { apiHandler } from '@/lib/server/front/api';
import { loadAllApiRoutes } from '@/lib/server/front/route-loader';
import type { GgufBackendState } from '@/lib/engine/llm/gguf';
import { PREAMBLE_MAX_TOKENS } from '@/lib/engine/llm/preamble';
import { resetEnvForTests } from '@/lib/server/env';
import { chatBackend } from '@/lib/server/llm/backend';
import { tinyLlamaGguf } from '@/tests/support/tiny-gguf';
import { call, freshPlatform, json } from './platform-support';

/**
 * The official `openai` npm client against Prism's /v1 door, over real HTTP through the API
 * front (the same router server.ts uses), with a real API key, answered by a generated tiny
 * GGUF put into MODELS_DIR by hand (found like a downloaded one) and by the local TTS engine.
 */
let server: http.Server;
let client: OpenAI;
let baseURL: string;
let secret: string;
let done: () => Promise<void>;

beforeAll(async () => {
  let dataDir: string;
  ({ dataDir, done } = await freshPlatform({ MODELS_CATALOG_BUILTIN: 'false', LLM_THREADS: '1', LLM_CONTEXT_SIZE: '4096' }));
  await mkdir(path.join(dataDir, 'models'), { recursive: true });
  await writeFile(path.join(dataDir, 'models', 'tiny.gguf'), tinyLlamaGguf({ seed: 5 }));
  const created = await json(await createKey(call('/api/keys', { method: 'POST', body: { name: 'SDK' } })));
  server = http.createServer(apiHandler(await loadAllApiRoutes()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  secret = (created.result as { secret: string }).secret;
  client = new OpenAI({ baseURL, apiKey: secret, maxRetries: 0, timeout: 60_000 });
});

afterAll(async () => {
  await (await chatBackend())?.dispose?.();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await done();
});

describe('the OpenAI-compatible door, through the official client', () => {
  it('lists the installed model', async () => {
    const models = await client.models.list();
    expect(models.data.map((m) => m.id)).toEqual(['tiny']);
  });

  it('completes a chat without streaming, stopping at max_tokens', async () => {
    const completion = await client.chat.completions.create({ model: 'tiny', messages: [{ role: 'user', content: 'Hello' }], max_tokens: 6, temperature: 0 });
    expect(completion.object).toBe('chat.completion');
    expect(completion.model).toBe('tiny');
    expect(completion.choices[0]!.finish_reason).toBe('length');
    expect(typeof completion.choices[0]!.message.content).toBe('string');
    expect(completion.usage?.completion_tokens).toBe(6);
  });

  it('answers /api/llm/chat word for word again with the same seed, and otherwise with another', async () => {
    const ask = async (seed: number) => {
      const response = await fetch(baseURL.replace(/\/v1$/, '/api/llm/chat'), {
        method: 'POST',
        headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
        body: JSON.stringify({ model: 'tiny', messages: [{ role: 'user', content: 'Tell me a story' }], temperature: 1, max_tokens: 16, seed }),
      });
      const body = (await response.json()) as { result: { message: { content: string } } };
      expect(response.status).toBe(200);
      return body.result.message.content;
    };
    const first = await ask(42);
    expect(first.length).toBeGreaterThan(0);
    expect(await ask(42)).toBe(first);
    expect(await ask(43)).not.toBe(first);
  });

  it('ends an answer before its stop sequence, and with top_p 0 draws only the likeliest token', async () => {
    const ask = async (extra: Partial<OpenAI.Chat.ChatCompletionCreateParamsNonStreaming>) =>
      (await client.chat.completions.create({ model: 'tiny', messages: [{ role: 'user', content: 'Tell me a story' }], max_tokens: 24, ...extra })).choices[0]!;
    const greedy = (await ask({ temperature: 0 })).message.content!;
    const characters = Array.from(greedy);
    expect(characters.length).toBeGreaterThan(6);
    // Two characters from the middle of what it writes: it stops before their first appearance.
    const stop = characters.slice(Math.floor(characters.length / 2), Math.floor(characters.length / 2) + 2).join('');
    const cut = await ask({ temperature: 0, stop });
    expect(cut.message.content).toBe(greedy.slice(0, greedy.indexOf(stop)));
    expect(cut.finish_reason).toBe('stop');
    // A list, one of which it never writes, works the same.
    expect((await ask({ temperature: 0, stop: ['\u0000never', stop] })).message.content).toBe(greedy.slice(0, greedy.indexOf(stop)));
    // Sampling at temperature 1 from a nucleus of one token is the greedy answer; from all of them it wanders.
    expect((await ask({ temperature: 1, top_p: 0, seed: 3 })).message.content).toBe(greedy);
    expect((await ask({ temperature: 1, top_p: 1, seed: 3 })).message.content).not.toBe(greedy);
    // Top-k 1 and min-p 1 (llama.cpp's and vLLM's fields, not in OpenAI's types) leave only the likeliest token too.
    const extension = (fields: Record<string, number>) => fields as Partial<OpenAI.Chat.ChatCompletionCreateParamsNonStreaming>;
    expect((await ask({ temperature: 1, seed: 3, ...extension({ top_k: 1 }) })).message.content).toBe(greedy);
    expect((await ask({ temperature: 1, seed: 3, ...extension({ min_p: 1 }) })).message.content).toBe(greedy);
    expect((await ask({ temperature: 1, seed: 3, ...extension({ top_k: 0, min_p: 0 }) })).message.content).not.toBe(greedy);
  });

  it('answers in JSON mode, any object or one matching the schema, and honours the penalties', async () => {
    const ask = async (extra: Partial<OpenAI.Chat.ChatCompletionCreateParamsNonStreaming>) =>
      (await client.chat.completions.create({ model: 'tiny', messages: [{ role: 'user', content: 'The weather?' }], max_tokens: 200, temperature: 0, ...extra })).choices[0]!;
    const schema = { type: 'object', properties: { sunny: { type: 'boolean' }, city: { enum: ['Oslo', 'Lima'] } }, required: ['sunny', 'city'], additionalProperties: false };
    const shaped = await ask({ response_format: { type: 'json_schema', json_schema: { name: 'weather', schema } } });
    const weather = JSON.parse(shaped.message.content!) as Record<string, unknown>;
    expect(Object.keys(weather).sort()).toEqual(['city', 'sunny']);
    expect(typeof weather.sunny).toBe('boolean');
    expect(['Oslo', 'Lima']).toContain(weather.city);
    // Random weights write free text otherwise: the grammar is what made it JSON.
    const free = (await ask({})).message.content!;
    expect(() => JSON.parse(free)).toThrow();
    const anyObject = await ask({ response_format: { type: 'json_object' }, max_tokens: 1500, temperature: 0.8, seed: 7 });
    expect(anyObject.finish_reason).toBe('stop');
    expect(JSON.parse(anyObject.message.content!)).toBeTypeOf('object');
    // A presence penalty changes what greedy decoding writes.
    expect((await ask({ max_tokens: 24, presence_penalty: 2, frequency_penalty: 1 })).message.content).not.toBe((await ask({ max_tokens: 24 })).message.content);
  });

  it("answers in JSON mode beside the client's tools: a forced call is the answer; else the tools' pass goes on through a possible preamble, and none of it reaches the client, streamed or not", async () => {
    const clock: OpenAI.Chat.ChatCompletionTool = { type: 'function', function: { name: 'now', description: 'The time now', parameters: { type: 'object', properties: { zone: { enum: ['UTC', 'CET'] } }, required: ['zone'] } } };
    const schema = { type: 'object', properties: { sunny: { type: 'boolean' } }, required: ['sunny'], additionalProperties: false };
    const request = { model: 'tiny', messages: [{ role: 'user' as const, content: 'The weather?' }], max_tokens: 200, temperature: 0, tools: [clock], response_format: { type: 'json_schema' as const, json_schema: { name: 'weather', schema } } };
    const { choices, usage: wholeUsage } = await client.chat.completions.create(request);
    const whole = choices[0]!;
    expect(whole.finish_reason).toBe('stop');
    expect(whole.message.tool_calls ?? []).toEqual([]);
    expect(typeof (JSON.parse(whole.message.content!) as { sunny: unknown }).sunny).toBe('boolean');
    // Streamed, the client reads only the answer written under the grammar: the same JSON.
    let streamed = '';
    for await (const chunk of await client.chat.completions.create({ ...request, stream: true })) streamed += chunk.choices[0]?.delta.content ?? '';
    expect(streamed).toBe(whole.message.content);
    // Offered the tools alone, the same model writes free text: the second pass is what made it JSON.
    const free = (await client.chat.completions.create({ ...request, response_format: undefined })).choices[0]!;
    expect(() => JSON.parse(free.message.content!)).toThrow();
    // The tools' pass went on through text that could have been a line before a call (here the
    // random model's bytes) up to its bound, then the JSON pass answered (usage counts both;
    // the JSON pass alone is the same request without the tools).
    const jsonPass = (await client.chat.completions.create({ ...request, tools: undefined })).usage!.completion_tokens;
    const toolsPass = wholeUsage!.completion_tokens - jsonPass;
    expect(toolsPass).toBeGreaterThan(PREAMBLE_MAX_TOKENS);
    expect(toolsPass).toBeLessThanOrEqual(PREAMBLE_MAX_TOKENS + 2);
    const forced = (await client.chat.completions.create({ ...request, response_format: { type: 'json_object' }, tool_choice: 'required' })).choices[0]!;
    expect(forced.finish_reason).toBe('tool_calls');
    expect(forced.message.tool_calls?.[0]).toMatchObject({ type: 'function', function: { name: 'now' } });
    expect(['UTC', 'CET']).toContain((JSON.parse((forced.message.tool_calls![0] as { function: { arguments: string } }).function.arguments) as { zone: unknown }).zone);
  });

  it('answers /api/llm/chat in JSON mode and with penalties too, built-in functions offered or not', async () => {
    const ask = async (extra: Record<string, unknown>) => {
      const response = await fetch(baseURL.replace(/\/v1$/, '/api/llm/chat'), {
        method: 'POST',
        headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
        body: JSON.stringify({ model: 'tiny', messages: [{ role: 'user', content: 'The weather?' }], temperature: 0, max_tokens: 200, ...extra }),
      });
      return { status: response.status, body: (await response.json()) as { message: string; result: { message: { content: string } } } };
    };
    const schema = { type: 'object', properties: { sunny: { type: 'boolean' } }, required: ['sunny'], additionalProperties: false };
    const shaped = await ask({ response_format: { type: 'json_schema', json_schema: { name: 'weather', schema } } });
    expect(shaped.status).toBe(200);
    expect(typeof (JSON.parse(shaped.body.result.message.content) as { sunny: unknown }).sunny).toBe('boolean');
    // With the calculator offered too: no call came, so the answer was written again under the grammar.
    const mixed = await ask({ response_format: { type: 'json_schema', json_schema: { name: 'weather', schema } }, internal_functions: ['calculator'] });
    expect(mixed.status).toBe(200);
    expect(typeof (JSON.parse(mixed.body.result.message.content) as { sunny: unknown }).sunny).toBe('boolean');
    // The penalties change what greedy decoding writes, as at /v1.
    const plain = await ask({ max_tokens: 24 });
    const penalised = await ask({ max_tokens: 24, presence_penalty: 2, frequency_penalty: 1 });
    expect(penalised.status).toBe(200);
    expect(penalised.body.result.message.content).not.toBe(plain.body.result.message.content);
  });

  it('refuses, naming the field, what it cannot honour: several choices, log probabilities, an unknown response format', async () => {
    const post = async (extra: Record<string, unknown>) => {
      const response = await fetch(`${baseURL}/chat/completions`, {
        method: 'POST',
        headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
        body: JSON.stringify({ model: 'tiny', messages: [{ role: 'user', content: 'Hi' }], max_tokens: 4, ...extra }),
      });
      return { status: response.status, body: (await response.json()) as { message: string; code: string } };
    };
    expect(await post({ n: 2 })).toMatchObject({ status: 400, body: { code: 'invalid_input', message: 'n: this server writes one choice per request: send 1 or leave it out' } });
    expect(await post({ logprobs: true })).toMatchObject({ status: 400, body: { code: 'invalid_input', message: 'logprobs: this server does not return log probabilities: send false or leave it out' } });
    expect((await post({ response_format: { type: 'yaml' } })).body.message).toMatch(/^response_format/);
    // n: 1 and logprobs: false, as some clients always send them, are fine.
    expect((await post({ n: 1, logprobs: false })).status).toBe(200);
  });

  it("says how many of the earliest messages a conversation longer than the model's context was answered without, whole or streamed", async () => {
    // Thirty questions and answers of ~600 characters: far more than the 4,096 tokens the model holds.
    const messages: OpenAI.Chat.ChatCompletionMessageParam[] = [{ role: 'system', content: 'Be brief.' }];
    for (let i = 0; i < 30; i++) messages.push({ role: 'user', content: `Question ${i}: ${'lorem ipsum '.repeat(50)}` }, { role: 'assistant', content: `Answer ${i}: ${'dolor sit '.repeat(60)}` });
    messages.push({ role: 'user', content: 'And the last?' });
    const whole = (await client.chat.completions.create({ model: 'tiny', messages, max_tokens: 4, temperature: 0 })) as unknown as { omitted_messages?: number };
    expect(whole.omitted_messages).toBeGreaterThan(0);
    expect(whole.omitted_messages).toBeLessThan(messages.length - 1);
    const stream = await client.chat.completions.create({ model: 'tiny', messages, max_tokens: 4, temperature: 0, stream: true });
    let said: number | undefined;
    for await (const chunk of stream) said = (chunk as unknown as { omitted_messages?: number }).omitted_messages ?? said;
    expect(said).toBe(whole.omitted_messages);
    // A short one read whole: no such field.
    const short = (await client.chat.completions.create({ model: 'tiny', messages: [{ role: 'user', content: 'Hi' }], max_tokens: 2, temperature: 0 })) as unknown as Record<string, unknown>;
    expect(short).not.toHaveProperty('omitted_messages');
  });

  it('streams a chat as chunks ending with a finish reason', async () => {
    const stream = await client.chat.completions.create({ model: 'tiny', messages: [{ role: 'user', content: 'Hello' }], max_tokens: 12, temperature: 0, stream: true, stream_options: { include_usage: true } });
    const deltas: string[] = [];
    const finishes: Array<string | null> = [];
    let usage: unknown;
    for await (const chunk of stream) {
      if (chunk.usage) usage = chunk.usage;
      for (const choice of chunk.choices) {
        if (choice.delta.content) deltas.push(choice.delta.content);
        finishes.push(choice.finish_reason);
      }
    }
    expect(deltas.length).toBeGreaterThan(1);
    expect(finishes.at(-1)).toBe('length');
    expect(usage).toMatchObject({ completion_tokens: 12 });
  });

  it('names the answering model in every chunk when the request names none', async () => {
    // Before, chunks written before the turn ended said model "" (only the last knew it).
    const request = { messages: [{ role: 'user', content: 'Hello' }], max_tokens: 8, temperature: 0, stream: true } as unknown as OpenAI.Chat.ChatCompletionCreateParamsStreaming;
    const models: string[] = [];
    for await (const chunk of await client.chat.completions.create(request)) models.push(chunk.model);
    expect(models.length).toBeGreaterThan(2);
    expect(new Set(models)).toEqual(new Set(['tiny']));
  });

  it('returns a tool call the client runs, then answers after the tool result', async () => {
    const tools: OpenAI.Chat.ChatCompletionTool[] = [
      { type: 'function', function: { name: 'get_weather', description: 'Weather for a city', parameters: { type: 'object', properties: { city: { type: 'string', enum: ['Paris', 'Oslo'] } }, required: ['city'] } } },
    ];
    const messages: OpenAI.Chat.ChatCompletionMessageParam[] = [{ role: 'user', content: 'Weather in Paris?' }];
    const first = await client.chat.completions.create({ model: 'tiny', messages, tools, tool_choice: 'required', temperature: 0, max_tokens: 200 });
    expect(first.choices[0]!.finish_reason).toBe('tool_calls');
    const call = first.choices[0]!.message.tool_calls![0]!;
    expect(call.type).toBe('function');
    if (call.type !== 'function') return;
    expect(call.function.name).toBe('get_weather');
    expect(['Paris', 'Oslo']).toContain((JSON.parse(call.function.arguments) as { city: string }).city);

    messages.push(first.choices[0]!.message, { role: 'tool', tool_call_id: call.id, content: JSON.stringify({ temperature_c: 18 }) });
    const second = await client.chat.completions.create({ model: 'tiny', messages, tools, temperature: 0, max_tokens: 8 });
    expect(second.choices[0]!.message.tool_calls).toBeUndefined();
    expect(second.usage!.prompt_tokens).toBeGreaterThan(first.usage!.prompt_tokens);
  });

  it('speaks a text as WAV bytes with a Prism voice', async () => {
    const audio = await client.audio.speech.create({ model: 'tts-1', voice: 'alloy', input: 'Hello from Prism.', response_format: 'wav' });
    const bytes = Buffer.from(await audio.arrayBuffer());
    expect(audio.headers.get('content-type')).toBe('audio/wav');
    expect(bytes.subarray(0, 4).toString('ascii')).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString('ascii')).toBe('WAVE');
    expect(bytes.length).toBeGreaterThan(10_000);
  });

  it('refuses a wrong key (401) and bad input (400 naming the field) with Prism codes', async () => {
    const stranger = new OpenAI({ baseURL, apiKey: 'psk_notARealKeyAtAll', maxRetries: 0 });
    await expect(stranger.models.list()).rejects.toMatchObject({ status: 401 });
    const bad = await client.chat.completions.create({ model: 'tiny', messages: [{ role: 'user', content: 'x' }], temperature: 3 }).catch((e: unknown) => e);
    expect(bad).toBeInstanceOf(OpenAI.BadRequestError);
    expect((bad as InstanceType<typeof OpenAI.BadRequestError>).message).toMatch(/temperature/);
    expect((bad as { error: { code?: string } }).error.code).toBe('invalid_input');
    // A style id no voice has is refused naming the field the caller sent.
    const unknownVoice = await client.audio.speech.create({ model: 'tts-1', voice: '999999' as never, input: 'Hello.' }).catch((e: unknown) => e);
    expect(unknownVoice).toBeInstanceOf(OpenAI.BadRequestError);
    expect((unknownVoice as { error: { param?: string } }).error.param).toBe('voice');
  });

  it('stops generating when the streaming client goes away, and refuses past the queue limit with 503', async () => {
    process.env.LLM_QUEUE_LIMIT = '0';
    resetEnvForTests();
    const backend = (await chatBackend()) as unknown as GgufBackendState;
    const before = backend.generatedTokens;
    const gone = new AbortController();
    const stream = await client.chat.completions.create({ model: 'tiny', messages: [{ role: 'user', content: 'Go on' }], max_tokens: 4000, temperature: 0, stream: true }, { signal: gone.signal });
    const reading = (async () => {
      for await (const _chunk of stream) {
        // While it generates, a second request finds no room in the queue.
        const refused = await client.chat.completions.create({ model: 'tiny', messages: [{ role: 'user', content: 'x' }], max_tokens: 2 }).catch((e: unknown) => e);
        expect(refused).toBeInstanceOf(OpenAI.APIError);
        expect((refused as InstanceType<typeof OpenAI.APIError>).status).toBe(503);
        expect((refused as { error: { code?: string } }).error.code).toBe('unavailable');
        gone.abort();
      }
    })();
    await reading.catch(() => undefined);
    for (let i = 0; i < 200 && backend.busy; i++) await new Promise((r) => setTimeout(r, 10));
    expect(backend.busy).toBe(false);
    // The model never ends by itself: only the disconnect stopped it short of 4000 tokens.
    expect(backend.generatedTokens - before).toBeLessThan(4000);
    delete process.env.LLM_QUEUE_LIMIT;
    resetEnvForTests();
  });

  it('answers unknown /v1 paths with the 404 envelope', async () => {
    const response = await fetch(`${baseURL}/embeddings`, { method: 'POST' });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ status: false, code: 'not_found' });
  });
});
