import { CHAT_MAX_TOKENS_MAX, CHAT_PENALTY_MAX, CHAT_SEED_MAX, CHAT_STOP_LENGTH_MAX, CHAT_STOP_MAX, CHAT_TEMPERATURE_MAX, CHAT_TOP_K_MAX } from '@/lib/contract/limits/llm';
import { grouped } from '@/lib/contract/limits/figures';

/**
 * A conversation's sampling: its temperature, top_p, top_k and min_p, the longest answer it asks for, its seed,
 * its frequency and presence penalties, the sequences its answers stop before and whether they
 * are JSON, each null for the model's own default (no penalty, no stop sequence, free text). Read back from storage or an import through these checks, so a damaged value
 * falls back to the default rather than failing every request.
 */
export interface Sampling {
  temperature: number | null;
  topP: number | null;
  topK: number | null;
  minP: number | null;
  maxTokens: number | null;
  seed: number | null;
  frequencyPenalty: number | null;
  presencePenalty: number | null;
  stop: string[] | null;
  /** JSON mode (response_format json_object): every answer one JSON object. */
  json: true | null;
}

export const DEFAULT_SAMPLING: Sampling = { temperature: null, topP: null, topK: null, minP: null, maxTokens: null, seed: null, frequencyPenalty: null, presencePenalty: null, stop: null, json: null };

/** The value when it is one the contract takes (0 to CHAT_TEMPERATURE_MAX), else null. */
export const validTemperature = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= CHAT_TEMPERATURE_MAX ? value : null;

/** The value when it is one the contract takes (0 to 1), else null. */
export const validTopP = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 1 ? value : null);

/** Min-p takes the same range as top-p: 0 to 1. */
export const validMinP = validTopP;

/** The value when it is one the contract takes (a whole number, 0 to CHAT_TOP_K_MAX), else null. */
export const validTopK = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= CHAT_TOP_K_MAX ? value : null);

/** The value when it is one the contract takes (a whole number, 1 to CHAT_MAX_TOKENS_MAX), else null. */
export const validMaxTokens = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= CHAT_MAX_TOKENS_MAX ? value : null;

/** The value when it is one the contract takes (a whole number, 0 to CHAT_SEED_MAX), else null. */
export const validSeed = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= CHAT_SEED_MAX ? value : null);

/** The value when it is one the contract takes (-CHAT_PENALTY_MAX to CHAT_PENALTY_MAX), else null. */
export const validPenalty = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value >= -CHAT_PENALTY_MAX && value <= CHAT_PENALTY_MAX ? value : null;

/** The value when it is one the contract takes (1 to CHAT_STOP_MAX sequences of 1 to CHAT_STOP_LENGTH_MAX characters), else null. */
export const validStop = (value: unknown): string[] | null =>
  Array.isArray(value) &&
  value.length >= 1 &&
  value.length <= CHAT_STOP_MAX &&
  value.every((one) => typeof one === 'string' && one.length >= 1 && one.length <= CHAT_STOP_LENGTH_MAX)
    ? (value as string[])
    : null;

// How the page's box writes a stop sequence: one per line, a line break inside one as \n.
const UNESCAPED: Record<string, string> = { n: '\n', t: '\t', '\\': '\\' };
const ESCAPED: Record<string, string> = { '\n': '\\n', '\t': '\\t', '\\': '\\\\' };

/** Stop sequences as the box shows them: one per line, a line break as \n, a tab as \t, a backslash as \\. */
export const stopText = (stop: string[] | null): string => (stop ?? []).map((one) => one.replace(/[\n\t\\]/g, (c) => ESCAPED[c]!)).join('\n');

/** What the box holds, read back: null when it holds none, undefined when the contract would refuse it. */
export function readStopText(typed: string): string[] | null | undefined {
  const lines = typed.split('\n').filter((line) => line.trim() !== '');
  if (lines.length === 0) return null;
  return validStop(lines.map((line) => line.replace(/\\([nt\\])/g, (_, c: string) => UNESCAPED[c]!))) ?? undefined;
}

