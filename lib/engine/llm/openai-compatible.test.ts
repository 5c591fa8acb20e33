import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startOpenAiDouble, type OpenAiDouble } from '@/tests/support/openai-double';
import { openAiCompatibleBackend } from './openai-compatible';
import type { ToolSpec, TurnRequest } from './types';

/**
 * The OpenAI-compatible backend against the double (a real HTTP server speaking the protocol):
 * what a caller sets reaches the server, and how the server ended an answer reaches the caller.
 */
let double: OpenAiDouble;
const backend = () => openAiCompatibleBackend({ baseUrl: double.url, defaultModel: 'double-small' });
const clock: ToolSpec = { name: 'current_time', description: 'The time.', parameters: { type: 'object', properties: {} } };
const ask = (extra: Partial<TurnRequest> = {}): TurnRequest => ({ model: undefined, messages: [{ role: 'user', content: 'Hi' }], tools: [], signal: AbortSignal.timeout(10_000), ...extra });

beforeAll(async () => {
  double = await startOpenAiDouble();
});
beforeEach(() => double.reset());
afterAll(() => double.close());

describe('an OpenAI-compatible server', () => {
  it("is sent the caller's token limit, temperature, top_p, seed, stop sequences and tool choice", async () => {
    await backend().turn(ask({ maxTokens: 7, temperature: 0.2, topP: 0.5, seed: 42, stop: ['END'], tools: [clock], toolChoice: 'required' }));
    expect(double.requests[0]!.body).toMatchObject({ max_tokens: 7, temperature: 0.2, top_p: 0.5, seed: 42, stop: ['END'], tool_choice: 'required' });
    await backend().turn(ask({ tools: [clock], toolChoice: { name: 'current_time' } }));
    expect(double.requests[1]!.body!.tool_choice).toEqual({ type: 'function', function: { name: 'current_time' } });
  });

  it("is sent the caller's penalties and JSON mode in OpenAI's words", async () => {
    await backend().turn(ask({ frequencyPenalty: 0.5, presencePenalty: -1, responseFormat: { type: 'json_schema', name: 'weather', schema: { type: 'object' } } }));
    expect(double.requests[0]!.body).toMatchObject({ frequency_penalty: 0.5, presence_penalty: -1, response_format: { type: 'json_schema', json_schema: { name: 'weather', schema: { type: 'object' } } } });
    await backend().turn(ask({ responseFormat: { type: 'json_object' } }));
    expect(double.requests[1]!.body).toMatchObject({ response_format: { type: 'json_object' } });
  });

  it("leaves out what the caller did not set, so the server's defaults hold, and a tool choice without tools", async () => {
    await backend().turn(ask({ toolChoice: 'none' }));
    const body = double.requests[0]!.body as unknown as Record<string, unknown>;
    for (const field of ['max_tokens', 'temperature', 'top_p', 'seed', 'stop', 'frequency_penalty', 'presence_penalty', 'response_format', 'tool_choice', 'tools']) expect(body).not.toHaveProperty(field);
  });

  it('says an answer was cut at the token limit, whole or streamed', async () => {
    double.enqueue({ content: 'Cut here', finish: 'length' }, { content: 'Cut here', finish: 'length' }, { content: 'Whole.' });
    expect((await backend().turn(ask())).finishReason).toBe('length');
    const pieces: string[] = [];
    const streamed = await backend().turn(ask({ onDelta: (text) => pieces.push(text) }));
    expect(streamed).toMatchObject({ content: 'Cut here', finishReason: 'length' });
    expect(pieces.join('')).toBe('Cut here');
    expect((await backend().turn(ask())).finishReason).toBe('stop');
  });

  it('passes on the tokens the server counted, whole or streamed, and none it did not count', async () => {
    double.enqueue({ content: 'Counted.', usage: { prompt: 12, completion: 3 } }, { content: 'Counted.', usage: { prompt: 12, completion: 3 } }, { content: 'Not counted.', usage: null }, { content: 'Not counted.', usage: null });
    expect((await backend().turn(ask())).usage).toEqual({ promptTokens: 12, completionTokens: 3 });
    expect((await backend().turn(ask({ onDelta: () => undefined }))).usage).toEqual({ promptTokens: 12, completionTokens: 3 });
    expect(await backend().turn(ask())).not.toHaveProperty('usage');
    expect(await backend().turn(ask({ onDelta: () => undefined }))).not.toHaveProperty('usage');
  });

  it("asks a stream for its token counts, which OpenAI's servers send only when asked", async () => {
    double.enqueue({ content: 'One two three.' });
    const streamed = await backend().turn(ask({ messages: [{ role: 'user', content: 'Count these four words' }], onDelta: () => undefined }));
    expect(double.requests[0]!.body).toMatchObject({ stream: true, stream_options: { include_usage: true } });
    // The double counts words when asked, as such a server counts tokens.
    expect(streamed.usage).toEqual({ promptTokens: 4, completionTokens: 3 });
    // A whole answer is not a stream: nothing to ask.
    await backend().turn(ask());
    expect(double.requests[1]!.body).not.toHaveProperty('stream_options');
  });

  it('asks a server that refuses stream_options once, then streams without it', async () => {
    double.respond = (body) => (body.stream_options ? { status: 400, message: "Unrecognized request argument supplied: stream_options", type: 'invalid_request_error', fields: { param: 'stream_options' } } : { content: 'Streamed.' });
    const chat = backend();
    const pieces: string[] = [];
    expect((await chat.turn(ask({ onDelta: (t) => pieces.push(t) }))).content).toBe('Streamed.');
    expect(pieces.join('')).toBe('Streamed.');
    expect((await chat.turn(ask({ onDelta: () => undefined }))).content).toBe('Streamed.');
    expect(double.requests.map((r) => Boolean(r.body!.stream_options))).toEqual([true, false, false]);
    // One that says so in words only, with no param.
    double.reset();
    double.respond = (body) => (body.stream_options ? { status: 400, message: 'Extra inputs are not permitted: stream_options', type: 'BadRequestError', code: 400 } : { content: 'Streamed.' });
    expect((await backend().turn(ask({ onDelta: () => undefined }))).content).toBe('Streamed.');
    expect(double.requests.map((r) => Boolean(r.body!.stream_options))).toEqual([true, false]);
  });

  it('sends the token limit as max_completion_tokens to a model whose server asks for that name, and remembers it', async () => {
    // OpenAI's own answer for its reasoning models.
    const refusal = { status: 400, message: "Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead.", type: 'invalid_request_error', code: 'unsupported_parameter', fields: { param: 'max_tokens' } };
    double.respond = (body) => (body.max_tokens !== undefined ? refusal : { content: 'Answered.' });
    const chat = backend();
    expect((await chat.turn(ask({ maxTokens: 50, model: 'double-large' }))).content).toBe('Answered.');
    expect(double.requests.map((r) => r.body)).toMatchObject([{ max_tokens: 50 }, { max_completion_tokens: 50 }]);
    expect(double.requests[1]!.body).not.toHaveProperty('max_tokens');
    // Streamed too, and asked once: the next call goes with the newer name at once.
    const pieces: string[] = [];
    expect((await chat.turn(ask({ maxTokens: 9, model: 'double-large', onDelta: (t) => pieces.push(t) }))).content).toBe('Answered.');
    expect(double.requests).toHaveLength(3);
    expect(double.requests[2]!.body).toMatchObject({ max_completion_tokens: 9, stream: true });
    // Another model keeps the name every local server knows.
    double.respond = null;
    await chat.turn(ask({ maxTokens: 5, model: 'double-small' }));
    expect(double.requests[3]!.body).toMatchObject({ max_tokens: 5 });
  });

  it("answers a setting the server refuses for this model as the caller's to change, naming the field", async () => {
    double.enqueue({ status: 400, message: "Unsupported value: 'temperature' does not support 0.2 with this model. Only the default (1) value is supported.", type: 'invalid_request_error', code: 'unsupported_value', fields: { param: 'temperature' } });
    const refused = backend().turn(ask({ temperature: 0.2 }));
    await expect(refused).rejects.toMatchObject({ name: 'BackendInputError', message: expect.stringMatching(/^temperature: the model's server refused it \(Unsupported value: 'temperature' does not support 0\.2/) });
    expect(double.requests).toHaveLength(1);
    // A refusal that names no setting of the caller's stays the server's fault.
    double.enqueue({ status: 400, message: 'Bad things', type: 'invalid_request_error', fields: { param: 'logit_bias' } });
    await expect(backend().turn(ask())).rejects.toMatchObject({ name: 'BackendAnswerError' });
  });
});
