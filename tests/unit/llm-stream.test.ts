import { describe, expect, it, vi } from 'vitest';
import { POST as streamRoute } from '@/api/llm/chat/stream/route';
import { configureLlm, jsonRequest, readSse, llmSuite, type Envelope, type SseEvent } from '@/tests/support/openai-double-harness';
import { startOpenAiDouble, tokens } from '@/tests/support/openai-double';

/**
 * POST /api/llm/chat/stream (the studio's server-sent events) against the OpenAI double
 * streaming with `stream: true`, token by token.
 */
vi.hoisted(() => {
  process.env.LOG_LEVEL = 'silent';
});


const TOKEN_DELAY_MS = 40;
const ANSWER = 'Streams arrive one token at a time, so the reader sees the answer grow as it is written.';

const open = (body: unknown, signal?: AbortSignal) => streamRoute(jsonRequest('/api/llm/chat/stream', body, { signal }));
const user = (content: string) => ({ messages: [{ role: 'user', content }] });
const only = (events: SseEvent[], type: string) => events.filter((e) => e.event === type).map((e) => e.data);

const suite = llmSuite({ tokenDelayMs: TOKEN_DELAY_MS });

describe('streamed answers', () => {
  it('sends text as the model writes it, then one done event with the /llm/chat result', async () => {
    suite.double.enqueue({ content: ANSWER });
    const response = await open(user('How do streams work?'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);

    let sentWhenFirstRead = -1;
    const events = await readSse(response, (event) => {
      if (event.event === 'delta' && sentWhenFirstRead < 0) sentWhenFirstRead = suite.double.requests[0]!.chunksSent;
    });
    expect(suite.double.requests[0]!.body!.stream).toBe(true);

    const deltas = only(events, 'delta').map((d) => d.content as string);
    expect(deltas).toEqual(tokens(ANSWER));
    // Incremental: the first piece reached us while the model was still writing the rest.
    expect(sentWhenFirstRead).toBeGreaterThan(0);
    expect(sentWhenFirstRead).toBeLessThan(deltas.length / 2);
    const times = events.filter((e) => e.event === 'delta').map((e) => e.at);
    expect(times.at(-1)! - times[0]!).toBeGreaterThan(TOKEN_DELAY_MS * (deltas.length - 1) * 0.5);

    expect(events.at(-1)).toMatchObject({
      event: 'done',
      data: { type: 'done', result: { model: 'double-small', message: { role: 'assistant', content: ANSWER }, functions: [] } },
    });
    expect(events.filter((e) => e.event === 'done')).toHaveLength(1);
  });

  it('streams function calls and their results between the text of each round', async () => {
    suite.double.enqueue({ content: 'Let me compute that.', toolCalls: [{ name: 'calculator', arguments: { expression: '6 * 7' } }] });
    const events = await readSse(await open({ ...user('6 times 7?'), internal_functions: ['calculator'] }));
    const order = events.map((e) => e.event).filter((name, i, all) => name !== all[i - 1]);
    expect(order).toEqual(['delta', 'function_call', 'function_result', 'delta', 'done']);
    // The arguments arrived in pieces and were put back together.
    expect(only(events, 'function_call')).toEqual([{ type: 'function_call', name: 'calculator', arguments: '{"expression":"6 * 7"}' }]);
    expect(only(events, 'function_result')).toEqual([{ type: 'function_result', name: 'calculator', result: { expression: '6 * 7', value: 42 } }]);
    const done = only(events, 'done')[0]!.result as { message: { content: string }; functions: unknown[] };
    expect(done.message.content).toBe('The function calculator answered: {"expression":"6 * 7","value":42}');
    expect(done.functions).toEqual([{ name: 'calculator', arguments: { expression: '6 * 7' }, result: { expression: '6 * 7', value: 42 } }]);
  });

  it('streams an error result of a function, and the model goes on', async () => {
    suite.double.enqueue({ toolCalls: [{ name: 'calculator', arguments: '{"expression": ' }] });
    const events = await readSse(await open({ ...user('hm'), internal_functions: ['calculator'] }));
    expect(only(events, 'function_result')).toEqual([{ type: 'function_result', name: 'calculator', result: null, error: 'arguments: must be a JSON object' }]);
    expect(events.at(-1)!.event).toBe('done');
  });

  it('ends with done carrying stopped: max_rounds when the model calls functions forever', async () => {
    configureLlm(suite.dataDir, { LLM_BASE_URL: suite.double.url, LLM_MODEL: 'double-small', LLM_MAX_ROUNDS: '2' });
    suite.double.respond = () => ({ toolCalls: [{ name: 'current_time', arguments: {} }] });
    const events = await readSse(await open({ ...user('loop'), internal_functions: ['current_time'] }));
    expect(only(events, 'function_call')).toHaveLength(2);
    expect(only(events, 'done')[0]!.result).toMatchObject({ stopped: 'max_rounds', functions: [{ name: 'current_time' }, { name: 'current_time' }] });
    expect(suite.double.requests).toHaveLength(3);
  });

  it("sends a conversation again with the share llama.cpp's server says fits, and the done event says how many messages went", async () => {
    const messages: Array<{ role: string; content: string }> = [];
    for (let i = 0; i < 20; i++) messages.push({ role: 'user', content: `Q${i} ${'q'.repeat(196)}` }, { role: 'assistant', content: `A${i} ${'a'.repeat(196)}` });
    messages.push({ role: 'user', content: 'Last question?' });
    const chars = (body: { messages: Array<{ content?: string | null }> }) => body.messages.reduce((n, m) => n + (m.content ?? '').length, 0);
    // Its refusal (as llama.cpp's server words it) gives both sizes: ~4 characters a token here.
    suite.double.respond = (body) =>
      chars(body) > 3_000
        ? { status: 400, message: 'request exceeds the available context size', type: 'exceed_context_size_error', code: 400, fields: { n_prompt_tokens: Math.ceil(chars(body) / 4), n_ctx: 750 } }
        : { content: 'Fitted.' };
    const events = await readSse(await open({ messages }));
    expect(suite.double.requests).toHaveLength(2);
    expect(chars(suite.double.requests[1]!.body!)).toBeLessThanOrEqual(3_000 * 0.75);
    const result = only(events, 'done')[0]!.result as { message: { content: string }; omitted_messages?: number };
    expect(result.message.content).toBe('Fitted.');
    // 8,000 characters to at most 2,250: 28 of the 40 earlier messages at least, whole turns.
    expect(result.omitted_messages).toBeGreaterThanOrEqual(28);
    expect(result.omitted_messages! % 2).toBe(0);
    expect(only(events, 'error')).toEqual([]);
  });

  it('aborts the model’s request when the reader goes away (the studio’s Stop)', async () => {
    suite.double.enqueue({ content: 'w '.repeat(200) });
    const response = await open(user('write a lot'));
    const reader = response.body!.getReader();
    await reader.read();
    await reader.cancel();
    await vi.waitFor(() => expect(suite.double.requests[0]!.aborted).toBe(true), { timeout: 3_000 });
    expect(suite.double.requests[0]!.chunksSent).toBeLessThan(50);
  });
});

describe('stream failures', () => {
  it('refuses bad input with a 400 envelope before any stream', async () => {
    const response = await open({ messages: [{ role: 'robot', content: 'x' }] });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(((await response.json()) as Envelope).message).toBe('messages.0.role: must be one of system, user, assistant, function');
  });

  it('answers 503 with the guidance (an envelope, not a stream) when no backend is configured', async () => {
    configureLlm(suite.dataDir);
    const response = await open(user('Hi'));
    expect(response.status).toBe(503);
    const body = (await response.json()) as Envelope;
    expect(body.status).toBe(false);
    expect(body.message).toMatch(/^No language model is configured\. Install one on the Models page .* or set LLM_BASE_URL/);
  });

  it('ends with an error event (502) for a malformed chunk or a nameless tool call, after what came before', async () => {
    for (const malformed of ['bad-chunk', 'no-choices', 'no-tool-name'] as const) {
      suite.double.enqueue({ malformed });
      const events = await readSse(await open(user('Hi')));
      expect(events.map((e) => e.event), malformed).not.toContain('done');
      expect(events.at(-1)!.data, malformed).toMatchObject({ type: 'error', status: 502, code: 'upstream_error', message: expect.stringMatching(/^The language model answered unexpectedly: /) });
    }
  });

  it('ends with an error event (502) when the server is unreachable, and (504) when it is too slow', async () => {
    const gone = await startOpenAiDouble();
    await gone.close();
    configureLlm(suite.dataDir, { LLM_BASE_URL: gone.url, LLM_MODEL: 'm' });
    expect((await readSse(await open(user('Hi')))).map((e) => e.data)).toEqual([
      { type: 'error', status: 502, code: 'upstream_unreachable', message: 'The language model server could not be reached.' },
    ]);

    configureLlm(suite.dataDir, { LLM_BASE_URL: suite.double.url, LLM_MODEL: 'm', LLM_TIMEOUT_MS: '1000' });
    suite.double.enqueue({ hang: true });
    expect((await readSse(await open(user('Hi')))).map((e) => e.data)).toEqual([
      { type: 'error', status: 504, code: 'upstream_timeout', message: 'The language model did not answer within 1 s.' },
    ]);
  });
});
