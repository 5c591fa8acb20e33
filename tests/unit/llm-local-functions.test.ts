import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ggufBackend } from '@/lib/engine/llm/gguf';
import type { BackendMessage } from '@/lib/engine/llm/types';
import type { CallContext } from '@/lib/server/context';
import { runBuiltIn, toolSpecs } from '@/lib/server/llm/functions';
import { log } from '@/lib/server/log';
import { providers } from '@/lib/server/providers';
import { tinyLlamaGguf } from '@/tests/support/tiny-gguf';

/**
 * Built-in functions in-process: the tool schemas /api/llm/chat offers (the contract's, via
 * toolSpecs) go to node-llama-cpp's function calling; the call comes back as the OpenAI path's
 * does, runs through the same runBuiltIn, and its result or `field: rule` error goes back to
 * the model for a second round. Random weights cannot choose to call, so the first round is
 * forced (tool_choice required); everything after is as in a chat turn.
 */
let dir: string;
let backend: ReturnType<typeof ggufBackend>;
const ctx: CallContext = {
  requestId: 'test',
  signal: AbortSignal.timeout(60_000),
  onHangUp: () => () => {},
  origin: 'http://127.0.0.1',
  caller: { kind: 'owner', accountId: null, credentialId: null, scope: null },
  log,
  provider: providers(),
};

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'prism-local-functions-'));
  const modelPath = path.join(dir, 'tiny.gguf');
  await writeFile(modelPath, tinyLlamaGguf({ seed: 2 }));
  backend = ggufBackend({ modelPath, threads: 1, contextSize: 8192, idleMs: 60_000, maxQueue: 2, maxTokens: 64 });
});

afterAll(async () => {
  await backend.dispose?.();
  await rm(dir, { recursive: true, force: true });
});

describe('built-in functions with the in-process model', () => {
  it('runs a forced calculator call through runBuiltIn and feeds the outcome back for a second answer', async () => {
    const tools = toolSpecs(['calculator', 'current_time']);
    const messages: BackendMessage[] = [{ role: 'user', content: 'What is 6 * 7?' }];
    const first = await backend.turn({ model: undefined, messages, tools, toolChoice: { name: 'calculator' }, temperature: 0.8, seed: 3, maxTokens: 1500, signal: ctx.signal });
    expect(first.toolCalls).toHaveLength(1);
    const call = first.toolCalls[0]!;
    expect(call.name).toBe('calculator');

    const outcome = await runBuiltIn(call.name, call.arguments, ['calculator', 'current_time'], ctx);
    // The grammar wrote an expression of random text (this seed): the calculator refuses it in
    // the words the model would get on the OpenAI-compatible path too.
    expect(outcome.arguments).toEqual({ expression: expect.any(String) });
    expect(outcome.result).toBeNull();
    expect(outcome.error).toMatch(/^expression: /);

    messages.push(
      { role: 'assistant', content: first.content, tool_calls: first.toolCalls },
      { role: 'tool', tool_call_id: call.id, content: JSON.stringify(outcome.error ? { error: outcome.error } : outcome.result) },
    );
    const second = await backend.turn({ model: undefined, messages, tools, temperature: 0, maxTokens: 16, signal: ctx.signal });
    expect(second.toolCalls).toEqual([]);
    expect(second.finishReason).toBe('length');
  });

  it('gives a call that breaks the contract the same `field: rule` error as the endpoint would', async () => {
    const outcome = await runBuiltIn('calculator', JSON.stringify({ expression: '' }), ['calculator'], ctx);
    expect(outcome.error).toMatch(/^expression: /);
  });
});
