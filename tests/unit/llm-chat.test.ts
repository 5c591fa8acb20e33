import { describe, expect, it, vi } from 'vitest';
import { POST as chatRoute } from '@/api/llm/chat/route';
import { INTERNAL_FUNCTIONS } from '@/lib/contract/llm';
import { readStoredFile } from '@/lib/server/files';
import { configureLlm, jsonRequest, llmSuite, type Envelope } from '@/tests/support/openai-double-harness';
import { startOpenAiDouble } from '@/tests/support/openai-double';

/**
 * POST /api/llm/chat called as Next calls it, on the local provider, against a real HTTP
 * server speaking the OpenAI protocol (the double; no model weights exist here). The
 * built-in functions run on Prism's real providers: translate is Apertium.
 */
vi.hoisted(() => {
  process.env.LOG_LEVEL = 'silent';
});


const chat = async (body: unknown) => {
  const response = await chatRoute(jsonRequest('/api/llm/chat', body));
  return { status: response.status, body: (await response.json()) as Envelope };
};
const user = (content: string) => ({ messages: [{ role: 'user', content }] });
type Fn = { name: string; arguments: unknown; result: unknown; error?: string };

const suite = llmSuite();

describe('plain answers', () => {
  it('sends the conversation to the server and answers in the contract shape', async () => {
    suite.double.enqueue({ content: 'Hello! How can I help?' });
    const { status, body } = await chat({
      messages: [
        { role: 'system', content: 'Be brief.' },
        { role: 'user', content: 'Hi', name: 'ana' },
      ],
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      status: true,
      message: 'success',
      // The double counts a whole answer as 10 tokens read and 10 written.
      result: { model: 'double-small', message: { role: 'assistant', content: 'Hello! How can I help?' }, functions: [], usage: { prompt_tokens: 10, completion_tokens: 10 } },
    });
    const sent = suite.double.requests[0]!.body!;
    expect(sent.model).toBe('double-small');
    expect(sent.stream).toBeFalsy();
    expect(sent.tools).toBeUndefined();
    expect(sent.messages).toEqual([
      { role: 'system', content: 'Be brief.' },
      { role: 'user', content: 'Hi', name: 'ana' },
    ]);
  });

  it("says when the server's token limit cut the answer short, and only then", async () => {
    suite.double.enqueue({ content: 'The first three reasons are', finish: 'length' }, { content: 'Done.' });
    expect((await chat(user('Why?'))).body.result).toMatchObject({ message: { content: 'The first three reasons are' }, finish_reason: 'length' });
    expect((await chat(user('Why?'))).body.result).not.toHaveProperty('finish_reason');
  });

  it('counts the tokens of every round of function calls, and none when a round was not counted', async () => {
    const call = { toolCalls: [{ name: 'calculator', arguments: { expression: '1 + 1' } }] };
    suite.double.enqueue({ ...call, usage: { prompt: 40, completion: 6 } }, { content: 'Two.', usage: { prompt: 60, completion: 2 } });
    expect((await chat({ ...user('1+1?'), internal_functions: ['calculator'] })).body.result.usage).toEqual({ prompt_tokens: 100, completion_tokens: 8 });
    // A part-sum would say less than the model did.
    suite.double.enqueue({ ...call, usage: null }, { content: 'Two.', usage: { prompt: 60, completion: 2 } });
    expect((await chat({ ...user('1+1?'), internal_functions: ['calculator'] })).body.result).not.toHaveProperty('usage');
  });

  it('uses the model the request names, and the key LLM_API_KEY holds', async () => {
    configureLlm(suite.dataDir, { LLM_BASE_URL: suite.double.url, LLM_MODEL: 'double-small', LLM_API_KEY: 'sk-local-123' });
    suite.double.enqueue({ content: 'ok', model: 'double-large' });
    const { body } = await chat({ model: 'double-large', ...user('Hi') });
    expect(body.result.model).toBe('double-large');
    expect(suite.double.requests[0]!.body!.model).toBe('double-large');
    expect(suite.double.requests[0]!.authorization).toBe('Bearer sk-local-123');
  });

  it('passes assistant turns back, and gives a function message to the model as text', async () => {
    suite.double.enqueue({ content: 'Noted.' });
    const { status } = await chat({
      messages: [
        { role: 'user', content: 'What is 2+2?' },
        { role: 'function', name: 'calculator', content: '{"value":4}' },
        { role: 'assistant', content: 'It is 4.' },
        { role: 'user', content: 'Thanks' },
      ],
    });
    expect(status).toBe(200);
    expect(suite.double.requests[0]!.body!.messages).toEqual([
      { role: 'user', content: 'What is 2+2?' },
      { role: 'user', content: 'Result of function calculator: {"value":4}' },
      { role: 'assistant', content: 'It is 4.' },
      { role: 'user', content: 'Thanks' },
    ]);
  });

  it('without LLM_MODEL, uses the first model the server lists', async () => {
    configureLlm(suite.dataDir, { LLM_BASE_URL: suite.double.url });
    suite.double.enqueue({ content: 'ok' });
    const { status, body } = await chat(user('Hi'));
    expect(status).toBe(200);
    expect(suite.double.requests.map((r) => r.path)).toEqual(['/v1/models', '/v1/chat/completions']);
    expect(suite.double.requests[1]!.body!.model).toBe('double-small');
    expect(body.result.model).toBe('double-small');
  });

  it('asks for a model (400) when neither the request, LLM_MODEL nor the server names one', async () => {
    const empty = await startOpenAiDouble({ models: [] });
    try {
      configureLlm(suite.dataDir, { LLM_BASE_URL: empty.url });
      const { status, body } = await chat(user('Hi'));
      expect(status).toBe(400);
      expect(body.message).toBe('model: is required, since LLM_MODEL is not set and the server lists no models');
      expect(empty.requests.map((r) => r.path)).toEqual(['/v1/models']);
    } finally {
      await empty.close();
    }
  });
});

