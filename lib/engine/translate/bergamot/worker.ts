import { readFile } from 'node:fs/promises';
import { heldRunner, type Residency } from '../../onnx/held-runner';
import { OperationCancelled, setCancelFlag, throwIfCancelled } from '../../vision/cancel';
import { MarianModelError } from './marian-binary';
import { BergamotError, BergamotRuntime, type LoadedModel } from './runtime';

/**
 * The translation worker thread (Piscina, through workerPool('lib/engine/translate/bergamot/worker.ts')):
 * Bergamot runs here, off the server's event loop, one request at a time.
 *
 * Models are held like the image models (held-runner.ts): loaded on first use, kept while
 * used, unloaded after their idle time, counted against MODELS_MAX_RESIDENT_MB. A translation
 * through English needs two at once, so a model's kind is its side of English (into, from,
 * neither): one of each is resident, and a pivot's two models never displace each other.
 * If Marian aborts, this thread's engine instance is dropped and the next request makes a
 * new one (models are loaded into it again).
 */

/** An installed translation model, as the server describes it to the worker (plain data). */
export interface InstalledTranslationModel {
  /** Its catalogue id, named in the result. */
  id: string;
  from: string;
  to: string;
  /** The Marian model (.bin), its lexical shortlist if it has one, its vocabularies (one shared, or source then target). */
  model: string;
  shortlist?: string;
  vocabs: string[];
  residency?: Residency;
}

export interface BergamotTask {
  /** One model, or two for a translation through English (source → en, en → target). */
  models: InstalledTranslationModel[];
  text: string;
  /** Keep tags and entities in place (the text has markup). */
  html: boolean;
  cancel?: SharedArrayBuffer;
}

export type BergamotTaskResult = { ok: true; text: string } | { ok: false; cancelled?: boolean; message: string };

let runtime: Promise<BergamotRuntime> | undefined;

async function currentRuntime(): Promise<BergamotRuntime> {
  const existing = runtime && (await runtime.catch(() => undefined));
  if (existing?.usable) return existing;
  runtime = BergamotRuntime.create();
  return runtime;
}

/** A model held by this thread: its files are read once; it is loaded into whichever engine instance is current. */
class HeldTranslationModel {
  private loaded: LoadedModel | undefined;

  constructor(readonly installed: InstalledTranslationModel) {}

  async in(engine: BergamotRuntime): Promise<LoadedModel> {
    if (this.loaded?.runtime === engine) return this.loaded;
    const { model, shortlist, vocabs } = this.installed;
    const [modelBytes, shortlistBytes, ...vocabBytes] = await Promise.all([readFile(model), shortlist ? readFile(shortlist) : undefined, ...vocabs.map((v) => readFile(v))]);
    this.loaded = engine.loadModel({ model: modelBytes!, shortlist: shortlistBytes, vocabs: vocabBytes as Buffer[] });
    return this.loaded;
  }

  async unload(): Promise<void> {
    if (this.loaded) this.loaded.runtime.free(this.loaded);
    this.loaded = undefined;
  }
}

function kindOf(model: InstalledTranslationModel): string {
  if (model.to === 'en') return 'translation-into-english';
  return model.from === 'en' ? 'translation-from-english' : 'translation-between-others';
}

export default async function runBergamotTask(task: BergamotTask): Promise<BergamotTaskResult> {
  setCancelFlag(task.cancel);
  try {
    const engine = await currentRuntime();
    const loaded: LoadedModel[] = [];
    for (const installed of task.models) {
      throwIfCancelled();
      const held = heldRunner(kindOf(installed), installed.model, () => new HeldTranslationModel(installed), installed.residency);
      loaded.push(await held.in(engine));
    }
    throwIfCancelled();
    const [text] = engine.translate(loaded, [task.text], task.html);
    return { ok: true, text: text ?? '' };
  } catch (error) {
    if (error instanceof OperationCancelled) return { ok: false, cancelled: true, message: 'cancelled' };
    if (error instanceof MarianModelError || error instanceof BergamotError) return { ok: false, message: error.message };
    throw error;
  } finally {
    setCancelFlag(undefined);
  }
}
