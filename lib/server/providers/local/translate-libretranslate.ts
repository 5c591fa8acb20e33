import 'server-only';
import { formatLimit } from '@/lib/contract/limits/sizes';
import type { CallContext } from '../../context';
import { ApiError } from '../../errors';
import { readAtMost } from '../../fetch/size';
import { redactSecrets } from '../../redact';

/**
 * A LibreTranslate server as the translation backend (TRANSLATE_BACKEND=libretranslate):
 * GET /languages and POST /translate of its public API, the optional api_key in the body.
 * Its address comes from the operator's configuration, never from a user, so it is called
 * directly (it usually runs on this machine or the private network).
 */
export interface LibreTranslateConfig {
  url: string;
  apiKey?: string;
  timeoutMs: number;
}

/**
 * The most of one answer read: a translation of 1,500 characters, or the language list, is a
 * few KB. A server that sends more (or never stops) is cut off rather than held in memory.
 */
const ANSWER_MAX_BYTES = 4 * 1024 * 1024;

export interface LibreLanguage {
  code: string;
  name: string;
  targets: string[];
}

// The list changes only when the server's models change: read it at most once a minute.
const LANGUAGES_TTL_MS = 60_000;
const languageCache = new Map<string, { at: number; languages: LibreLanguage[] }>();

export async function libreLanguages(config: LibreTranslateConfig, ctx: CallContext): Promise<LibreLanguage[]> {
  const cached = languageCache.get(config.url);
  if (cached && Date.now() - cached.at < LANGUAGES_TTL_MS) return cached.languages;
  const body = await call(config, 'GET', '/languages', undefined, ctx);
  if (!Array.isArray(body)) throw new ApiError('upstream_error', 'The LibreTranslate server answered /languages with an unexpected shape.');
  const languages = body
    .filter((l): l is { code: string; name?: unknown; targets?: unknown } => typeof l?.code === 'string')
    .map((l) => ({
      code: l.code,
      name: typeof l.name === 'string' ? l.name : l.code,
      targets: Array.isArray(l.targets) ? l.targets.filter((t): t is string => typeof t === 'string' && t !== l.code) : [],
    }));
  languageCache.set(config.url, { at: Date.now(), languages });
  return languages;
}

export async function libreTranslate(
  config: LibreTranslateConfig,
  text: string,
  source: string,
  target: string,
  ctx: CallContext,
): Promise<string> {
  const body = await call(config, 'POST', '/translate', { q: text, source, target, format: 'text' }, ctx);
  const translated = (body as { translatedText?: unknown } | null)?.translatedText;
  if (typeof translated !== 'string') throw new ApiError('upstream_error', 'The LibreTranslate server answered /translate without translatedText.');
  return translated;
}

async function call(config: LibreTranslateConfig, method: 'GET' | 'POST', path: string, payload: Record<string, unknown> | undefined, ctx: CallContext): Promise<unknown> {
  const url = config.url.replace(/\/$/, '') + path;
  const signal = AbortSignal.any([ctx.signal, AbortSignal.timeout(config.timeoutMs)]);
  const withKey = payload && config.apiKey ? { ...payload, api_key: config.apiKey } : payload;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: { accept: 'application/json', ...(withKey ? { 'content-type': 'application/json' } : {}) },
      body: withKey ? JSON.stringify(withKey) : undefined,
      signal,
      redirect: 'error',
    });
  } catch (error) {
    if (signal.aborted && !ctx.signal.aborted) throw new ApiError('upstream_timeout', `The LibreTranslate server did not answer within ${config.timeoutMs / 1000} s.`);
    ctx.log.warn({ err: error, path }, 'LibreTranslate unreachable');
    throw new ApiError('upstream_unreachable', 'The LibreTranslate server could not be reached.');
  }
  let body: unknown;
  try {
    const tooLarge = () => new ApiError('upstream_error', `The LibreTranslate server's answer passed ${formatLimit(ANSWER_MAX_BYTES)}; it was cut off.`);
    // Node's web streams are async-iterable; the DOM typings this project also loads do not say so.
    const bytes = response.body ? await readAtMost(response.body as unknown as AsyncIterable<Uint8Array>, ANSWER_MAX_BYTES, tooLarge) : Buffer.alloc(0);
    body = JSON.parse(bytes.toString('utf8'));
  } catch (error) {
    if (signal.aborted && !ctx.signal.aborted) throw new ApiError('upstream_timeout', `The LibreTranslate server did not answer within ${config.timeoutMs / 1000} s.`);
    if (error instanceof ApiError) throw error;
    throw new ApiError('upstream_error', `The LibreTranslate server answered ${response.status} without JSON.`);
  }
  if (!response.ok) {
    // The server's own words pass the redaction step: it may echo LIBRETRANSLATE_API_KEY.
    const message = redactSecrets(typeof (body as { error?: unknown })?.error === 'string' ? (body as { error: string }).error : `status ${response.status}`);
    ctx.log.warn({ status: response.status, path, message }, 'LibreTranslate refused');
    // Our own checks run first, so a refusal here is the server's problem (key, quota), not the caller's input.
    if (response.status === 429) throw new ApiError('upstream_unreachable', 'The LibreTranslate server is over its rate limit; try again shortly.');
    throw new ApiError('upstream_error', `The LibreTranslate server refused the request: ${message}`);
  }
  return body;
}

