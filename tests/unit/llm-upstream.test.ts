import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as chatRoute } from '@/api/llm/chat/route';
import { POST as streamRoute } from '@/api/llm/chat/stream/route';
import { GET as modelsRoute } from '@/api/llm/models/route';
import { configureLlm, jsonRequest, readSse, tempDataDir, type Envelope } from '@/tests/support/openai-double-harness';
import { startUpstreamDouble, type UpstreamDouble } from '@/tests/support/upstream-double';

/**
 * PROVIDER_LLM=upstream: /llm/chat goes to the hosted service (its double here), the stream
 * route sends its whole answer as one done event, and the model list is empty (the hosted
 * service has none), so the studio lets the user type a name. A file of its own: the
 * provider choice is made once per process.
 */
vi.hoisted(() => {
  process.env.LOG_LEVEL = 'silent';
});

let data: ReturnType<typeof tempDataDir>;
let upstream: UpstreamDouble;
/** Where the double's synthesis says its audio is; its own /files/ when unset. */
let audioUrl: string | undefined;

beforeAll(async () => {
  data = tempDataDir();
  // Its synthesis answers a URL of its own, as the hosted service answers where its audio is.
  upstream = await startUpstreamDouble({
    files: { 'speech.wav': { contentType: 'audio/wav', bytes: UPSTREAM_WAV } },
    results: (url) => ({
      get 'tts.synthesis'() {
        return { audios: [audioUrl ?? `${url}/files/speech.wav`] };
      },
    }),
  });
  // The address rule as in production: the upstream (on 127.0.0.1 here, as on an operator's
  // own network) is trusted because it is configured, not because private URLs are allowed.
  configureLlm(data.dir, { PROVIDER_LLM: 'upstream', PROVIDER_TTS: 'upstream', UPSTREAM_BASE_URL: upstream.url, UPSTREAM_API_KEY: upstream.key, ALLOW_PRIVATE_URLS: 'false' });
});
afterAll(async () => {
  await upstream.close();
  await data.remove();
});

const body = { messages: [{ role: 'user', content: 'Hello' }], internal_functions: ['calculator'] };

/** A WAV header and a few samples: what matters is that these exact bytes come back. */
const UPSTREAM_WAV = Buffer.concat([Buffer.from('RIFF\x2c\x00\x00\x00WAVEfmt ', 'latin1'), Buffer.alloc(32, 7)]);

describe('the chat with PROVIDER_LLM=upstream', () => {
  it('sends /llm/chat to the hosted service, with its key, and answers its result', async () => {
    const response = await chatRoute(jsonRequest('/api/llm/chat', body));
    expect(response.status).toBe(200);
    expect(((await response.json()) as Envelope).result).toEqual({ model: 'up-model', message: { role: 'assistant', content: 'Hello from upstream' }, functions: [] });
    const seen = upstream.seen.at(-1)!;
    expect(seen).toMatchObject({ method: 'POST', path: '/llm/chat', authorization: `Bearer ${upstream.key}` });
    expect(JSON.parse(seen.body)).toEqual(body);
  });

  it('refuses JSON mode, penalties, top-k and min-p, which the hosted service has not, naming the field, before anything is sent; free text and 0 pass, left out of what is sent', async () => {
    const sent = upstream.seen.length;
    const refused = await chatRoute(jsonRequest('/api/llm/chat', { ...body, response_format: { type: 'json_object' } }));
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: 'invalid_input', message: 'response_format: the hosted service (the upstream provider) has no JSON mode; leave it out, or use a local engine' });
    for (const field of ['frequency_penalty', 'presence_penalty']) {
      const penalised = await chatRoute(jsonRequest('/api/llm/chat', { ...body, [field]: 0.5 }));
      expect(penalised.status).toBe(400);
      expect(await penalised.json()).toMatchObject({ code: 'invalid_input', message: `${field}: the hosted service (the upstream provider) has no penalties; leave it out, or use a local engine` });
    }
    for (const [field, value, lacks] of [['top_k', 40, 'top-k sampling'], ['min_p', 0.05, 'min-p sampling']] as const) {
      const sampled = await chatRoute(jsonRequest('/api/llm/chat', { ...body, [field]: value }));
      expect(sampled.status).toBe(400);
      expect(await sampled.json()).toMatchObject({ code: 'invalid_input', message: `${field}: the hosted service (the upstream provider) has no ${lacks}; leave it out, or use a local engine` });
    }
    expect(upstream.seen.length).toBe(sent);
    expect((await chatRoute(jsonRequest('/api/llm/chat', { ...body, response_format: { type: 'text' }, frequency_penalty: 0, presence_penalty: 0, top_k: 0, min_p: 0 }))).status).toBe(200);
    expect(JSON.parse(upstream.seen.at(-1)!.body)).toEqual(body);
  });

  it('streams the whole upstream answer as one done event', async () => {
    const events = await readSse(await streamRoute(jsonRequest('/api/llm/chat/stream', body)));
    expect(events.map((e) => e.data)).toEqual([
      { type: 'done', result: { model: 'up-model', message: { role: 'assistant', content: 'Hello from upstream' }, functions: [] } },
    ]);
  });

  it('lists no models, so the picker takes a typed name', async () => {
    const response = await modelsRoute(new Request('http://localhost/api/llm/models'));
    expect(((await response.json()) as Envelope).result).toEqual({ backend: 'upstream', models: [], default: null });
  });
});

