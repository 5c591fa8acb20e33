import 'server-only';
import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { dataPath, flag, wholeNumber } from './rules';

/** Variables of the model manager (documented in .env.example). */
export const modelsEnv = {
  /** Where installed models live (default DATA_DIR/models); catalog.d/ inside adds catalogue entries. */
  MODELS_DIR: dataPath.optional(),
  /** An internal mirror: replaces the origin of every catalogue URL (https://mirror.example/models). */
  MODELS_MIRROR: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://mirror.example/hf' }).optional(),
  /** A token sent (as Bearer) to the catalogue's own hosts, for gated models. Never to a redirect's other host. */
  MODELS_TOKEN: z.string().min(1).optional(),
  /** A download with no byte for this long is stopped (and resumes on the next try). */
  MODELS_STALL_MS: wholeNumber(1000, 600_000).default(30_000),
  /** Installed ONNX models a worker thread keeps loaded, all kinds together, in MB (the catalogue's memoryMB each); least recently used out first. */
  MODELS_MAX_RESIDENT_MB: wholeNumber(64, 1_048_576).default(4096),
  /** An installed ONNX model not run for this long is unloaded (loaded again on the next use). */
  MODELS_IDLE_MS: wholeNumber(1000, 86_400_000).default(600_000),
  /** false hides the built-in catalogue (only catalog.d/ entries remain): for air-gapped sites and tests. */
  MODELS_CATALOG_BUILTIN: flag.default(true),
} satisfies Record<string, z.ZodType>;

/** Variables of the in-process chat model (node-llama-cpp). */
export const localChatEnv = {
  /** CPU threads per generation; default: all cores but one, so the server keeps one for requests. */
  LLM_THREADS: wholeNumber(1, 256).default(Math.max(1, availableParallelism() - 1)),
  /** Context window in tokens (capped by the model's own). */
  LLM_CONTEXT_SIZE: wholeNumber(256, 131_072).default(4096),
  /** Unload the model after this long without a request. */
  LLM_IDLE_MS: wholeNumber(1000, 86_400_000).default(600_000),
  /** Requests that may wait while one generates; past that, 503 `unavailable`. */
  LLM_QUEUE_LIMIT: wholeNumber(0, 1000).default(8),
  /** Longest answer in tokens when the request sets none. */
  LLM_MAX_TOKENS: wholeNumber(16, 32_768).default(1024),
} satisfies Record<string, z.ZodType>;
