import 'server-only';
import { ggufBackend } from '@/lib/engine/llm/gguf';
import { openAiCompatibleBackend } from '@/lib/engine/llm/openai-compatible';
import type { ChatBackend } from '@/lib/engine/llm/types';
import { env } from '../env';
import { ApiError } from '../errors';
import { installedChatModel } from '../models';

export const NO_BACKEND_GUIDANCE =
  'No language model is configured. Install one on the Models page (or `npm run models -- install ID`), ' +
  'or set LLM_BASE_URL to an OpenAI-compatible server (Ollama: http://127.0.0.1:11434/v1, llama.cpp\'s server, vLLM ...), ' +
  'LLM_MODEL_PATH to a GGUF file, or PROVIDER_LLM=upstream to use the hosted service.';

/** The same, said to a demo link's visitor, who can neither install a model nor configure the server. */
export const NO_BACKEND_VISITOR_GUIDANCE = 'This demo has no language model to chat with yet: the owner of this studio has not set one up.';

let cached: { key: string; backend: ChatBackend } | undefined;

/**
 * The chat backend, first match wins: an OpenAI-compatible server (LLM_BASE_URL), a GGUF file
 * (LLM_MODEL_PATH), then a chat model installed by the model manager (or a .gguf put into
 * MODELS_DIR by hand). Null when there is none. The in-process backend is kept while its file
 * is the same, so its loaded model survives between requests.
 */
export async function chatBackend(): Promise<ChatBackend | null> {
  const config = env();
  const { LLM_BASE_URL, LLM_API_KEY, LLM_MODEL, LLM_MODEL_PATH } = config;
  if (LLM_BASE_URL) {
    return reuse(`openai|${LLM_BASE_URL}|${LLM_API_KEY}|${LLM_MODEL}`, () => openAiCompatibleBackend({ baseUrl: LLM_BASE_URL, apiKey: LLM_API_KEY, defaultModel: LLM_MODEL }));
  }
  const local = LLM_MODEL_PATH ? { id: undefined, path: LLM_MODEL_PATH } : await installedChatModel(LLM_MODEL);
  if (!local) {
    await retire();
    return null;
  }
  const tuning = [config.LLM_THREADS, config.LLM_CONTEXT_SIZE, config.LLM_IDLE_MS, config.LLM_QUEUE_LIMIT, config.LLM_MAX_TOKENS].join(',');
  return reuse(`gguf|${local.path}|${local.id}|${tuning}`, () =>
    ggufBackend({
      modelPath: local.path,
      name: local.id,
      threads: config.LLM_THREADS,
      contextSize: config.LLM_CONTEXT_SIZE,
      idleMs: config.LLM_IDLE_MS,
      maxQueue: config.LLM_QUEUE_LIMIT,
      maxTokens: config.LLM_MAX_TOKENS,
    }),
  );
}

function reuse(key: string, make: () => ChatBackend): ChatBackend {
  if (cached?.key === key) return cached.backend;
  void retire();
  cached = { key, backend: make() };
  return cached.backend;
}

/** Frees the previous backend's model (another model was installed, or this one removed). */
async function retire() {
  const previous = cached;
  cached = undefined;
  await previous?.backend.dispose?.();
}

export async function requireChatBackend(): Promise<ChatBackend> {
  const backend = await chatBackend();
  if (!backend) throw new ApiError('unavailable', NO_BACKEND_GUIDANCE);
  return backend;
}
