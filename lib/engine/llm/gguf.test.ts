import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeTinyGguf } from '@/tests/support/tiny-gguf';
import { calculate } from './calculator';
import { ggufBackend, type GgufBackendOptions } from './gguf';
import { BackendBusyError, BackendInputError, type BackendMessage, type ToolSpec } from './types';

/**
 * A real GGUF run: a tiny llama model with random weights, written by the test, loaded by
 * node-llama-cpp's CPU build through the same backend a downloaded model uses. Greedy
 * sampling (temperature 0) keeps each run the same.
 */
let dir: string;
let modelPath: string;
const backends: Array<ReturnType<typeof ggufBackend>> = [];

function backend(overrides: Partial<GgufBackendOptions> = {}) {
  const made = ggufBackend({ modelPath, threads: 1, contextSize: 1024, idleMs: 60_000, maxQueue: 4, maxTokens: 64, ...overrides });
  backends.push(made);
  return made;
}

const hello: BackendMessage[] = [
  { role: 'system', content: 'You are terse.' },
  { role: 'user', content: 'Say something.' },
];

const calculatorTool: ToolSpec = {
  name: 'calculator',
  description: 'Evaluate an arithmetic expression.',
  parameters: { type: 'object', properties: { expression: { type: 'string', minLength: 1, maxLength: 500 } }, required: ['expression'], additionalProperties: false },
};

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'prism-gguf-'));
  modelPath = path.join(dir, 'tiny-random.gguf');
  await writeTinyGguf(modelPath);
});

afterAll(async () => {
  for (const made of backends) await made.dispose?.();
  await rm(dir, { recursive: true, force: true });
});

