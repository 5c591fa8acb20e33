import type { WordAnalysis } from './analysis';

/**
 * Sings a stretch of a spoken word on one note: time-domain pitch-synchronous overlap-add
 * (TD-PSOLA). Two-period Hann grains are taken at the source's pitch marks and laid down a
 * target period apart, which sets the pitch while keeping the voice's formants; voiced
 * grains are repeated to hold the vowel for the note's length, while consonants keep their
 * natural speed. A light vibrato grows on long notes.
 */

export interface SingOptions {
  /** Sample range of the syllable inside the word. */
  from: number;
  to: number;
  targetHz: number;
  /** Length of the sung note, in samples. */
  length: number;
  sampleRate: number;
  vibratoSemitones?: number;
}

export function singSyllable(word: WordAnalysis, options: SingOptions): Float32Array {
  const { samples, period } = word;
  const out = new Float32Array(Math.max(1, Math.round(options.length)));
  const indices: number[] = [];
  word.marks.forEach((mark, i) => {
    if (mark >= options.from && mark < options.to) indices.push(i);
  });
  if (!indices.length) return out;

  // How long each mark's stretch lasts at the output: consonants 1:1 when there is room.
  const spacing = indices.map((index, k) => (k + 1 < indices.length ? word.marks[indices[k + 1]!]! - word.marks[index]! : period));
  const voicedLength = indices.reduce((sum, index, k) => sum + (word.voiced[index] ? spacing[k]! : 0), 0);
  const unvoicedLength = indices.reduce((sum, index, k) => sum + (word.voiced[index] ? 0 : spacing[k]!), 0);
  const sourceLength = voicedLength + unvoicedLength;
  let voicedScale: number;
  let unvoicedScale: number;
  if (out.length >= sourceLength && voicedLength > 0 && out.length - unvoicedLength > 0) {
    unvoicedScale = 1;
    voicedScale = (out.length - unvoicedLength) / voicedLength;
  } else {
    voicedScale = unvoicedScale = out.length / Math.max(1, sourceLength);
  }
  // Output time at which each source mark falls.
  const at: number[] = [];
  let time = 0;
  indices.forEach((index, k) => {
    at.push(time);
    time += spacing[k]! * (word.voiced[index] ? voicedScale : unvoicedScale);
  });

  const half = period;
  const window = new Float32Array(2 * half + 1);
  for (let i = 0; i < window.length; i += 1) window[i] = 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / (window.length - 1));

  const vibrato = options.vibratoSemitones ?? 0.25;
  const onset = options.sampleRate * 0.25;
  let t = 0;
  let k = 0;
  while (t < out.length) {
    while (k + 1 < at.length && at[k + 1]! <= t) k += 1;
    // The source mark nearest to this output time.
    const nearest = k + 1 < at.length && at[k + 1]! - t < t - at[k]! ? k + 1 : k;
    const index = indices[nearest]!;
    const centre = word.marks[index]!;
    const isVoiced = word.voiced[index]!;
    let step = period;
    let gain = 1;
    if (isVoiced) {
      const depth = t > onset ? vibrato * Math.min(1, (t - onset) / onset) : 0;
      const hz = options.targetHz * 2 ** ((depth * Math.sin((2 * Math.PI * 5.5 * t) / options.sampleRate)) / 12);
      step = options.sampleRate / hz;
      // Grains overlap period/step times: scale so loudness does not follow the pitch.
      gain = Math.min(2, step / period);
    }
    const base = Math.round(t);
    for (let i = -half; i <= half; i += 1) {
      const target = base + i;
      const source = centre + i;
      if (target < 0 || target >= out.length || source < 0 || source >= samples.length) continue;
      out[target] = out[target]! + samples[source]! * window[i + half]! * gain;
    }
    t += Math.max(1, step);
  }
  // Soft edges so notes never click.
  const fadeIn = Math.min(out.length >> 1, Math.round(options.sampleRate * 0.008));
  const fadeOut = Math.min(out.length >> 1, Math.round(options.sampleRate * 0.03));
  for (let i = 0; i < fadeIn; i += 1) out[i] = out[i]! * (i / fadeIn);
  for (let i = 0; i < fadeOut; i += 1) out[out.length - 1 - i] = out[out.length - 1 - i]! * (i / fadeOut);
  return out;
}