describe('input rules from the contract', () => {
  it('refuses an unknown role with a 400 naming the field and the roles', async () => {
    const { status, body } = await chat({ messages: [{ role: 'robot', content: 'beep' }] });
    expect(status).toBe(400);
    expect(body).toEqual({
      status: false,
      message: 'messages.0.role: must be one of system, user, assistant, function',
      code: 'invalid_input',
      result: {},
      request_id: expect.any(String),
    });
  });

  it('refuses an unknown function name with a 400 listing the valid ones', async () => {
    const { status, body } = await chat({ ...user('hi'), internal_functions: ['translate', 'rm_rf'] });
    expect(status).toBe(400);
    expect(body.message).toBe(`internal_functions.1: must be one of ${INTERNAL_FUNCTIONS.join(', ')}`);
    for (const name of INTERNAL_FUNCTIONS) expect(body.message).toContain(name);
  });

  it('refuses no messages, malformed JSON and content that is not text', async () => {
    for (const [input, rule] of [
      [{ messages: [] }, /^messages: must hold at least one message/],
      [{}, /^messages: is required/],
      ['{"messages": [', /./],
      // (The rule's wording for a wrong type comes from lib/contract/issues.ts.)
      [{ messages: [{ role: 'user', content: 42 }] }, /^messages\.0\.content: /],
    ] as const) {
      const { status, body } = await chat(input);
      expect(status, JSON.stringify(input)).toBe(400);
      expect(body.message).toMatch(rule);
    }
    expect(suite.double.requests).toHaveLength(0);
  });

  it('refuses a temperature or a token limit out of range, naming the field and the bound', async () => {
    for (const [extra, said] of [
      [{ temperature: 2.5 }, 'temperature: must be at most 2'],
      [{ temperature: -0.1 }, 'temperature: must be at least 0'],
      [{ max_tokens: 0 }, 'max_tokens: must be at least 1'],
      [{ max_tokens: 40_000 }, 'max_tokens: must be at most 32,768'],
      [{ max_tokens: 10.5 }, 'max_tokens: must be a whole number'],
      [{ seed: -1 }, 'seed: must be at least 0'],
      [{ seed: 2 ** 32 }, 'seed: must be at most 4,294,967,295'],
      [{ top_p: 1.01 }, 'top_p: must be at most 1'],
      [{ stop: [] }, 'stop: must hold at least one sequence'],
      [{ stop: ['1', '2', '3', '4', '5'] }, 'stop: must hold at most 4 sequences'],
      [{ stop: ['x'.repeat(201)] }, 'stop.0: must be at most 200 characters'],
      [{ stop: 'END' }, 'stop: must be an array'],
    ] as const) {
      const { status, body } = await chat({ ...user('hi'), ...extra });
      expect(status, JSON.stringify(extra)).toBe(400);
      expect(body).toMatchObject({ code: 'invalid_input', message: said });
    }
    expect(suite.double.requests).toHaveLength(0);
  });
});

