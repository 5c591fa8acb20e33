import 'server-only';
import { NO_LETTERS_RULE, UNDETERMINED_LANGUAGE } from '@/lib/contract/limits/translate';
import { ApertiumTranslator, UnsupportedPairError, type TranslatorLanguage } from '@/lib/engine/translate/apertium';
import { DETECTABLE_LANGUAGES } from '@/lib/engine/translate/detect';
import { detectWithLexicons, findAnalysers, warmAnalysers, type AnalyserOptions } from '@/lib/engine/translate/lexicons';
import { PipelineError } from '@/lib/engine/translate/pipeline';
import { languageName } from '@/lib/engine/translate/language-codes';
import path from 'node:path';
import type { CallContext } from '../../context';
import { env } from '../../env';
import { ApiError, cancelledByClient } from '../../errors';
import type { CapabilityProvider } from '../types';
import { languageDetector } from './language-detector';
import { libreLanguages, libreTranslate, type LibreTranslateConfig } from './translate-libretranslate';
import { engineOfPlan, modelLanguages, planWithModels, translateWithModels } from './translate-models';
import { installedTranslationModels } from '../../models';

/**
 * Translation on this machine: installed translation models (Firefox Translations through
 * Bergamot, translate-models.ts) for the pairs they cover, Apertium for the rest (the
 * default, offline fallback); or a LibreTranslate server (TRANSLATE_BACKEND=libretranslate).
 * The bundled detector answers source_lang "auto" and /translate/detect either way. Apertium
 * runs in child processes, the models in a worker thread, and detection takes microseconds,
 * so nothing here blocks the event loop.
 */
interface Backend {
  languages(ctx: CallContext): Promise<TranslatorLanguage[]>;
  /** Throws UnsupportedPairError for a pair it cannot do. */
  translate(text: string, source: string, target: string, ctx: CallContext): Promise<{ text: string; path?: string[]; engine?: string }>;
}

const BUILT_IN = 'built-in';

// One translator per process, shared by every route bundle (Next may load this module once
// per route), so each pipeline is started once and stays warm.
const APERTIUM = Symbol.for('prism.translate.apertium');
type WithApertium = typeof globalThis & { [APERTIUM]?: ApertiumTranslator };

function apertium(): ApertiumTranslator {
  const holder = globalThis as WithApertium;
  if (!holder[APERTIUM]) {
    const config = env();
    holder[APERTIUM] = new ApertiumTranslator({ modesDir: config.APERTIUM_MODES_DIR, idleMs: config.APERTIUM_IDLE_MINUTES * 60_000 });
  }
  return holder[APERTIUM];
}

function installedApertium(): ApertiumTranslator {
  const translator = apertium();
  if (!translator.installed) {
    throw new ApiError(
      'unavailable',
      `No Apertium language pair is installed in ${env().APERTIUM_MODES_DIR}; run scripts/install.sh (Debian packages in scripts/apt/translate.txt).`,
    );
  }
  return translator;
}

const localBackend: Backend = {
  async languages() {
    const models = modelLanguages(await installedTranslationModels());
    // Without models, no Apertium pair is an error that says how to install them.
    if (models.length === 0 || apertium().installed) {
      const translator = installedApertium();
      // The page asks for the languages first: start the most asked-for pair meanwhile, so
      // the first translation does not wait for Apertium to load its dictionaries.
      translator.warm('en', 'es');
      return mergeLanguages(translator.languages(), models);
    }
    return mergeLanguages([], models);
  },
  async translate(text, source, target, ctx) {
    // Nothing to translate, so no engine to name (and none needs to be installed).
    if (source === target) return { text, path: [source] };
    const plan = planWithModels(await installedTranslationModels(), source, target);
    if (plan) return { text: await translateWithModels(plan, text, ctx), path: plan.path, engine: engineOfPlan(plan) };
    const result = await installedApertium().translate(text, source, target, ctx.signal);
    // A path of one language is a region variant of the source (pt-BR → pt): text unchanged.
    return { text: result.text, path: result.path, ...(result.path.length > 1 ? { engine: BUILT_IN } : {}) };
  },
};

/** Apertium's languages and the models', one entry per language, what either reaches. */
function mergeLanguages(builtIn: TranslatorLanguage[], models: TranslatorLanguage[]): TranslatorLanguage[] {
  const byCode = new Map(builtIn.map((l) => [l.code, { ...l, targets: [...l.targets] }]));
  for (const language of models) {
    const known = byCode.get(language.code);
    if (!known) byCode.set(language.code, { ...language, targets: [...language.targets] });
    else known.targets = [...new Set([...language.targets, ...known.targets])];
  }
  return [...byCode.values()].sort((a, b) => a.name.localeCompare(b.name));
}

function libreBackend(config: LibreTranslateConfig): Backend {
  return {
    languages: (ctx) => libreLanguages(config, ctx),
    async translate(text, source, target, ctx) {
      const languages = await libreLanguages(config, ctx);
      const from = pick(languages.map((l) => l.code), source);
      const entry = languages.find((l) => l.code === from);
      const to = entry ? pick(entry.targets, target) : null;
      if (!from || !to) throw new UnsupportedPairError(source, target);
      if (from === to) return { text, path: [from] };
      return { text: await libreTranslate(config, text, from, to, ctx), path: [from, to] };
    },
  };
}

