import 'server-only';
import type Piscina from 'piscina';
import type { TranslatorLanguage } from '@/lib/engine/translate/apertium';
import { keepOverrideBlocks } from '@/lib/engine/translate/bergamot/kept-blocks';
import type { BergamotTask, BergamotTaskResult, InstalledTranslationModel } from '@/lib/engine/translate/bergamot/worker';
import { baseLanguage, languageName } from '@/lib/engine/translate/language-codes';
import type { CallContext } from '../../context';
import { env } from '../../env';
import { ApiError } from '../../errors';
import { runInPool, workerPool } from '../../workers';

/**
 * Translation with installed models (Firefox Translations, run by Bergamot in a worker
 * thread). The models are English-centric: a pair with a model of its own uses it; any other
 * pair of installed languages goes through English, both models in one engine call. A pair
 * the models do not cover is left to Apertium (the caller's fallback).
 */

/** The pivot every catalogue model leads to or from. */
const PIVOT = 'en';

export interface ModelPlan {
  models: InstalledTranslationModel[];
  /** The languages the text goes through, source first. */
  path: string[];
}

/** The models for a pair (region subtags fall back to the language: pt-BR → pt), or null. */
export function planWithModels(models: InstalledTranslationModel[], source: string, target: string): ModelPlan | null {
  const from = baseLanguage(source);
  const to = baseLanguage(target);
  if (from === to) return null;
  const direct = models.find((m) => m.from === from && m.to === to);
  if (direct) return { models: [direct], path: [from, to] };
  const into = models.find((m) => m.from === from && m.to === PIVOT);
  const out = models.find((m) => m.from === PIVOT && m.to === to);
  return into && out ? { models: [into, out], path: [from, PIVOT, to] } : null;
}

/** Every language the installed models read, with what it reaches (directly first, then through English). */
export function modelLanguages(models: InstalledTranslationModel[]): TranslatorLanguage[] {
  const codes = [...new Set(models.flatMap((m) => [m.from, m.to]))];
  return codes.map((code) => {
    const targets = codes.filter((other) => other !== code && planWithModels(models, code, other));
    const direct = (other: string) => (planWithModels(models, code, other)?.models.length === 1 ? 0 : 1);
    return { code, name: languageName(code), targets: targets.sort((a, b) => direct(a) - direct(b) || a.localeCompare(b)) };
  });
}

/** The studio's `engine` value: each model that took part, in order. */
export const engineOfPlan = (plan: ModelPlan) => plan.models.map((m) => `model:${m.id}`).join('+');

// Tags or entities: Bergamot's HTML mode keeps them where they belong in the translation.
const MARKUP = /<\/?[a-z][^>]*>|&(?:[a-z]+|#\d+|#x[0-9a-f]+);/i;

let pool: Piscina | null = null;
function translationPool(): Piscina {
  // One thread: the wasm engine is single-threaded, and each thread would hold its own
  // copy of the models. It goes away after MODELS_IDLE_MS unused, and its memory with it.
  pool ??= workerPool('lib/engine/translate/bergamot/worker.ts', { maxThreads: 1, idleTimeoutMs: env().MODELS_IDLE_MS, maxQueue: env().ENGINE_QUEUE_LIMIT });
  return pool;
}

export async function translateWithModels(plan: ModelPlan, text: string, ctx: CallContext): Promise<string> {
  // A subtitle's override blocks are settings, not words: they ride through as tags.
  const kept = keepOverrideBlocks(text, MARKUP.test(text));
  const task: Omit<BergamotTask, 'cancel'> = { models: plan.models, text: kept.text, html: kept.html };
  const result = await runInPool<BergamotTaskResult>(translationPool(), task, {
    signal: ctx.signal,
    timeoutMs: env().ENGINE_TIMEOUT_MS,
    what: 'the translation',
    log: ctx.log,
  });
  if (result.ok) return kept.restore(result.text);
  // runInPool has already answered a client that left or a time-out; a flag raised any other way is a stop.
  if (result.cancelled) throw new ApiError('job_failed', 'The translation was stopped before it finished.');
  const ids = plan.models.map((m) => m.id).join(' and ');
  ctx.log.error({ models: ids, detail: result.message }, 'installed translation model failed');
  throw new ApiError(
    'job_failed',
    `The installed translation model ${ids} could not translate: ${result.message}. Check it with \`npm run models -- verify\`, and reinstall or remove it.`,
  );
}
