import type { AccentPhrase, AudioQuery } from '../../contract/tts';
import type { TtsConfig } from './config';
import { audioQuery, isTtsInputError, moraData, multiSynthesize, synthesize } from './index';

/**
 * The worker-thread entry (Piscina, through workerPool('lib/engine/tts/worker.ts')): the
 * DSP and the tool runs happen here, off the server's event loop. A bad input comes back as
 * a value, not a thrown error, so its field and rule survive the thread boundary.
 */
export type TtsTask =
  | { op: 'audio_query'; text: string; speaker: number; config?: Partial<TtsConfig> }
  | { op: 'mora_data'; phrases: AccentPhrase[]; speaker: number; config?: Partial<TtsConfig> }
  | { op: 'synthesis'; query: AudioQuery; speaker: number; upspeak: boolean; config?: Partial<TtsConfig> }
  | { op: 'multi_synthesis'; queries: AudioQuery[]; speaker: number; upspeak: boolean; config?: Partial<TtsConfig> };

export type TtsTaskResult =
  | { ok: true; query?: AudioQuery; phrases?: AccentPhrase[]; wavs?: Uint8Array[] }
  | { ok: false; field: string; rule: string };

export default async function runTtsTask(task: TtsTask): Promise<TtsTaskResult> {
  try {
    switch (task.op) {
      case 'audio_query':
        return { ok: true, query: await audioQuery(task.text, task.speaker, { config: task.config }) };
      case 'mora_data':
        return { ok: true, phrases: await moraData(task.phrases, task.speaker, { config: task.config }) };
      case 'synthesis':
        return {
          ok: true,
          wavs: [await synthesize(task.query, task.speaker, { config: task.config, enableInterrogativeUpspeak: task.upspeak })],
        };
      case 'multi_synthesis':
        return {
          ok: true,
          wavs: await multiSynthesize(task.queries, task.speaker, { config: task.config, enableInterrogativeUpspeak: task.upspeak }),
        };
    }
  } catch (error) {
    if (isTtsInputError(error)) return { ok: false, field: error.field, rule: error.rule };
    throw error;
  }
}