/** JSON mode is on only when stored as true. */
export const validJson = (value: unknown): true | null => (value === true ? true : null);

const CHECKS: { [K in keyof Sampling]: (value: unknown) => Sampling[K] } = {
  temperature: validTemperature,
  topP: validTopP,
  topK: validTopK,
  minP: validMinP,
  maxTokens: validMaxTokens,
  seed: validSeed,
  frequencyPenalty: validPenalty,
  presencePenalty: validPenalty,
  stop: validStop,
  json: validJson,
};

/**
 * The sampling values `raw` holds (stored settings, a conversation, an imported one), each
 * checked; a value it does not hold is left out, so what was never set stays unset.
 */
export function ownSampling(raw: object | null | undefined): Partial<Sampling> {
  const values = (raw ?? {}) as Partial<Record<keyof Sampling, unknown>>;
  return Object.fromEntries((Object.keys(CHECKS) as Array<keyof Sampling>).filter((key) => values[key] !== undefined).map((key) => [key, CHECKS[key](values[key])]));
}

/** `raw`'s own sampling over `fallback`'s (its sampling only, whatever else it holds). */
export function samplingOver(raw: object | null | undefined, fallback: Sampling): Sampling {
  const { temperature, topP, topK, minP, maxTokens, seed, frequencyPenalty, presencePenalty, stop, json } = fallback;
  return { temperature, topP, topK, minP, maxTokens, seed, frequencyPenalty, presencePenalty, stop, json, ...ownSampling(raw) };
}

/** The request's fields for it: only what was set, so the model's defaults hold for the rest. */
export function samplingRequest({ temperature, topP, topK, minP, maxTokens, seed, frequencyPenalty, presencePenalty, stop, json }: Sampling): {
  temperature?: number;
  top_p?: number;
  top_k?: number;
  min_p?: number;
  max_tokens?: number;
  seed?: number;
  frequency_penalty?: number;
  presence_penalty?: number;
  stop?: string[];
  response_format?: { type: 'json_object' };
} {
  return {
    ...(temperature !== null ? { temperature } : {}),
    ...(topP !== null ? { top_p: topP } : {}),
    ...(topK !== null ? { top_k: topK } : {}),
    ...(minP !== null ? { min_p: minP } : {}),
    ...(maxTokens !== null ? { max_tokens: maxTokens } : {}),
    ...(seed !== null ? { seed } : {}),
    ...(frequencyPenalty !== null ? { frequency_penalty: frequencyPenalty } : {}),
    ...(presencePenalty !== null ? { presence_penalty: presencePenalty } : {}),
    ...(stop !== null ? { stop } : {}),
    ...(json ? { response_format: { type: 'json_object' as const } } : {}),
  };
}

/** A few words for the closed disclosure. */
export function samplingSummary({ temperature, topP, topK, minP, maxTokens, seed, frequencyPenalty, presencePenalty, stop, json }: Sampling): string {
  const said = [
    temperature !== null ? `temperature ${temperature}` : '',
    topP !== null ? `top-p ${topP}` : '',
    topK !== null ? `top-k ${topK}` : '',
    minP !== null ? `min-p ${minP}` : '',
    maxTokens !== null ? `at most ${grouped(maxTokens)} tokens` : '',
    seed !== null ? `seed ${seed}` : '',
    frequencyPenalty !== null ? `frequency penalty ${frequencyPenalty}` : '',
    presencePenalty !== null ? `presence penalty ${presencePenalty}` : '',
    // Quoted as JSON writes them: a line break shows as \n.
    stop !== null ? `stops at ${stop.map((one) => JSON.stringify(one)).join(', ')}` : '',
    json ? 'answers in JSON' : '',
  ].filter(Boolean);
  return said.length ? said.join(', ') : "model's defaults";
}
