import type { AccentPhrase, AudioQuery } from '../../contract/tts';
import type { TtsConfig } from './config';
import { setCancelFlag } from '../vision/cancel';
import { audioQuery, isTtsInputError, moraData, multiSynthesize, synthesize, type InstalledVoice } from './index';
import { PiperCancelled } from './piper/synthesize';

/**
 * The worker-thread entry (Piscina, through workerPool('lib/engine/tts/worker.ts')): the
 * DSP and the tool runs happen here, off the server's event loop. A bad input comes back as
 * a value, not a thrown error, so its field and rule survive the thread boundary.
 */
export type TtsTask = (
  | { op: 'audio_query'; text: string; speaker: number }
  | { op: 'mora_data'; phrases: AccentPhrase[]; speaker: number }
  | { op: 'synthesis'; query: AudioQuery; speaker: number; upspeak: boolean }
  | { op: 'multi_synthesis'; queries: AudioQuery[]; speaker: number; upspeak: boolean }
) & {
  config?: Partial<TtsConfig>;
  /** The installed Piper voice the speaker id stands for, if it is one (the server resolves it). */
  voice?: InstalledVoice;
  /** The shared cancel flag (runInPool): a Piper voice stops between clauses when it is raised. */
  cancel?: SharedArrayBuffer;
};

export type TtsTaskResult =
  | { ok: true; query?: AudioQuery; phrases?: AccentPhrase[]; wavs?: Uint8Array[] }
  | { ok: false; field: string; rule: string }
  | { ok: false; cancelled: true };

export default async function runTtsTask(task: TtsTask): Promise<TtsTaskResult> {
  setCancelFlag(task.cancel);
  try {
    switch (task.op) {
      case 'audio_query':
        return { ok: true, query: await audioQuery(task.text, task.speaker, { config: task.config, voice: task.voice }) };
      case 'mora_data':
        return { ok: true, phrases: await moraData(task.phrases, task.speaker, { config: task.config, voice: task.voice }) };
      case 'synthesis':
        return {
          ok: true,
          wavs: [await synthesize(task.query, task.speaker, { config: task.config, voice: task.voice, enableInterrogativeUpspeak: task.upspeak })],
        };
      case 'multi_synthesis':
        return {
          ok: true,
          wavs: await multiSynthesize(task.queries, task.speaker, { config: task.config, voice: task.voice, enableInterrogativeUpspeak: task.upspeak }),
        };
    }
  } catch (error) {
    if (isTtsInputError(error)) return { ok: false, field: error.field, rule: error.rule };
    if (error instanceof PiperCancelled) return { ok: false, cancelled: true };
    throw error;
  } finally {
    setCancelFlag(undefined);
  }
}
