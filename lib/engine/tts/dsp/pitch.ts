/**
 * F0 estimation with YIN (de Cheveigné & Kawahara, 2002): the cumulative-mean-normalised
 * difference function, the first dip under a threshold, parabolic refinement. Used to read
 * the pitch of eSpeak NG's audio (for queries and for the vocoder's voicing) and, in tests,
 * to measure the pitch of what we synthesise.
 */

export interface PitchTrackOptions {
  sampleRate: number;
  /** Samples between frame centres. */
  hop: number;
  minF0?: number;
  maxF0?: number;
  /** YIN threshold on the normalised difference (lower is stricter). */
  threshold?: number;
  /** Frames quieter than this RMS are unvoiced. */
  silence?: number;
}

/**
 * F0 in Hz per frame (frame t centred on sample t * hop); 0 where unvoiced. Above 16 kHz the
 * signal is first halved in rate (speech F0 lies far below), which quarters the work.
 */
export function pitchTrack(samples: Float32Array, options: PitchTrackOptions): Float32Array {
  if (options.sampleRate > 16000) {
    const half = new Float32Array(samples.length >> 1);
    for (let i = 0; i < half.length; i++) {
      // A short low-pass ([1 2 1] / 4) before dropping every other sample.
      const a = samples[2 * i - 1] ?? 0;
      half[i] = 0.25 * a + 0.5 * samples[2 * i]! + 0.25 * samples[2 * i + 1]!;
    }
    return pitchTrack(half, { ...options, sampleRate: options.sampleRate / 2, hop: options.hop / 2 });
  }
  const { sampleRate, hop } = options;
  const minF0 = options.minF0 ?? 60;
  const maxF0 = options.maxF0 ?? 600;
  const threshold = options.threshold ?? 0.15;
  const silence = options.silence ?? 0.003;
  const maxLag = Math.ceil(sampleRate / minF0);
  const minLag = Math.max(2, Math.floor(sampleRate / maxF0));
  const window = maxLag;
  const frames = Math.floor(samples.length / hop) + 1;
  const f0 = new Float32Array(frames);
  const d = new Float64Array(maxLag + 2);
  const normalised = new Float64Array(maxLag + 2);

  for (let t = 0; t < frames; t++) {
    const start = Math.round(t * hop - (window + maxLag) / 2);
    if (start < 0 || start + window + maxLag + 1 >= samples.length) continue;
    let energy = 0;
    for (let j = 0; j < window; j++) energy += samples[start + j]! ** 2;
    if (Math.sqrt(energy / window) < silence) continue;

    for (let tau = 1; tau <= maxLag + 1; tau++) {
      let sum = 0;
      for (let j = 0; j < window; j++) {
        const diff = samples[start + j]! - samples[start + j + tau]!;
        sum += diff * diff;
      }
      d[tau] = sum;
    }
    // Cumulative mean normalisation.
    let running = 0;
    let chosen = -1;
    normalised[0] = 1;
    for (let tau = 1; tau <= maxLag + 1; tau++) {
      running += d[tau]!;
      normalised[tau] = running > 0 ? (d[tau]! * tau) / running : 1;
    }
    for (let tau = minLag; tau <= maxLag; tau++) {
      if (normalised[tau]! < threshold) {
        while (tau + 1 <= maxLag && normalised[tau + 1]! < normalised[tau]!) tau++;
        chosen = tau;
        break;
      }
    }
    if (chosen < 0) continue;
    // Parabolic interpolation around the dip.
    const a = normalised[chosen - 1]!;
    const b = normalised[chosen]!;
    const c = normalised[chosen + 1]!;
    const denominator = a - 2 * b + c;
    const shift = denominator !== 0 ? (0.5 * (a - c)) / denominator : 0;
    f0[t] = sampleRate / (chosen + Math.max(-1, Math.min(1, shift)));
  }
  return f0;
}

/** Median F0 of the voiced frames between two times (seconds), or 0 if none are voiced. */
export function medianF0(track: Float32Array, hopSeconds: number, from: number, to: number): number {
  const values: number[] = [];
  for (let t = Math.max(0, Math.ceil(from / hopSeconds)); t <= Math.floor(to / hopSeconds) && t < track.length; t++) {
    if (track[t]! > 0) values.push(track[t]!);
  }
  if (values.length === 0) return 0;
  values.sort((x, y) => x - y);
  return values[Math.floor(values.length / 2)]!;
}
