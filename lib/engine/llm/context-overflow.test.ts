import { describe, expect, it } from 'vitest';
import { contextOverflow, dropOldest, nextBudget } from './context-overflow';
import type { BackendMessage } from './types';

const m = (role: BackendMessage['role'], content: string, extra: Partial<BackendMessage> = {}): BackendMessage => ({ role, content, ...extra });

describe('recognising a context overflow', () => {
  it("reads OpenAI's code and llama.cpp server's type, with the sizes where given", () => {
    expect(contextOverflow(400, { code: 'context_length_exceeded', message: 'too long', type: 'invalid_request_error' })).toEqual({ promptTokens: undefined, contextTokens: undefined });
    expect(contextOverflow(400, { code: 400, type: 'exceed_context_size_error', n_prompt_tokens: 4476, n_ctx: 4096 })).toEqual({ promptTokens: 4476, contextTokens: 4096 });
    expect(contextOverflow(400, { type: 'exceed_context_size_error', n_prompt_tokens: 'many', n_ctx: -1 })).toEqual({ promptTokens: undefined, contextTokens: undefined });
  });

  it("reads vLLM's sentence, which is all it says, with the sizes in it", () => {
    const older = "This model's maximum context length is 4096 tokens. However, you requested 5096 tokens (4096 in the messages, 1000 in the completion). Please reduce the length of the messages or completion.";
    expect(contextOverflow(400, { message: older, type: 'BadRequestError', param: null, code: 400 })).toEqual({ promptTokens: 4096, contextTokens: 4096 });
    const later = "This model's maximum context length is 2048 tokens. However, your request has 3000 input tokens. Please reduce the length of the input messages.";
    expect(contextOverflow(400, { message: later, type: 'BadRequestError', code: 400 })).toEqual({ promptTokens: 3000, contextTokens: 2048 });
    expect(contextOverflow(400, { message: "This model's maximum context length is 8192 tokens." })).toEqual({ promptTokens: undefined, contextTokens: 8192 });
    // The sentence only counts on a refusal of the request.
    expect(contextOverflow(500, { message: older })).toBeNull();
    expect(contextOverflow(400, { message: 'Please reduce the length of the messages' })).toBeNull();
  });

  it('takes nothing else for one: another code, another status, no error object', () => {
    expect(contextOverflow(400, { code: 'unknown_parameter', type: 'invalid_request_error' })).toBeNull();
    expect(contextOverflow(500, { code: 'context_length_exceeded' })).toBeNull();
    expect(contextOverflow(400, undefined)).toBeNull();
    expect(contextOverflow(400, 'context_length_exceeded')).toBeNull();
  });
});

describe('leaving out the oldest messages', () => {
  const history = [m('system', 'S'.repeat(10)), m('user', 'q'.repeat(100)), m('assistant', 'a'.repeat(100)), m('user', 'Q'.repeat(100)), m('assistant', 'A'.repeat(100)), m('user', 'last')];

  it('keeps everything that fits', () => {
    expect(dropOldest(history, 10_000)).toEqual({ messages: history, omitted: 0 });
  });

  it('drops whole turns, oldest first, keeping the system message and the last question', () => {
    const fitted = dropOldest(history, 250);
    expect(fitted.omitted).toBe(2);
    expect(fitted.messages).toEqual([history[0], history[3], history[4], history[5]]);
  });

  it('never starts on an answer whose question went', () => {
    // 150 characters over: dropping the first question alone would fit, but its answer goes too.
    const fitted = dropOldest(history, 314);
    expect(fitted.messages.map((x) => x.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(fitted.omitted).toBe(2);
  });

  it("keeps this turn's function calls and results, and a system message wherever it stands", () => {
    const call = { id: 'c1', name: 'calculator', arguments: '{"expression":"2+2"}' };
    const withTools = [m('user', 'x'.repeat(500)), m('system', 'Mid rules.'), m('user', 'compute'), m('assistant', '', { tool_calls: [call] }), m('tool', '4', { tool_call_id: 'c1' })];
    const fitted = dropOldest(withTools, 10);
    expect(fitted).toEqual({ messages: withTools.slice(1), omitted: 1 });
  });

  it('has nothing to leave out when only the system messages and the question are there', () => {
    expect(dropOldest([m('system', 'S'), m('user', 'x'.repeat(1000))], 10).omitted).toBe(0);
    expect(dropOldest([m('assistant', 'hello')], 1).omitted).toBe(0);
  });
});

describe('how much to send after a refusal', () => {
  it('sends in proportion to the sizes the server gave, keeping a quarter for the answer, else half', () => {
    expect(nextBudget(10_000, { promptTokens: 5000, contextTokens: 4000 })).toBe(6000);
    expect(nextBudget(10_000, {})).toBe(5000);
    expect(nextBudget(10_000, { promptTokens: 1000, contextTokens: 4000 })).toBe(5000);
  });
});
