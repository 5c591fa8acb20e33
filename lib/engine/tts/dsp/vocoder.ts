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
  /**
   * Mixed excitation (the HTS voice's LPF stream): per frame, a linear-phase low-pass FIR of
   * `lpfTaps` taps. Voiced frames then get pulses through it and noise through its
   * complement, so the top of the spectrum stays breathy (and voiced fricatives hiss) as in
   * hts_engine. Without it, voiced frames are pure pulses.
   */
  lpf?: Float32Array;
  lpfTaps?: number;
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
  const taps = frames.lpf && frames.lpfTaps ? frames.lpfTaps : 0;
  const centre = (taps - 1) >> 1;
  // Future excitation samples (a ring): slot (head + k) % taps is k samples ahead.
  const ring = new Float64Array(Math.max(1, taps));
  let head = 0;

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
    const lpf = taps ? frames.lpf!.subarray(t * taps, (t + 1) * taps) : null;

    for (let j = 0; j < fp; j++) {
      let pulse = 0;
      if (period > 0) {
        phase += 1;
        if (phase >= period) {
          pulse = Math.sqrt(period);
          phase -= period;
        }
      } else {
        phase = 0;
      }
      let x: number;
      if (!lpf) {
        x = period > 0 ? pulse : random.gaussian();
      } else {
        const noise = random.gaussian();
        if (period > 0) {
          // Pulse through the low-pass, noise through its complement (delta at the centre minus it).
          for (let k = 0; k < taps; k++) {
            let slot = head + k;
            if (slot >= taps) slot -= taps;
            ring[slot]! += (pulse - noise) * lpf[k]! + (k === centre ? noise : 0);
          }
        } else {
          let slot = head + centre;
          if (slot >= taps) slot -= taps;
          ring[slot]! += noise;
        }
        x = ring[head]!;
        ring[head] = 0;
        head = head + 1 === taps ? 0 : head + 1;
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
