import 'server-only';
import { z } from 'zod';
import { wholeNumber } from './rules';

/** Variables of the llm capability (documented in .env.example). */
export const llmEnv = {
  /** An OpenAI-compatible server: Ollama (http://127.0.0.1:11434/v1), llama.cpp's server, vLLM ... */
  LLM_BASE_URL: z.url({ error: 'must be an absolute URL such as http://127.0.0.1:11434/v1' }).optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  /** Model used when a request names none. */
  LLM_MODEL: z.string().min(1).optional(),
  /** A local GGUF file, run through node-llama-cpp (used when LLM_BASE_URL is not set). */
  LLM_MODEL_PATH: z.string().min(1).optional(),
  /** Longest wait for one answer of the model, in milliseconds. */
  LLM_TIMEOUT_MS: wholeNumber(1_000, 600_000).default(120_000),
  /** How many rounds of function calls one chat turn may take before it is stopped. */
  LLM_MAX_ROUNDS: wholeNumber(1, 20).default(5),
} satisfies Record<string, z.ZodType>;
