import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { ggufBackend, NODE_LLAMA_CPP_INSTALL } from './gguf';
import { BackendUnavailableError } from './types';

const installed = (() => {
  try {
    createRequire(import.meta.url).resolve('node-llama-cpp');
    return true;
  } catch {
    return false;
  }
})();

describe('the GGUF backend', () => {
  it('names the model after its file, without loading anything', async () => {
    const backend = ggufBackend('/models/qwen2.5-0.5b-instruct-q4_k_m.gguf');
    expect(backend.kind).toBe('gguf');
    expect(await backend.listModels(AbortSignal.timeout(1000))).toEqual({ models: ['qwen2.5-0.5b-instruct-q4_k_m'], default: 'qwen2.5-0.5b-instruct-q4_k_m' });
  });

  // node-llama-cpp is an optional install (its full install pulls 725 MB of GPU binaries).
  it.skipIf(installed)('says how to install node-llama-cpp when it is missing, and tries again next time', async () => {
    const backend = ggufBackend('/models/any.gguf');
    const turn = () => backend.turn({ model: undefined, messages: [{ role: 'user', content: 'Hi' }], tools: [], signal: AbortSignal.timeout(5000) });
    const error = await turn().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BackendUnavailableError);
    expect((error as Error).message).toBe(`LLM_MODEL_PATH is set but node-llama-cpp is not installed; run: ${NODE_LLAMA_CPP_INSTALL}`);
    expect(NODE_LLAMA_CPP_INSTALL).toBe('npm install node-llama-cpp @node-llama-cpp/linux-x64 --omit=optional');
    // A failed load is not cached: installing the package later works without a restart.
    await expect(turn()).rejects.toThrow(/node-llama-cpp is not installed/);
  });
});
