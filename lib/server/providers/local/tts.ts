import 'server-only';
import type Piscina from 'piscina';
import type { AccentPhrase, AudioQuery } from '@/lib/contract/tts';
import type { TtsConfig } from '@/lib/engine/tts/config';
import { findStyle, speakerListing } from '@/lib/engine/tts/speakers';
import type { TtsTask, TtsTaskResult } from '@/lib/engine/tts/worker';
import type { CallContext } from '../../context';
import { env } from '../../env';
import { ApiError } from '../../errors';
import { absoluteFileUrl, putFile } from '../../files';
import { workerPool } from '../../workers';
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

function poolFor(speaker: number): Piscina {
  const found = findStyle(speaker);
  if (!found) throw new ApiError('invalid_input', 'speaker: must be a style id listed by GET /tts/speakers');
  if (found.style.engine === 'hts') {
    htsPool ??= workerPool('lib/engine/tts/worker.ts', { maxThreads: env().TTS_WORKERS });
    return htsPool;
  }
  espeakPool ??= workerPool('lib/engine/tts/worker.ts', { maxThreads: 1 });
  return espeakPool;
}

function engineConfig(): TtsConfig {
  const e = env();
  return { openJtalkDictionary: e.TTS_OPEN_JTALK_DICTIONARY, htsVoice: e.TTS_HTS_VOICE, toolTimeoutMs: e.TTS_TOOL_TIMEOUT_MS };
}

async function run(task: TtsTask, ctx: CallContext): Promise<Extract<TtsTaskResult, { ok: true }>> {
  const pool = poolFor(task.speaker);
  let result: TtsTaskResult;
  try {
    result = (await pool.run({ ...task, config: engineConfig() } satisfies TtsTask, { signal: ctx.signal })) as TtsTaskResult;
  } catch (error) {
    if (ctx.signal.aborted) throw new ApiError('invalid_input', 'request: cancelled by the client');
    throw error;
  }
  if (!result.ok) throw new ApiError('invalid_input', `${result.field}: ${result.rule}`);
  return result;
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
    return { audios: await store(result.wavs!, ctx, ['speech.wav']) };
  },

  async multi_synthesis(input, ctx) {
    const queries = input.input as AudioQuery[];
    const result = await run({ op: 'multi_synthesis', queries, speaker: input.speaker, upspeak: input.enable_interrogative_upspeak }, ctx);
    const names = [...queries.map((_, i) => `speech-${i + 1}.wav`), 'speech-joined.wav'];
    return { audios: await store(result.wavs!, ctx, names) };
  },

  async speakers() {
    return speakerListing();
  },
};
