import { readFile } from 'node:fs/promises';
import type { AudioQuery } from '../../../contract/tts';
import { heldRunner, type Residency } from '../../onnx/held-runner';
import { SessionModel } from '../../onnx/image-model';
import { ipaClausesOf } from './query';
import { PiperVoice, type PiperAudio } from './synthesize';
import { parsePiperVoiceConfig, type PiperVoiceConfig } from './voice-config';

/** An installed Piper voice as the server describes it to the speech worker (plain data). */
export interface InstalledVoice {
  /** Its catalogue id, named in the result. */
  id: string;
  /** The VITS .onnx file and its .onnx.json. */
  model: string;
  config: string;
  residency?: Residency;
}

/**
 * A Piper voice held by the speech worker thread like the image models are (held-runner.ts):
 * its session is made on the first sentence, kept while used, unloaded after its idle time,
 * and counted against MODELS_MAX_RESIDENT_MB with the others.
 */
class PiperModel extends SessionModel {
  constructor(
    id: string,
    path: string,
    readonly config: PiperVoiceConfig,
  ) {
    super(id, { path });
  }

  async voice(): Promise<PiperVoice> {
    return PiperVoice.fromSession(await this.session.get(), this.config);
  }
}

const configs = new Map<string, PiperVoiceConfig>();

/** The voice's .onnx.json, read once per file. */
export async function voiceConfigOf(voice: InstalledVoice): Promise<PiperVoiceConfig> {
  let config = configs.get(voice.config);
  if (!config) {
    config = parsePiperVoiceConfig(await readFile(voice.config, 'utf8'));
    configs.set(voice.config, config);
  }
  return config;
}

/** An audio query spoken by an installed voice: its IPA, speed, pitch, volume, silences and pauses. */
export async function speakQuery(voice: InstalledVoice, query: AudioQuery, cancelled?: () => boolean): Promise<PiperAudio> {
  const config = await voiceConfigOf(voice);
  const model = heldRunner('voice', voice.model, () => new PiperModel(voice.id, voice.model, config), voice.residency);
  const piper = await model.voice();
  const pause = (query as { pauseLength?: number | null }).pauseLength;
  return piper.speakPhonemes(ipaClausesOf(query), {
    speedScale: query.speedScale,
    pitchScale: query.pitchScale,
    volumeScale: query.volumeScale,
    prePhonemeLength: query.prePhonemeLength,
    postPhonemeLength: query.postPhonemeLength,
    // Piper's sentence_silence (0.2 s) scaled as VOICEVOX scales its pauses, unless the query fixes it.
    pauseLength: pause ?? 0.2 * ((query as { pauseLengthScale?: number }).pauseLengthScale ?? 1),
    cancelled,
  });
}
