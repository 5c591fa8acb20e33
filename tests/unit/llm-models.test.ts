import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as chatRoute } from '@/api/llm/chat/route';
import { GET as modelsRoute } from '@/api/llm/models/route';
import { configureLlm, jsonRequest, tempDataDir, type Envelope } from '@/tests/support/openai-double-harness';
import { DOUBLE_MODELS, startOpenAiDouble, type OpenAiDouble } from '@/tests/support/openai-double';

/** GET /api/llm/models (the studio's model picker) for each backend, and the GGUF backend's 503. */
vi.hoisted(() => {
  process.env.LOG_LEVEL = 'silent';
});

let data: ReturnType<typeof tempDataDir>;
let double: OpenAiDouble;

async function models() {
  const response = await modelsRoute(new Request('http://localhost/api/llm/models'));
  return { status: response.status, body: (await response.json()) as Envelope };
}

beforeAll(async () => {
  data = tempDataDir();
  double = await startOpenAiDouble();
});
beforeEach(() => double.reset());
afterAll(async () => {
  await double.close();
  await data.remove();
});

describe('GET /api/llm/models', () => {
  it('lists the OpenAI-compatible server’s models, with LLM_MODEL as the default', async () => {
    configureLlm(data.dir, { LLM_BASE_URL: double.url, LLM_MODEL: 'double-large' });
    const { status, body } = await models();
    expect(status).toBe(200);
    expect(body.result).toEqual({ backend: 'openai-compatible', models: DOUBLE_MODELS, default: 'double-large' });
    expect(double.requests.map((r) => r.path)).toEqual(['/v1/models']);
  });

  it('offers LLM_MODEL even when the server does not list it (loaded on demand)', async () => {
    configureLlm(data.dir, { LLM_BASE_URL: double.url, LLM_MODEL: 'llama3.2:1b' });
    expect((await models()).body.result).toEqual({ backend: 'openai-compatible', models: ['llama3.2:1b', ...DOUBLE_MODELS], default: 'llama3.2:1b' });
  });

  it('takes the first listed model as the default when LLM_MODEL is not set', async () => {
    configureLlm(data.dir, { LLM_BASE_URL: double.url });
    expect((await models()).body.result).toEqual({ backend: 'openai-compatible', models: DOUBLE_MODELS, default: 'double-small' });
  });

  it('gives the guidance, with backend none, when nothing is configured', async () => {
    configureLlm(data.dir);
    const { status, body } = await models();
    expect(status).toBe(200);
    expect(body.result).toMatchObject({ backend: 'none', models: [], default: null });
    expect(body.result.guidance).toMatch(/^No language model is configured\. Install one on the Models page .* or set LLM_BASE_URL to an OpenAI-compatible server \(Ollama: http:\/\/127\.0\.0\.1:11434\/v1/);
  });

  it('says to type a model name when the server cannot list its models', async () => {
    const gone = await startOpenAiDouble();
    await gone.close();
    configureLlm(data.dir, { LLM_BASE_URL: gone.url });
    const { status, body } = await models();
    expect(status).toBe(200);
    expect(body.result).toEqual({ backend: 'openai-compatible', models: [], default: null, guidance: 'The chat backend did not list its models; type a model name.' });
  });
});

describe('LLM_MODEL_PATH (a local GGUF file)', () => {
  it('offers the file’s model, and answers a chat with a 503 naming the file it could not load', async () => {
    configureLlm(data.dir, { LLM_MODEL_PATH: '/models/tiny-llama.Q4_K_M.gguf' });
    expect((await models()).body.result).toEqual({ backend: 'gguf', models: ['tiny-llama.Q4_K_M'], default: 'tiny-llama.Q4_K_M' });
    const response = await chatRoute(jsonRequest('/api/llm/chat', { messages: [{ role: 'user', content: 'Hi' }] }));
    expect(response.status).toBe(503);
    // node-llama-cpp is a regular dependency now: the file itself is what is missing.
    expect(((await response.json()) as Envelope).message).toMatch(/^the model file tiny-llama\.Q4_K_M\.gguf could not be loaded: /);
  });

  it('prefers LLM_BASE_URL when both are set', async () => {
    configureLlm(data.dir, { LLM_MODEL_PATH: '/models/tiny.gguf', LLM_BASE_URL: double.url });
    expect((await models()).body.result.backend).toBe('openai-compatible');
  });
});
