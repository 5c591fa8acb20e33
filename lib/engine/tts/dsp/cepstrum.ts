import { fft } from './fft';

/**
 * Mel-cepstral analysis of a recorded voice (eSpeak NG's audio), so it can be re-timed and
 * re-pitched by the same MLSA vocoder the HTS voice uses. Per frame, in the spirit of
 * CheapTrick (WORLD): a pitch-adaptive Hann window (three periods), the power spectrum
 * averaged over one F0 of bandwidth (which removes the harmonic ripple), its log, a cepstrum
 * cut at low quefrency, the gain set so the vocoder gives back the frame's power, and the
 * frequency warping (SPTK's freqt) into a mel-cepstrum.
 */

export interface CepstralAnalysisOptions {
  sampleRate: number;
  hop: number;
  /** F0 per frame (0 = unvoiced), frame t centred on sample t * hop. */
  f0: Float32Array;
  order: number;
  alpha: number;
}

const UNVOICED_F0 = 150;
const LINEAR_ORDER = 60;

/** SPTK's freqt: cepstrum c1 (order c1.length - 1) to warped cepstrum of `order` with all-pass `alpha`. */
export function freqt(c1: ArrayLike<number>, order: number, alpha: number): Float64Array {
  const g = new Float64Array(order + 1);
  const d = new Float64Array(order + 1);
  const beta = 1 - alpha * alpha;
  for (let i = c1.length - 1; i >= 0; i--) {
    d.set(g);
    g[0] = c1[i]! + alpha * d[0]!;
    if (order >= 1) g[1] = beta * d[0]! + alpha * d[1]!;
    for (let j = 2; j <= order; j++) g[j] = d[j - 1]! + alpha * (d[j]! - g[j - 1]!);
  }
  return g;
}

export function melCepstralAnalysis(samples: Float32Array, options: CepstralAnalysisOptions): Float32Array {
  const { sampleRate, hop, f0, order, alpha } = options;
  const frames = f0.length;
  const out = new Float32Array(frames * (order + 1));
  const maxWindow = Math.ceil((3 * sampleRate) / 50);
  let maxSize = 512;
  while (maxSize < maxWindow) maxSize *= 2;
  const buffers = new Map<number, { re: Float64Array; im: Float64Array }>();
  const power = new Float64Array(maxSize / 2 + 1);
  const smooth = new Float64Array(maxSize / 2 + 1);
  const cumulative = new Float64Array(maxSize / 2 + 2);

  for (let t = 0; t < frames; t++) {
    const pitch = f0[t]! > 0 ? f0[t]! : UNVOICED_F0;
    const length = Math.min(maxSize - 1, Math.max(16, Math.round((3 * sampleRate) / pitch)));
    // The smallest transform that holds the window (and keeps at least 512 bins of detail).
    let size = 512;
    while (size <= length) size *= 2;
    const half = size / 2;
    let pair = buffers.get(size);
    if (!pair) {
      pair = { re: new Float64Array(size), im: new Float64Array(size) };
      buffers.set(size, pair);
    }
    const { re, im } = pair;
    const centre = Math.round(t * hop);
    re.fill(0);
    im.fill(0);
    let windowEnergy = 0;
    for (let j = 0; j < length; j++) {
      const w = 0.5 - 0.5 * Math.cos((2 * Math.PI * (j + 0.5)) / length);
      const index = centre - (length >> 1) + j;
      const x = index >= 0 && index < samples.length ? samples[index]! : 0;
      re[j] = x * w;
      windowEnergy += w * w;
    }
    fft(re, im);
    for (let k = 0; k <= half; k++) power[k] = (re[k]! * re[k]! + im[k]! * im[k]!) / windowEnergy;

    // Average over one F0 of bandwidth (mirrored at the ends).
    const width = Math.max(1, Math.round((pitch * size) / sampleRate / 2));
    cumulative[0] = 0;
    for (let k = 0; k <= half; k++) cumulative[k + 1] = cumulative[k]! + power[k]!;
    let mean = 0;
    for (let k = 0; k <= half; k++) {
      const lo = Math.max(0, k - width);
      const hi = Math.min(half, k + width);
      smooth[k] = (cumulative[hi + 1]! - cumulative[lo]!) / (hi - lo + 1);
      mean += (k === 0 || k === half ? 0.5 : 1) * smooth[k]!;
    }
    mean /= half;

    // Real cepstrum of the log amplitude (half the log power).
    const floor = 1e-12;
    re.fill(0);
    im.fill(0);
    for (let k = 0; k <= half; k++) {
      const value = 0.5 * Math.log(Math.max(smooth[k]!, floor));
      re[k] = value;
      if (k > 0 && k < half) re[size - k] = value;
    }
    fft(re, im, true);
    const cep = new Float64Array(LINEAR_ORDER + 1);
    cep[0] = re[0]! / size;
    for (let n = 1; n <= LINEAR_ORDER; n++) cep[n] = (2 * re[n]!) / size;

    // Gain: the vocoder's output power is the mean of exp(2 log|H|) over frequency; the
    // truncated cepstrum's log spectrum comes back through one more FFT.
    re.fill(0);
    im.fill(0);
    re[0] = cep[0]!;
    for (let n = 1; n <= LINEAR_ORDER; n++) {
      re[n] = cep[n]! / 2;
      re[size - n] = cep[n]! / 2;
    }
    fft(re, im);
    let modelled = 0;
    for (let k = 0; k <= half; k++) modelled += (k === 0 || k === half ? 0.5 : 1) * Math.exp(2 * re[k]!);
    modelled /= half;
    if (mean > 0 && modelled > 0) cep[0]! += 0.5 * Math.log(mean / modelled);

    out.set(freqt(cep, order, alpha), t * (order + 1));
  }
  return out;
}