/** The code itself when offered, else its language without the region (pt-BR → pt). */
function pick(offered: string[], code: string): string | null {
  if (offered.includes(code)) return code;
  const base = code.split('-')[0] ?? code;
  return offered.includes(base) ? base : null;
}

function backend(): Backend {
  const config = env();
  if (config.TRANSLATE_BACKEND === 'apertium') return localBackend;
  if (!config.LIBRETRANSLATE_URL) {
    throw new ApiError('unavailable', 'TRANSLATE_BACKEND=libretranslate needs LIBRETRANSLATE_URL (the LibreTranslate server address).');
  }
  return libreBackend({ url: config.LIBRETRANSLATE_URL, apiKey: config.LIBRETRANSLATE_API_KEY, timeoutMs: config.LIBRETRANSLATE_TIMEOUT_MS });
}


let analysers: { dir: string; found: Map<string, string> } | undefined;

/**
 * The language of a text: the n-gram detector, with Apertium's installed dictionaries having
 * the last word on a short text (lib/engine/translate/lexicons.ts). They live beside the modes.
 */
async function detectLanguage(text: string): Promise<string> {
  const { found, options } = installedAnalysers();
  return detectWithLexicons(languageDetector, text, found, options);
}

function installedAnalysers(): { found: Map<string, string>; options: AnalyserOptions } {
  const config = env();
  const dir = path.dirname(config.APERTIUM_MODES_DIR);
  if (analysers?.dir !== dir) analysers = { dir, found: findAnalysers(dir) };
  return { found: analysers.found, options: { idleMs: config.DETECT_ANALYSERS_IDLE_SECONDS * 1000 } };
}

/** Why a pair cannot be done, and what can: the 400 names the field at fault. */
async function unsupported(error: UnsupportedPairError, detected: boolean, ctx: CallContext): Promise<ApiError> {
  const languages = await backend().languages(ctx);
  const sources = languages.filter((l) => l.targets.length > 0);
  const entry = sources.find((l) => l.code === error.source) ?? sources.find((l) => l.code === error.source.split('-')[0]);
  const listing = '; GET /api/translate/languages lists every pair';
  if (!entry) {
    // A guess from a word or two can be wrong ("Yay friend" reads as Dutch): say how to overrule it.
    const what = detected ? `text: detected ${error.source} (${languageName(error.source)}), which` : `source_lang: ${error.source}`;
    const overrule = detected ? '; if the text is in another language, set source_lang' : '';
    return new ApiError(
      'invalid_input',
      `${what} cannot be translated here${overrule}; supported source languages: ${sources.map((l) => l.code).join(', ')}${listing}`,
    );
  }
  return new ApiError(
    'invalid_input',
    `target_lang: cannot translate ${entry.code} to ${error.target}; from ${entry.code}: ${entry.targets.join(', ')}${listing}`,
  );
}

export const translate: CapabilityProvider<'translate'> = {
  async predict(input, ctx) {
    let source = input.source_lang;
    const auto = source === 'auto';
    if (auto) {
      source = await detectLanguage(input.text);
      // The contract refuses text without a letter; here its letters were all in markup or addresses, which detection skips.
      if (!source) throw new ApiError('invalid_input', `text: ${NO_LETTERS_RULE}`);
    }
    try {
      const result = await backend().translate(input.text, source, input.target_lang, ctx);
      return {
        text: result.text,
        lang: source,
        ...(result.path && result.path.length > 2 ? { path: result.path } : {}),
        ...(result.engine ? { engine: result.engine } : {}),
      };
    } catch (error) {
      if (error instanceof UnsupportedPairError) throw await unsupported(error, auto, ctx);
      // The caller left while the request waited its turn: nobody reads this answer, but it
      // is not a server fault either.
      if (ctx.signal.aborted) throw cancelledByClient();
      if (error instanceof PipelineError) {
        // The tools' own words (stderr) are for the operator; the caller learns what failed.
        ctx.log.error({ err: error }, 'translation pipeline failed');
        const why = error.kind === 'timeout' ? 'took too long and was stopped' : 'stopped with an error';
        throw new ApiError('job_failed', `The translation engine ${why}; try again (the server log has the details).`);
      }
      throw error;
    }
  },

  async detect(input) {
    const lang = await detectLanguage(input.text);
    return { lang: lang || UNDETERMINED_LANGUAGE };
  },

  async languages(_input, ctx) {
    // The page asks for this first: load the detector meanwhile (seconds of parsing, once),
    // and start the dictionaries that read short texts (~0.4 s), without making the pickers
    // wait for either: the first words typed are then read at once.
    languageDetector.warm().catch((error: unknown) => ctx.log.error({ err: error }, 'language detector failed to load'));
    const { found, options } = installedAnalysers();
    warmAnalysers(found, options);
    return { languages: await backend().languages(ctx), detectable: [...DETECTABLE_LANGUAGES] };
  },
};