describe('sampling the request sets', () => {
  it('sends the temperature, top_p, top_k, min_p, the token limit, the seed and the stop sequences to the model, in every round, and none when unset', async () => {
    suite.double.enqueue({ toolCalls: [{ name: 'calculator', arguments: { expression: '2 * 3' } }] }, { content: 'Six.' }, { content: 'Plain.' });
    const format = { type: 'json_schema', json_schema: { name: 'answer', schema: { type: 'object' } } };
    await chat({ ...user('2*3?'), internal_functions: ['calculator'], temperature: 0.3, top_p: 0.8, top_k: 40, min_p: 0.05, max_tokens: 64, seed: 42, stop: ['END', '\n\n'], frequency_penalty: 0.5, presence_penalty: -0.5, response_format: format });
    for (const request of suite.double.requests)
      expect(request.body).toMatchObject({ temperature: 0.3, top_p: 0.8, top_k: 40, min_p: 0.05, max_tokens: 64, seed: 42, stop: ['END', '\n\n'], frequency_penalty: 0.5, presence_penalty: -0.5, response_format: format });
    expect(suite.double.requests).toHaveLength(2);
    await chat(user('hi'));
    for (const field of ['temperature', 'top_p', 'top_k', 'min_p', 'max_tokens', 'seed', 'stop', 'frequency_penalty', 'presence_penalty', 'response_format']) expect(suite.double.requests[2]!.body).not.toHaveProperty(field);
  });
});

