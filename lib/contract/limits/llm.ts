/** Zod-free rules of the llm contract: the schema in ../llm.ts is built from them, and the studio reads them for its helper text without loading zod. */
export const CHAT_ROLES = ['system', 'user', 'assistant', 'function'] as const;

export const INTERNAL_FUNCTIONS = [
  'translate',
  'detect_language',
  'text_to_speech',
  'generate_music',
  'enhance_image',
  'remove_background',
  'download_social',
  'current_time',
  'calculator',
] as const;

export type InternalFunction = (typeof INTERNAL_FUNCTIONS)[number];

/** Limits of a chat request (the studio trims its history to them). */
export const CHAT_MAX_MESSAGES = 200;

export const CHAT_MAX_CONTENT = 100_000;

/** Longest model name a chat request may carry. */
export const CHAT_MODEL_MAX = 200;

/** Sampling temperature a request may set: 0 (always the likeliest words) to 2, as OpenAI's API allows. */
export const CHAT_TEMPERATURE_MAX = 2;

/**
 * Stop sequences a request may set (the answer ends before the first it would write), and
 * the longest: OpenAI's API takes up to 4.
 */
export const CHAT_STOP_MAX = 4;
export const CHAT_STOP_LENGTH_MAX = 200;

/** A frequency or presence penalty a request may set: -CHAT_PENALTY_MAX to CHAT_PENALTY_MAX, as OpenAI's API allows. */
export const CHAT_PENALTY_MAX = 2;

/**
 * Top-k sampling a request may set: draw only from the k likeliest tokens, 0 (off: every
 * token, as llama.cpp has it) to CHAT_TOP_K_MAX. Past a thousand candidates the cut leaves
 * nothing out that a reader would see.
 */
export const CHAT_TOP_K_MAX = 1000;

/** Largest sampling seed a request may set: llama.cpp's seed is a 32-bit unsigned number. */
export const CHAT_SEED_MAX = 4_294_967_295;

/** Longest answer a request may ask for, in tokens. */
export const CHAT_MAX_TOKENS_MAX = 32_768;