describe('the in-process GGUF backend, on a generated tiny model', () => {
  it('names the model after its file and lists it without loading it', async () => {
    const made = backend();
    expect(await made.listModels(AbortSignal.timeout(1000))).toEqual({ models: ['tiny-random'], default: 'tiny-random' });
    expect(made.resident).toBe(false);
  });

  it('streams the answer in pieces that add up to the whole', async () => {
    const deltas: string[] = [];
    const answer = await backend().turn({ model: undefined, messages: hello, tools: [], temperature: 0, maxTokens: 24, signal: AbortSignal.timeout(30_000), onDelta: (text) => deltas.push(text) });
    expect(deltas.length).toBeGreaterThan(1);
    expect(deltas.join('')).toBe(answer.content);
    expect(answer.model).toBe('tiny-random');
    expect(answer.usage?.promptTokens).toBeGreaterThan(10);
  });

  it('stops at the token limit and says so', async () => {
    const answer = await backend().turn({ model: undefined, messages: hello, tools: [], temperature: 0, maxTokens: 5, signal: AbortSignal.timeout(30_000) });
    expect(answer.finishReason).toBe('length');
    expect(answer.usage?.completionTokens).toBe(5);
  });

  it('stops generating when the caller goes away, and serves the next turn', async () => {
    const made = backend();
    const gone = new AbortController();
    let deltas = 0;
    const cut = made.turn({
      model: undefined,
      messages: hello,
      tools: [],
      temperature: 0,
      maxTokens: 900,
      signal: gone.signal,
      onDelta: () => {
        if (++deltas === 3) gone.abort(new Error('client went away'));
      },
    });
    await expect(cut).rejects.toThrow();
    expect(deltas).toBeLessThan(10);
    const next = await made.turn({ model: undefined, messages: hello, tools: [], temperature: 0, maxTokens: 4, signal: AbortSignal.timeout(30_000) });
    expect(next.finishReason).toBe('length');
  });

  it('completes a function-call round: forced call, parsed arguments, execution, second answer', async () => {
    // Byte-level tokens: the tool's documentation alone takes ~1000 tokens of context.
    const made = backend({ contextSize: 4096 });
    const messages: BackendMessage[] = [{ role: 'user', content: 'What is 2+2? Use the calculator.' }];
    // Random weights write a string until they happen to close it: a fixed seed, and room.
    const sampling = { temperature: 0.8, seed: 7, maxTokens: 1500 };
    const first = await made.turn({ model: undefined, messages, tools: [calculatorTool], toolChoice: 'required', ...sampling, signal: AbortSignal.timeout(30_000) });
    expect(first.finishReason).toBe('tool_calls');
    expect(first.toolCalls).toHaveLength(1);
    const call = first.toolCalls[0]!;
    expect(call.name).toBe('calculator');
    // The grammar wrote arguments matching the schema, though the weights are random.
    const args = JSON.parse(call.arguments) as { expression: string };
    expect(Object.keys(args)).toEqual(['expression']);
    expect(args.expression.length).toBeGreaterThanOrEqual(1);

    // Executed for real: random text is rarely arithmetic, so the error goes back as the result.
    let result: unknown;
    try {
      result = calculate(args.expression);
    } catch (error) {
      result = { error: (error as Error).message };
    }
    messages.push({ role: 'assistant', content: first.content, tool_calls: first.toolCalls }, { role: 'tool', tool_call_id: call.id, content: JSON.stringify(result) });
    const second = await made.turn({ model: undefined, messages, tools: [calculatorTool], temperature: 0, maxTokens: 16, signal: AbortSignal.timeout(30_000) });
    // The second prompt holds the call and its result after the first prompt.
    expect(second.usage!.promptTokens).toBeGreaterThan(first.usage!.promptTokens + JSON.stringify(result).length);
    expect(second.toolCalls).toEqual([]);
    expect(second.content.length).toBeGreaterThan(0);
  });

  it('refuses a turn past the queue limit while one runs', async () => {
    const made = backend({ maxQueue: 0 });
    const first = made.turn({ model: undefined, messages: hello, tools: [], temperature: 0, maxTokens: 200, signal: AbortSignal.timeout(30_000) });
    await expect(made.turn({ model: undefined, messages: hello, tools: [], signal: AbortSignal.timeout(30_000) })).rejects.toBeInstanceOf(BackendBusyError);
    await first;
  });

  it('keeps the system message and the newest turns when the conversation overflows the context', async () => {
    const made = backend({ contextSize: 256 });
    const long: BackendMessage[] = [{ role: 'system', content: 'System rules.' }];
    for (let i = 0; i < 20; i++) long.push({ role: 'user', content: `Question ${i} ${'x'.repeat(40)}` }, { role: 'assistant', content: `Answer ${i} ${'y'.repeat(40)}` });
    long.push({ role: 'user', content: 'Last question.' });
    const answer = await made.turn({ model: undefined, messages: long, tools: [], temperature: 0, maxTokens: 8, signal: AbortSignal.timeout(30_000) });
    expect(answer.usage!.promptTokens).toBeLessThanOrEqual(256 - 8);
    expect(answer.usage!.completionTokens).toBeGreaterThan(0);
    // Each pair is ~100 tokens (one a byte): at most one of the twenty fits beside the last question.
    expect(answer.omittedMessages).toBeGreaterThanOrEqual(38);
    expect(answer.omittedMessages).toBeLessThanOrEqual(40);
    expect(answer.omittedMessages! % 2).toBe(0);
    // A conversation that fits says nothing was left out.
    const short = await made.turn({ model: undefined, messages: hello, tools: [], temperature: 0, maxTokens: 8, signal: AbortSignal.timeout(30_000) });
    expect(short.omittedMessages).toBeUndefined();
  });

  it('refuses a system message the context cannot keep whole with a 400-class error naming it, never a crash mid-turn', async () => {
    // node-llama-cpp cuts older turns and later messages, never the first system message: past
    // the context (less one shift) it used to throw a plain Error (a 500). Sizes step across
    // the line, so both sides of the rule are exercised on this tokenizer.
    const made = backend({ contextSize: 256 });
    const outcomes: string[] = [];
    for (let words = 30; words <= 60; words += 3) {
      const messages: BackendMessage[] = [
        { role: 'system', content: 'rule '.repeat(words) },
        { role: 'user', content: `Question ${'x'.repeat(words * 4)}` },
      ];
      try {
        const answer = await made.turn({ model: undefined, messages, tools: [], temperature: 0, maxTokens: 8, signal: AbortSignal.timeout(30_000) });
        expect(answer.usage!.completionTokens).toBeGreaterThan(0);
        outcomes.push('answered');
      } catch (error) {
        expect(error).toBeInstanceOf(BackendInputError);
        expect((error as Error).message).toMatch(/^messages\[0\]\.content: the system message takes \d+ tokens, and this model's context \(256 tokens, LLM_CONTEXT_SIZE\) keeps at most 231 whole/);
        outcomes.push('refused');
      }
    }
    expect(outcomes).toContain('answered');
    expect(outcomes).toContain('refused');
    // Once too long, longer stays refused.
    expect(outcomes.slice(outcomes.indexOf('refused'))).not.toContain('answered');
  });

  it('names the function definitions when they alone leave no room', async () => {
    const tools = Array.from({ length: 6 }, (_, i) => ({ ...calculatorTool, name: `calculator_${i}`, description: `Evaluate an arithmetic expression, variant ${i}.` }));
    const turn = backend({ contextSize: 256 }).turn({ model: undefined, messages: [{ role: 'user', content: 'Hi.' }], tools, temperature: 0, maxTokens: 8, signal: AbortSignal.timeout(30_000) });
    await expect(turn).rejects.toThrow(/^the function definitions \(internal_functions, or tools on \/v1\) take [\d,]+ tokens, and this model's context \(256 tokens, LLM_CONTEXT_SIZE\)/);
  });

  it("builds a grammar from a client's hostile tool schemas, or refuses them with a 400-class error, never a crash mid-turn", async () => {
    // Each of these used to throw inside node-llama-cpp once the forced call reached its arguments.
    const answered = {
      recursive: { $defs: { n: { type: 'object', properties: { next: { $ref: '#/$defs/n' } }, required: ['next'] } }, $ref: '#/$defs/n' },
      hugeCount: { type: 'object', properties: { a: { type: 'array', items: { type: 'integer' }, minItems: 1e9 } }, required: ['a'] },
      longString: { type: 'object', properties: { a: { type: 'string', minLength: 5000 } }, required: ['a'] },
      objectEnum: { type: 'object', properties: { a: { enum: [{ x: 1 }, [1, 2], null] } }, required: ['a'] },
    };
    const made = backend({ contextSize: 4096 });
    const call = (parameters: Record<string, unknown>) =>
      made.turn({ model: undefined, messages: hello, tools: [{ name: 'f', description: 'A function.', parameters }], toolChoice: 'required', temperature: 0, maxTokens: 12, signal: AbortSignal.timeout(30_000) });
    for (const [name, parameters] of Object.entries(answered)) {
      const answer = await call(parameters);
      expect(answer.usage!.completionTokens, name).toBeGreaterThan(0);
    }
    let deep: Record<string, unknown> = { type: 'integer' };
    for (let i = 0; i < 3000; i++) deep = { type: 'array', items: deep };
    await expect(call({ type: 'object', properties: { a: deep } })).rejects.toThrow(/^tools\[0\]\.function\.parameters\.properties\.a(\.items)+: nests deeper than 64 levels/);
    await expect(call({ type: 'object', properties: { ['a\u0000']: { type: 'string' } }, required: ['a\u0000'] })).rejects.toBeInstanceOf(BackendInputError);
  });

  it('unloads after its idle time and loads again on the next turn', async () => {
    const made = backend({ idleMs: 50 });
    await made.turn({ model: undefined, messages: hello, tools: [], temperature: 0, maxTokens: 2, signal: AbortSignal.timeout(30_000) });
    for (let i = 0; i < 100 && made.resident; i++) await new Promise((r) => setTimeout(r, 20));
    expect(made.resident).toBe(false);
    const again = await made.turn({ model: undefined, messages: hello, tools: [], temperature: 0, maxTokens: 2, signal: AbortSignal.timeout(30_000) });
    expect(again.usage?.completionTokens).toBe(2);
  });

  it('refuses a model name it does not run', async () => {
    await expect(backend().turn({ model: 'other', messages: hello, tools: [], signal: AbortSignal.timeout(1000) })).rejects.toBeInstanceOf(BackendInputError);
  });
});