describe('built-in functions', () => {
  it('offers only the enabled functions, with parameters generated from the contract', async () => {
    suite.double.enqueue({ content: 'ok' });
    await chat({ ...user('hi'), internal_functions: ['translate', 'calculator'] });
    const tools = suite.double.requests[0]!.body!.tools!;
    expect(tools.map((t) => t.function.name)).toEqual(['translate', 'calculator']);
    const translate = tools[0]!.function.parameters as { type: string; required: string[]; properties: Record<string, { minLength?: number; maxLength?: number }> };
    expect(translate.type).toBe('object');
    expect(translate.required).toEqual(expect.arrayContaining(['text', 'target_lang']));
    // The same length rule as POST /translate/predict: the schema is the contract's.
    expect(translate.properties.text).toMatchObject({ minLength: 3, maxLength: 1500 });
    expect(tools[1]!.function.parameters).toMatchObject({ required: ['expression'] });
  });

  it('runs the calculator and gives its result back to the model, which answers with it', async () => {
    suite.double.enqueue({ toolCalls: [{ name: 'calculator', arguments: { expression: '(3 + 4) * 6' }, id: 'call_calc' }] });
    const { status, body } = await chat({ ...user('What is (3+4)*6?'), internal_functions: ['calculator'] });
    expect(status).toBe(200);
    expect(body.result.functions).toEqual([{ name: 'calculator', arguments: { expression: '(3 + 4) * 6' }, result: { expression: '(3 + 4) * 6', value: 42 } }]);
    expect((body.result.message as { content: string }).content).toBe('The function calculator answered: {"expression":"(3 + 4) * 6","value":42}');
    // The second request carries the call and its result, as the protocol wants.
    const second = suite.double.requests[1]!.body!.messages;
    expect(second.at(-2)).toMatchObject({ role: 'assistant', tool_calls: [{ id: 'call_calc', function: { name: 'calculator' } }] });
    expect(second.at(-1)).toEqual({ role: 'tool', tool_call_id: 'call_calc', content: '{"expression":"(3 + 4) * 6","value":42}' });
  });

  it('tells the current time, in the zone asked for', async () => {
    suite.double.enqueue({ toolCalls: [{ name: 'current_time', arguments: { timezone: 'Asia/Tokyo' } }] });
    const before = Date.now();
    const { body } = await chat({ ...user('What time is it in Tokyo?'), internal_functions: ['current_time'] });
    const [call] = body.result.functions as Fn[];
    const result = call!.result as { iso: string; timezone: string; local: string };
    expect(result.timezone).toBe('Asia/Tokyo');
    expect(Math.abs(Date.parse(result.iso) - before)).toBeLessThan(5_000);
    expect(result.local).toMatch(/GMT\+9|JST/);
  });

  it('runs several calls of one turn, and gives bad arguments back to the model as errors, not a 500', async () => {
    suite.double.enqueue({
      toolCalls: [
        { name: 'calculator', arguments: '{"expression": "2 ^ 10"}' },
        { name: 'calculator', arguments: '{"expression": 12}' },
        { name: 'calculator', arguments: '{not json' },
        { name: 'current_time', arguments: { timezone: 'Mars/Olympus_Mons' } },
        { name: 'translate', arguments: { text: 'hi' } },
      ],
    });
    suite.double.enqueue({ content: 'Some of that worked.' });
    const { status, body } = await chat({ ...user('Do things'), internal_functions: ['calculator', 'current_time'] });
    expect(status).toBe(200);
    const functions = body.result.functions as Fn[];
    expect(functions.map((f) => [f.name, f.error ?? null])).toEqual([
      ['calculator', null],
      ['calculator', expect.stringMatching(/^expression: /)],
      ['calculator', 'arguments: must be a JSON object'],
      ['current_time', 'timezone: unknown time zone Mars/Olympus_Mons'],
      ['translate', 'function translate is not enabled for this chat'],
    ]);
    expect(functions[0]!.result).toEqual({ expression: '2 ^ 10', value: 1024 });
    const toolMessages = suite.double.requests[1]!.body!.messages.filter((m) => m.role === 'tool');
    expect(toolMessages.map((m) => JSON.parse(m.content!))).toEqual([
      { expression: '2 ^ 10', value: 1024 },
      { error: expect.stringMatching(/^expression: /) },
      { error: 'arguments: must be a JSON object' },
      { error: 'timezone: unknown time zone Mars/Olympus_Mons' },
      { error: 'function translate is not enabled for this chat' },
    ]);
    expect((body.result.message as { content: string }).content).toBe('Some of that worked.');
  });

  it('gives a calculator refusal (not a crash) for an expression that could stall the server', async () => {
    suite.double.enqueue({ toolCalls: [{ name: 'calculator', arguments: { expression: 'ones(100000, 100000)' } }] }, { content: 'ok' });
    const { status, body } = await chat({ ...user('hack'), internal_functions: ['calculator'] });
    expect(status).toBe(200);
    expect(body.result.functions).toEqual([
      { name: 'calculator', arguments: { expression: 'ones(100000, 100000)' }, result: null, error: 'expression: function ones is not available' },
    ]);
  });

  it('translates with the real engine (Apertium), and the result reaches the final message', async () => {
    suite.double.enqueue({ toolCalls: [{ name: 'translate', arguments: { text: 'Where is the train station?', target_lang: 'es' } }] });
    const { status, body } = await chat({ ...user('Say "Where is the train station?" in Spanish'), internal_functions: ['translate'] });
    expect(status).toBe(200);
    const [call] = body.result.functions as Fn[];
    expect(call).toMatchObject({ name: 'translate', arguments: { text: 'Where is the train station?', target_lang: 'es' }, result: { lang: 'en' } });
    const translated = (call!.result as { text: string }).text;
    expect(translated).toMatch(/Dónde .*tren/);
    expect((body.result.message as { content: string }).content).toContain(translated);
  });

  it('speaks with the real speech engine, picking a voice of the text’s language when the model names none', async () => {
    suite.double.enqueue({ toolCalls: [{ name: 'text_to_speech', arguments: { text: '¿Dónde está la estación de tren?' } }] });
    const { status, body } = await chat({ ...user('Say it aloud'), internal_functions: ['text_to_speech'] });
    expect(status).toBe(200);
    const [call] = body.result.functions as Fn[];
    expect(call!.error).toBeUndefined();
    const result = call!.result as { audios: string[]; speaker: number; voice: string };
    expect(result.voice).toMatch(/Spanish/);
    const id = /^http:\/\/localhost\/api\/files\/([0-9a-f]{64})$/.exec(result.audios[0]!)?.[1];
    const stored = await readStoredFile(id!);
    expect(stored!.file.contentType).toBe('audio/wav');
    expect(stored!.bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(stored!.bytes.byteLength).toBeGreaterThan(20_000); // over a second of speech
    // The schema offered keeps the contract's rules, with the speaker left optional.
    const tool = suite.double.requests[0]!.body!.tools![0]!.function.parameters as { required: string[]; properties: Record<string, unknown> };
    expect(tool.required).toEqual(['text']);
    expect(Object.keys(tool.properties)).toEqual(['text', 'speaker']);
  });

  it('gives the engine’s own 400 (an unsupported pair) back to the model as an error', async () => {
    suite.double.enqueue({ toolCalls: [{ name: 'translate', arguments: { text: 'Where is the train station?', target_lang: 'ja', source_lang: 'en' } }] }, { content: 'I cannot.' });
    const { status, body } = await chat({ ...user('In Japanese please'), internal_functions: ['translate'] });
    expect(status).toBe(200);
    expect((body.result.functions as Fn[])[0]!.error).toMatch(/^target_lang: cannot translate en to ja/);
  });

  it('stops a model that calls functions forever after LLM_MAX_ROUNDS rounds', async () => {
    configureLlm(suite.dataDir, { LLM_BASE_URL: suite.double.url, LLM_MODEL: 'double-small', LLM_MAX_ROUNDS: '3' });
    suite.double.respond = () => ({ toolCalls: [{ name: 'calculator', arguments: { expression: '1 + 1' } }] });
    const { status, body } = await chat({ ...user('loop'), internal_functions: ['calculator'] });
    expect(status).toBe(200);
    // Three rounds of calls ran; the fourth answer still asked for one, and was stopped.
    expect(suite.double.requests).toHaveLength(4);
    expect(body.result.functions).toHaveLength(3);
    expect(body.result.stopped).toBe('max_rounds');
    expect(body.result.message).toEqual({
      role: 'assistant',
      content: 'Stopped after 3 rounds of function calls without a final answer.',
      function_call: { name: 'calculator', arguments: '{"expression":"1 + 1"}' },
    });
  });
});

describe("a conversation longer than the server's context", () => {
  // Twenty questions and answers of ~200 characters each, with a system message and the last question.
  const long = (pairs = 20) => {
    const messages: Array<{ role: string; content: string }> = [{ role: 'system', content: 'Be brief.' }];
    for (let i = 0; i < pairs; i++) messages.push({ role: 'user', content: `Q${i} ${'q'.repeat(196)}` }, { role: 'assistant', content: `A${i} ${'a'.repeat(196)}` });
    messages.push({ role: 'user', content: 'Last question?' });
    return messages;
  };
  const chars = (body: { messages: Array<{ content?: string | null }> }) => body.messages.reduce((n, m) => n + (m.content ?? '').length, 0);

  it("is sent again without its oldest turns when the server refuses it as OpenAI does, and the result says how many went", async () => {
    // The server holds 2,000 characters here; it answers as OpenAI's API does past that.
    suite.double.respond = (body) =>
      chars(body) > 2_000
        ? { status: 400, message: "This model's maximum context length is 500 tokens.", type: 'invalid_request_error', code: 'context_length_exceeded' }
        : { content: 'From the newest turns.' };
    const { status, body } = await chat({ messages: long() });
    expect(status).toBe(200);
    expect((body.result.message as { content: string }).content).toBe('From the newest turns.');
    const answered = suite.double.requests.at(-1)!.body!;
    const omitted = (body.result as { omitted_messages?: number }).omitted_messages!;
    // Halving each time: 8,000 → ≤ 4,000 → ≤ 2,000 characters, whole turns, oldest first.
    expect(suite.double.requests).toHaveLength(3);
    expect(answered.messages).toHaveLength(42 - omitted);
    expect(omitted % 2).toBe(0);
    expect(chars(answered)).toBeLessThanOrEqual(2_000);
    expect(answered.messages[0]).toEqual({ role: 'system', content: 'Be brief.' });
    expect(answered.messages[1]!.content).toMatch(new RegExp(`^Q${omitted / 2} `));
    expect(answered.messages.at(-1)).toEqual({ role: 'user', content: 'Last question?' });
  });

  it("is sent again when vLLM refuses it, which says so in words only, using the sizes it gives", async () => {
    suite.double.respond = (body) =>
      chars(body) > 2_000
        ? { status: 400, message: `This model's maximum context length is 500 tokens. However, your request has ${Math.ceil(chars(body) / 4)} input tokens. Please reduce the length of the input messages.`, type: 'BadRequestError', code: 400 }
        : { content: 'Fitted.' };
    const { status, body } = await chat({ messages: long() });
    expect(status).toBe(200);
    expect((body.result.message as { content: string }).content).toBe('Fitted.');
    // In proportion to the sizes it said (500 of ~2,000 tokens, a quarter kept for the answer): one more try is enough.
    expect(suite.double.requests).toHaveLength(2);
    expect((body.result as { omitted_messages?: number }).omitted_messages).toBeGreaterThan(0);
  });

  it('answers a 400 naming the question when it alone (with the system message) is more than the server holds', async () => {
    suite.double.respond = () => ({ status: 400, message: 'too long', type: 'exceed_context_size_error', fields: { n_prompt_tokens: 9000, n_ctx: 4096 } });
    const { status, body } = await chat({ messages: [{ role: 'system', content: 'Be brief.' }, { role: 'user', content: 'x'.repeat(30_000) }] });
    expect(status).toBe(400);
    expect(body.code).toBe('invalid_input');
    expect(body.message).toBe("messages[1].content: with the system messages, this question is longer than the model's context (9,000 tokens; it holds 4,096); shorten it");
    expect(suite.double.requests).toHaveLength(1);
  });

  it('gives up after a bounded number of tries when the server keeps refusing, with a 400 that says so', async () => {
    suite.double.respond = () => ({ status: 400, message: 'no', type: 'invalid_request_error', code: 'context_length_exceeded' });
    // 40,000 characters: four halvings still leave 2,500 of them, so turns are left to drop.
    const { status, body } = await chat({ messages: long(99) });
    expect(status).toBe(400);
    expect(body.message).toMatch(/^messages: the model's server still found the conversation longer than its context with its \d+ earliest messages left out$/);
    expect(suite.double.requests).toHaveLength(5);
  });

  it('leaves other refusals alone: a 400 that is not about length is still the 502 it was, asked once', async () => {
    suite.double.respond = () => ({ status: 400, message: 'unknown parameter', type: 'invalid_request_error', code: 'unknown_parameter' });
    const { status } = await chat({ messages: long() });
    expect(status).toBe(502);
    expect(suite.double.requests).toHaveLength(1);
  });
});

describe('when the server misbehaves', () => {
  it('answers 502 for a body that is not JSON, an answer without choices, or a tool call without a name', async () => {
    for (const malformed of ['not-json', 'no-choices', 'no-tool-name'] as const) {
      suite.double.enqueue({ malformed });
      const { status, body } = await chat(user('Hi'));
      expect(status, malformed).toBe(502);
      expect(body.status).toBe(false);
      expect(body.message, malformed).toMatch(/^The language model answered unexpectedly: /);
    }
  });

  it('answers 502 with the server’s reason when it answers an error status', async () => {
    suite.double.enqueue({ status: 500, message: 'CUDA out of memory' });
    const { status, body } = await chat(user('Hi'));
    expect(status).toBe(502);
    expect(body.message).toMatch(/^The language model answered unexpectedly: the server answered 500: .*CUDA out of memory/);
  });

  it('answers 502 and names the key problem when the server refuses the key, without echoing it', async () => {
    const guarded = await startOpenAiDouble({ apiKey: 'right-key' });
    try {
      configureLlm(suite.dataDir, { LLM_BASE_URL: guarded.url, LLM_MODEL: 'm', LLM_API_KEY: 'wrong-key' });
      const { status, body } = await chat(user('Hi'));
      expect(status).toBe(502);
      expect(body.message).toMatch(/401/);
      expect(body.message).not.toContain('wrong-key');
    } finally {
      await guarded.close();
    }
  });

  it('answers 504 when the server takes longer than LLM_TIMEOUT_MS', async () => {
    configureLlm(suite.dataDir, { LLM_BASE_URL: suite.double.url, LLM_MODEL: 'm', LLM_TIMEOUT_MS: '1000' });
    suite.double.enqueue({ hang: true });
    const started = performance.now();
    const { status, body } = await chat(user('Hi'));
    expect(status).toBe(504);
    expect(body.message).toBe('The language model did not answer within 1 s.');
    expect(performance.now() - started).toBeLessThan(5_000);
    // The app hung up on the server rather than leaving the request running.
    await vi.waitFor(() => expect(suite.double.requests[0]!.aborted).toBe(true));
  });

  it('answers 502 when nothing listens at LLM_BASE_URL', async () => {
    const gone = await startOpenAiDouble();
    await gone.close();
    configureLlm(suite.dataDir, { LLM_BASE_URL: gone.url, LLM_MODEL: 'm' });
    const { status, body } = await chat(user('Hi'));
    expect(status).toBe(502);
    expect(body.message).toBe('The language model server could not be reached.');
  });

  it('answers 503 with how to configure a backend when none is', async () => {
    configureLlm(suite.dataDir);
    const { status, body } = await chat(user('Hi'));
    expect(status).toBe(503);
    expect(body.status).toBe(false);
    expect(body.result).toEqual({});
    for (const words of ['LLM_BASE_URL', 'http://127.0.0.1:11434/v1', 'LLM_MODEL', 'LLM_MODEL_PATH', 'PROVIDER_LLM=upstream']) expect(body.message).toContain(words);
  });
});