describe('the OpenAI-compatible door with PROVIDER_LLM=upstream', () => {
  it('answers /v1/chat/completions from the hosted service, whole or as one streamed piece, and refuses client tools', async () => {
    const { POST: completions } = await import('@/v1/chat/completions/route');
    const plain = await completions(jsonRequest('/v1/chat/completions', { messages: [{ role: 'user', content: 'Hello' }] }), { params: Promise.resolve({}) });
    expect(plain.status).toBe(200);
    // (The hosted service's answer passes the lead's redaction step, which may mask words in it.)
    expect(await plain.json()).toMatchObject({ object: 'chat.completion', model: 'up-model', choices: [{ message: { role: 'assistant', content: expect.stringMatching(/^Hello from /) }, finish_reason: 'stop' }] });
    expect(JSON.parse(upstream.seen.at(-1)!.body)).toMatchObject({ messages: [{ role: 'user', content: 'Hello' }] });

    const streamed = await completions(jsonRequest('/v1/chat/completions', { messages: [{ role: 'user', content: 'Hello' }], stream: true }), { params: Promise.resolve({}) });
    const text = await streamed.text();
    expect(text).toMatch(/"content":"Hello from [^"]+"/);
    expect(text.trim().endsWith('data: [DONE]')).toBe(true);

    const tools = await completions(
      jsonRequest('/v1/chat/completions', { messages: [{ role: 'user', content: 'Hi' }], tools: [{ type: 'function', function: { name: 'f', parameters: { type: 'object' } } }] }),
      { params: Promise.resolve({}) },
    );
    expect(tools.status).toBe(400);
    expect(await tools.json()).toMatchObject({ code: 'invalid_input', error: { code: 'invalid_input', param: 'tools' } });

    // Sampling goes to the hosted service in /api/llm/chat's words; JSON mode and penalties, which it has none for, are refused.
    const tuned = { messages: [{ role: 'user', content: 'Hello' }], temperature: 0.3, top_p: 0.9, max_completion_tokens: 50, seed: 4, stop: 'END', frequency_penalty: 0 };
    expect((await completions(jsonRequest('/v1/chat/completions', tuned), { params: Promise.resolve({}) })).status).toBe(200);
    expect(JSON.parse(upstream.seen.at(-1)!.body)).toMatchObject({ temperature: 0.3, top_p: 0.9, max_tokens: 50, seed: 4, stop: ['END'] });
    for (const [extra, param] of [[{ response_format: { type: 'json_object' } }, 'response_format'], [{ presence_penalty: 0.5 }, 'presence_penalty']] as const) {
      const refused = await completions(jsonRequest('/v1/chat/completions', { messages: [{ role: 'user', content: 'Hi' }], ...extra }), { params: Promise.resolve({}) });
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ code: 'invalid_input', error: { param } });
    }
  });
});

describe('POST /v1/audio/speech with PROVIDER_TTS=upstream', () => {
  // The hosted service lists no voices (a Prism extension) and answers its audio as a URL.
  it("takes a style id as it is and answers the upstream's audio bytes", async () => {
    const { POST: speech } = await import('@/v1/audio/speech/route');
    const response = await speech(jsonRequest('/v1/audio/speech', { model: 'tts-1', voice: '3', input: 'Hello there' }), { params: Promise.resolve({}) });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/wav');
    expect(Buffer.from(await response.arrayBuffer()).equals(UPSTREAM_WAV)).toBe(true);
    const asked = upstream.seen.filter((s) => s.path === '/tts/audio_query').at(-1)!;
    expect(JSON.parse(asked.body)).toMatchObject({ text: 'Hello there', speaker: 3 });
    expect(JSON.parse(upstream.seen.at(-1)!.body)).toMatchObject({ speaker: 3 });
  });

  it("reads the audio only from the upstream's own origin when it is on a private network", async () => {
    const { POST: speech } = await import('@/v1/audio/speech/route');
    // The same machine under another name is another origin: held to the address rule.
    audioUrl = `${upstream.url.replace('127.0.0.1', 'localhost')}/files/speech.wav`;
    try {
      const response = await speech(jsonRequest('/v1/audio/speech', { model: 'tts-1', voice: '3', input: 'Hello there' }), { params: Promise.resolve({}) });
      expect(response.status).toBe(502);
      expect(await response.json()).toMatchObject({ code: 'upstream_error', error: { message: expect.stringContaining('host localhost is this machine and not allowed') } });
    } finally {
      audioUrl = undefined;
    }
  });

  it('refuses a voice name it cannot match, naming voice and what to send instead', async () => {
    const { POST: speech } = await import('@/v1/audio/speech/route');
    const response = await speech(jsonRequest('/v1/audio/speech', { model: 'tts-1', voice: 'alloy', input: 'Hello there' }), { params: Promise.resolve({}) });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'invalid_input', error: { param: 'voice', message: expect.stringContaining('send a style id such as "3"') } });
  });
});

