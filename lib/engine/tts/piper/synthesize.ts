import type * as Ort from 'onnxruntime-node';
import { createSession, ort } from '../../onnx/runtime';
import { resample } from '../dsp/resample';
import { PHONEME_SEPARATOR, textToPhonemes } from '../espeak/ffi';
import { phonemeIds } from './phoneme-ids';
import type { PiperVoiceConfig } from './voice-config';

/**
 * Speech from a Piper voice (a VITS model exported to ONNX, with its .onnx.json), following
 * Piper's own runtime (rhasspy/piper, src/cpp/piper.cpp):
 *
 *   text → eSpeak NG phonemes (IPA, the voice's espeak.voice), clause by clause
 *        → ids through phoneme_id_map (phoneme-ids.ts)
 *        → the model: input int64 [1, n], input_lengths int64 [1], scales float32 [3] =
 *          [noise_scale, length_scale, noise_w], and sid int64 [1] for multi-speaker voices
 *        → output float32 [1, 1, 1, samples] at audio.sample_rate, clauses joined by a pause.
 *
 * The audio_query edits the model allows map onto it: speed divides length_scale, volume
 * scales the samples, pre/post silences and the pause between clauses are added around it.
 * Pitch is the existing resampling step: the model speaks 2^pitchScale longer, and playing
 * that back faster by the same factor raises the pitch and restores the duration.
 */
export interface PiperSpeechOptions {
  speedScale?: number;
  pitchScale?: number;
  volumeScale?: number;
  /** Seconds of silence before and after. */
  prePhonemeLength?: number;
  postPhonemeLength?: number;
  /** Seconds of silence between clauses (Piper's sentence_silence: 0.2). */
  pauseLength?: number;
  /** Speaker id of a multi-speaker voice. */
  speaker?: number;
  /** Checked between clauses: a cancelled request stops there. */
  cancelled?: () => boolean;
}

export interface PiperAudio {
  samples: Float32Array;
  sampleRate: number;
  /** Phonemes the voice has no id for, with how often they were skipped. */
  missingPhonemes: Record<string, number>;
}

export class PiperCancelled extends Error {
  constructor() {
    super('speech cancelled');
    this.name = 'PiperCancelled';
  }
}

export class PiperVoice {
  private constructor(
    private readonly session: Ort.InferenceSession,
    readonly config: PiperVoiceConfig,
  ) {}

  static async load(model: Uint8Array, config: PiperVoiceConfig): Promise<PiperVoice> {
    return PiperVoice.fromSession(await createSession(model), config);
  }

  /** A voice on a session made elsewhere (a held, lazily loaded one: model.ts). */
  static fromSession(session: Ort.InferenceSession, config: PiperVoiceConfig): PiperVoice {
    for (const name of ['input', 'input_lengths', 'scales']) {
      if (!session.inputNames.includes(name)) throw new Error(`not a Piper voice: the model has no input "${name}" (it has ${session.inputNames.join(', ')})`);
    }
    return new PiperVoice(session, config);
  }

  /** The IPA of each clause of a text, as eSpeak NG writes it for this voice. */
  phonemesOf(text: string): string[] {
    return textToPhonemes(this.config.espeak.voice, text, true).map((clause) => clause.split(PHONEME_SEPARATOR).join('').trim());
  }

  /** The phoneme ids of each clause, as the model will read them. */
  clauseIds(phonemeClauses: readonly string[]): { clauses: number[][]; missing: Map<string, number> } {
    const missing = new Map<string, number>();
    const clauses: number[][] = [];
    for (const phonemes of phonemeClauses) {
      if (!phonemes.trim()) continue;
      const { ids, missing: skipped } = phonemeIds(phonemes.trim(), this.config.phoneme_id_map);
      for (const [phoneme, count] of skipped) missing.set(phoneme, (missing.get(phoneme) ?? 0) + count);
      clauses.push(ids);
    }
    return { clauses, missing };
  }

  async speak(text: string, options: PiperSpeechOptions = {}): Promise<PiperAudio> {
    return this.speakPhonemes(this.phonemesOf(text), options);
  }

  /** Speech from IPA clauses (an audio query's, see query.ts), with the query's edits. */
  async speakPhonemes(phonemeClauses: readonly string[], options: PiperSpeechOptions = {}): Promise<PiperAudio> {
    const rate = this.config.audio.sample_rate;
    const pitchFactor = 2 ** (options.pitchScale ?? 0);
    // The model speaks longer by the factor the resampling then takes back.
    const lengthScale = (this.config.inference.length_scale / (options.speedScale ?? 1)) * (pitchedRate(rate, pitchFactor) / rate);
    const scales = new Float32Array([this.config.inference.noise_scale, lengthScale, this.config.inference.noise_w]);
    const { clauses, missing } = this.clauseIds(phonemeClauses);
    const pause = new Float32Array(Math.round((options.pauseLength ?? 0.2) * rate));
    const pieces: Float32Array[] = [new Float32Array(Math.round((options.prePhonemeLength ?? 0) * rate))];
    for (const [index, ids] of clauses.entries()) {
      if (options.cancelled?.()) throw new PiperCancelled();
      let audio = await this.run(ids, scales, options.speaker);
      if (pitchFactor !== 1) audio = resample(audio, pitchedRate(rate, pitchFactor), rate);
      if (index > 0) pieces.push(pause);
      pieces.push(audio);
    }
    pieces.push(new Float32Array(Math.round((options.postPhonemeLength ?? 0) * rate)));
    const samples = concat(pieces);
    const volume = options.volumeScale ?? 1;
    if (volume !== 1) for (let i = 0; i < samples.length; i++) samples[i] = samples[i]! * volume;
    return { samples, sampleRate: rate, missingPhonemes: Object.fromEntries(missing) };
  }

  private async run(ids: number[], scales: Float32Array, speaker: number | undefined): Promise<Float32Array> {
    const feeds: Record<string, Ort.Tensor> = {
      input: new ort.Tensor('int64', BigInt64Array.from(ids, (id) => BigInt(id)), [1, ids.length]),
      input_lengths: new ort.Tensor('int64', BigInt64Array.of(BigInt(ids.length)), [1]),
      scales: new ort.Tensor('float32', scales, [3]),
    };
    if (this.session.inputNames.includes('sid')) {
      const sid = Math.min(Math.max(0, speaker ?? 0), this.config.num_speakers - 1);
      feeds.sid = new ort.Tensor('int64', BigInt64Array.of(BigInt(sid)), [1]);
    }
    const outputs = await this.session.run(feeds);
    const output = outputs[this.session.outputNames[0]!]!;
    return Float32Array.from(output.data as Float32Array);
  }

  async release(): Promise<void> {
    await this.session.release();
  }
}

/**
 * The rate the model's audio is taken to have before resampling to `rate`, for a pitch raised
 * by `factor`: rounded to 50 Hz, so the polyphase resampler's ratio stays small (22050 Hz
 * voices are 441 × 50).
 */
export function pitchedRate(rate: number, factor: number): number {
  return Math.max(50, Math.round((rate * factor) / 50) * 50);
}

function concat(pieces: Float32Array[]): Float32Array {
  const out = new Float32Array(pieces.reduce((sum, piece) => sum + piece.length, 0));
  let at = 0;
  for (const piece of pieces) {
    out.set(piece, at);
    at += piece.length;
  }
  return out;
}
