import 'server-only';
import { ggufBackend } from '@/lib/engine/llm/gguf';
import { openAiCompatibleBackend } from '@/lib/engine/llm/openai-compatible';
import type { ChatBackend } from '@/lib/engine/llm/types';
import { env } from '../env';
import { ApiError } from '../errors';

export const NO_BACKEND_GUIDANCE =
  'No language model is configured. Set LLM_BASE_URL to an OpenAI-compatible server (Ollama: http://127.0.0.1:11434/v1, ' +
  "llama.cpp's server, vLLM ...) with LLM_MODEL, or LLM_MODEL_PATH to a local GGUF file, or PROVIDER_LLM=upstream to use the hosted service.";

let cached: { key: string; backend: ChatBackend } | undefined;

/** The configured chat backend, or null when none is. An OpenAI-compatible server wins over a GGUF file. */
export function chatBackend(): ChatBackend | null {
  const { LLM_BASE_URL, LLM_API_KEY, LLM_MODEL, LLM_MODEL_PATH } = env();
  const key = [LLM_BASE_URL, LLM_API_KEY, LLM_MODEL, LLM_MODEL_PATH].join('|');
  if (cached?.key === key) return cached.backend;
  const backend = LLM_BASE_URL
    ? openAiCompatibleBackend({ baseUrl: LLM_BASE_URL, apiKey: LLM_API_KEY, defaultModel: LLM_MODEL })
    : LLM_MODEL_PATH
      ? ggufBackend(LLM_MODEL_PATH)
      : null;
  if (backend) cached = { key, backend };
  return backend;
}

export function requireChatBackend(): ChatBackend {
  const backend = chatBackend();
  if (!backend) throw new ApiError('unavailable', NO_BACKEND_GUIDANCE);
  return backend;
}
