import 'server-only';
import type Piscina from 'piscina';
import { DETECTABLE_LANGUAGES, type Assessment } from '@/lib/engine/translate/detect';
import { env } from '../../env';
import { workerPool } from '../../workers';

/** The longest delay a timer takes: "keep it loaded" for a pool that only knows idle time-outs. */
const FOREVER_MS = 2_147_483_647;

let pool: Piscina | undefined;
function detectorPool(): Piscina {
  // One thread holds the tables (~400 MB); it goes away after DETECTOR_IDLE_MINUTES unused,
  // and its memory with it.
  const minutes = env().DETECTOR_IDLE_MINUTES;
  pool ??= workerPool('lib/engine/translate/detect-worker.ts', { maxThreads: 1, idleTimeoutMs: minutes > 0 ? minutes * 60_000 : FOREVER_MS });
  return pool;
}

/**
 * The language detector (lib/engine/translate/detect.ts) as the server uses it: in a worker
 * thread, so its first load (seconds of parsing) and each detection leave the event loop free.
 * The languages it can name are known without loading it.
 */
export const languageDetector = {
  languages: DETECTABLE_LANGUAGES,
  assess(text: string): Promise<Assessment> {
    return detectorPool().run({ text }) as Promise<Assessment>;
  },
  /** ISO 639-1 code of the text's language, or '' when the text gives nothing to go on. */
  async detect(text: string): Promise<string> {
    return (await languageDetector.assess(text)).language;
  },
  /** Loads the tables ahead of the first text (the translator page asks when it opens). */
  async warm(): Promise<void> {
    await languageDetector.assess('');
  },
  /** Ends the thread and its tables (tests; a later call starts them again). */
  async close(): Promise<void> {
    const closing = pool;
    pool = undefined;
    await closing?.destroy();
  },
};
