import { MlsaFilter, mcepToMlsa } from './mlsa';
import { Random } from './random';

/**
 * Everything the vocoder needs, one row per frame: the spectral envelope (mel-cepstrum),
 * the pitch to impose, and an amplitude gate for silences.
 */
export interface VocoderFrames {
  sampleRate: number;
  /** Samples per frame. */
  framePeriod: number;
  /** All-pass constant of the mel-cepstrum's frequency warping. */
  alpha: number;
  /** Mel-cepstrum order M: each frame has M + 1 coefficients. */
  order: number;
  /** frames * (order + 1) coefficients. */
  mcep: Float32Array;
  /** Hz per frame; 0 means unvoiced (noise excitation). */
  f0: Float32Array;
  /** Amplitude 0..1 per frame; 0 inside silences so pauses are clean. */
  gate: Float32Array;
}

export interface VocoderOptions {
  /** Excite every frame with noise (a whisper); pitch is ignored. */
  whisper?: boolean;
  seed?: number;
}

export function frameCount(frames: VocoderFrames): number {
  return frames.f0.length;
}

/**
 * Pulse/noise excitation through the MLSA filter, with the filter coefficients, the pitch
 * period and the gate interpolated sample by sample between frames (as hts_engine does),
 * so the imposed contour glides instead of stepping every 5 ms.
 */
export function vocode(frames: VocoderFrames, options: VocoderOptions = {}): Float32Array {
  const { order: m, alpha, framePeriod: fp, sampleRate } = frames;
  const count = frameCount(frames);
  const out = new Float32Array(count * fp);
  const filter = new MlsaFilter(m, alpha);
  const random = new Random(options.seed);
  const b = new Float64Array(m + 1);
  const bNext = new Float64Array(m + 1);
  const bInc = new Float64Array(m + 1);
  let phase = 0;

  const mcepAt = (t: number) => frames.mcep.subarray(t * (m + 1), (t + 1) * (m + 1));
  const periodAt = (t: number) => {
    const f = options.whisper ? 0 : frames.f0[t]!;
    return f > 0 ? sampleRate / f : 0;
  };

  const excitation = new Float32Array(fp);
  if (count > 0) mcepToMlsa(mcepAt(0), m, alpha, b);
  for (let t = 0; t < count; t++) {
    const nextIndex = Math.min(t + 1, count - 1);
    mcepToMlsa(mcepAt(nextIndex), m, alpha, bNext);
    for (let i = 0; i <= m; i++) bInc[i] = (bNext[i]! - b[i]!) / fp;

    let period = periodAt(t);
    const periodNext = periodAt(nextIndex);
    // Glide the period only inside a voiced stretch; at a voicing change, switch at the frame edge.
    const periodInc = period > 0 && periodNext > 0 ? (periodNext - period) / fp : 0;
    let gate = frames.gate[t]!;
    const gateInc = (frames.gate[nextIndex]! - gate) / fp;

    for (let j = 0; j < fp; j++) {
      let x: number;
      if (period > 0) {
        phase += 1;
        if (phase >= period) {
          x = Math.sqrt(period);
          phase -= period;
        } else {
          x = 0;
        }
      } else {
        x = random.gaussian();
        phase = 0;
      }
      excitation[j] = x * gate;
      period += periodInc;
      gate += gateInc;
    }
    filter.run(excitation, out.subarray(t * fp, (t + 1) * fp), 0, fp, b, bInc);
    b.set(bNext);
  }
  return out;
}
