import 'server-only';
import type Piscina from 'piscina';
import type { AccentPhrase, AudioQuery } from '@/lib/contract/tts';
import { findStyle, installedVoiceSpeaker, speakerListing } from '@/lib/engine/tts/speakers';
import type { TtsTask, TtsTaskResult } from '@/lib/engine/tts/worker';
import type { CallContext } from '../../context';
import { env } from '../../env';
import { ApiError } from '../../errors';
import { absoluteFileUrl, putFile } from '../../files';
import { checkFitsResidency, installedVoices, type InstalledVoiceModel } from '../../models';
import { runInPool, workerPool } from '../../workers';
import { ttsEngineConfig } from './tts-config';
import type { CapabilityProvider } from '../types';

/**
 * The local speech engine (lib/engine/tts): Open JTalk + the HTS voice for Japanese, eSpeak
 * NG for other languages, vocoded by our own MLSA filter so every field of a query is heard.
 * The work runs in worker threads: Japanese voices in a pool of several threads, eSpeak NG
 * voices in a pool of one (its C library keeps global state). WAVs go to the file store and
 * come back as absolute URLs.
 */

let htsPool: Piscina | null = null;
let espeakPool: Piscina | null = null;

function poolFor(speaker: number, voice: InstalledVoiceModel | undefined): Piscina {
  // eSpeak NG makes an installed voice's queries and phonemes: its thread, as its voices'.
  const found = voice ? null : findStyle(speaker);
  if (voice) {
    espeakPool ??= workerPool('lib/engine/tts/worker.ts', { maxThreads: 1, maxQueue: env().ENGINE_QUEUE_LIMIT });
    return espeakPool;
  }
  if (!found) throw new ApiError('invalid_input', 'speaker: must be a style id listed by GET /tts/speakers');
  if (found.style.engine === 'hts') {
    htsPool ??= workerPool('lib/engine/tts/worker.ts', { maxThreads: env().TTS_WORKERS, maxQueue: env().ENGINE_QUEUE_LIMIT });
    return htsPool;
  }
  espeakPool ??= workerPool('lib/engine/tts/worker.ts', { maxThreads: 1, maxQueue: env().ENGINE_QUEUE_LIMIT });
  return espeakPool;
}

/** The installed voice a style id stands for, if any. */
async function installedVoiceFor(speaker: number): Promise<InstalledVoiceModel | undefined> {
  if (findStyle(speaker)) return undefined;
  return (await installedVoices()).find((voice) => voice.styleId === speaker);
}

async function run(task: TtsTask, ctx: CallContext): Promise<Extract<TtsTaskResult, { ok: true }> & { engine: string }> {
  const voice = await installedVoiceFor(task.speaker);
  if (voice) checkFitsResidency(voice.id, voice.residency);
  const pool = poolFor(task.speaker, voice);
  const installed = voice ? { voice: { id: voice.id, model: voice.model, config: voice.config, residency: voice.residency } } : {};
  // runInPool, never Piscina's abort: terminating a thread while ONNX Runtime runs a Piper
  // voice in it aborts the whole process; the voice checks the shared flag between clauses.
  const result = await runInPool<TtsTaskResult>(pool, { ...task, config: ttsEngineConfig(), ...installed } satisfies TtsTask, {
    signal: ctx.signal,
    timeoutMs: env().ENGINE_TIMEOUT_MS,
    what: 'the speech synthesis',
    log: ctx.log,
  });
  if (!result.ok && 'cancelled' in result) throw new ApiError('job_failed', 'The speech synthesis was stopped before it finished.');
  if (!result.ok) throw new ApiError('invalid_input', `${result.field}: ${result.rule}`);
  return { ...result, engine: voice ? `model:${voice.id}` : 'built-in' };
}

async function store(wavs: Uint8Array[], ctx: CallContext, names: string[]): Promise<string[]> {
  const urls: string[] = [];
  for (const [i, wav] of wavs.entries()) {
    const file = await putFile(wav, { contentType: 'audio/wav', name: names[i] ?? 'speech.wav', kind: 'result' });
    urls.push(absoluteFileUrl(ctx.origin, file));
  }
  return urls;
}

export const tts: CapabilityProvider<'tts'> = {
  async audio_query(input, ctx) {
    const result = await run({ op: 'audio_query', text: input.text, speaker: input.speaker }, ctx);
    return result.query!;
  },

  async mora_data(input, ctx) {
    const result = await run({ op: 'mora_data', phrases: input.accent_phrases as AccentPhrase[], speaker: input.speaker }, ctx);
    return result.phrases!;
  },

  async synthesis(input, ctx) {
    const result = await run(
      { op: 'synthesis', query: input.input as AudioQuery, speaker: input.speaker, upspeak: input.enable_interrogative_upspeak },
      ctx,
    );
    return { audios: await store(result.wavs!, ctx, ['speech.wav']), engine: result.engine };
  },

  async multi_synthesis(input, ctx) {
    const queries = input.input as AudioQuery[];
    const result = await run({ op: 'multi_synthesis', queries, speaker: input.speaker, upspeak: input.enable_interrogative_upspeak }, ctx);
    const names = [...queries.map((_, i) => `speech-${i + 1}.wav`), 'speech-joined.wav'];
    return { audios: await store(result.wavs!, ctx, names), engine: result.engine };
  },

  async speakers() {
    // Installed Piper voices after the built-in ones, each with its language.
    return [...speakerListing(), ...(await installedVoices()).map(installedVoiceSpeaker)];
  },
};
