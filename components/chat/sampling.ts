import { CHAT_MAX_TOKENS_MAX, CHAT_TEMPERATURE_MAX } from '@/lib/contract/limits/llm';

/**
 * A conversation's sampling: its temperature and the longest answer it asks for, each null
 * for the model's own default. Read back from storage or an import through these checks, so
 * a damaged value falls back to the default rather than failing every request.
 */
export interface Sampling {
  temperature: number | null;
  maxTokens: number | null;
}

export const DEFAULT_SAMPLING: Sampling = { temperature: null, maxTokens: null };

/** The value when it is one the contract takes (0 to CHAT_TEMPERATURE_MAX), else null. */
export const validTemperature = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= CHAT_TEMPERATURE_MAX ? value : null;

/** The value when it is one the contract takes (a whole number, 1 to CHAT_MAX_TOKENS_MAX), else null. */
export const validMaxTokens = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= CHAT_MAX_TOKENS_MAX ? value : null;

/** The request's fields for it: only what was set, so the model's defaults hold for the rest. */
export function samplingRequest({ temperature, maxTokens }: Sampling): { temperature?: number; max_tokens?: number } {
  return { ...(temperature !== null ? { temperature } : {}), ...(maxTokens !== null ? { max_tokens: maxTokens } : {}) };
}

/** A few words for the closed disclosure. */
export function samplingSummary({ temperature, maxTokens }: Sampling): string {
  const said = [temperature !== null ? `temperature ${temperature}` : '', maxTokens !== null ? `at most ${maxTokens.toLocaleString('en')} tokens` : ''].filter(Boolean);
  return said.length ? said.join(', ') : "model's defaults";
}
