/**
 * What the singer needs to know about a spoken word: where its voice is (voiced frames),
 * its pitch period, the pitch marks (one per glottal pulse) and where its syllables meet.
 */

export interface WordAnalysis {
  samples: Float32Array;
  /** Pitch period in samples (the monotone's), from the voiced frames. */
  period: number;
  /** Pitch marks (sample positions) and whether each sits in a voiced stretch. */
  marks: number[];
  voiced: boolean[];
  /** Frame energy (RMS) every `hop` samples: syllable cuts go to its valleys. */
  energy: Float32Array;
  hop: number;
}

function autocorrelationPeriod(samples: Float32Array, start: number, length: number, minLag: number, maxLag: number): { lag: number; strength: number } {
  let energy = 0;
  for (let i = start; i < start + length; i += 1) energy += samples[i]! * samples[i]!;
  if (energy <= 1e-9) return { lag: 0, strength: 0 };
  let bestLag = 0;
  let best = -Infinity;
  for (let lag = minLag; lag <= maxLag; lag += 1) {
    let sum = 0;
    let norm = 0;
    for (let i = start; i < start + length; i += 1) {
      sum += samples[i]! * samples[i + lag]!;
      norm += samples[i + lag]! * samples[i + lag]!;
    }
    const value = sum / Math.sqrt(energy * norm + 1e-12);
    if (value > best) {
      best = value;
      bestLag = lag;
    }
  }
  return { lag: bestLag, strength: best };
}

/**
 * `expectedHz` is the monotone eSpeak was asked for: searching only near it keeps the
 * analysis cheap and free of octave errors.
 */
export function analyzeWord(samples: Float32Array, sampleRate: number, expectedHz: number): WordAnalysis {
  const hop = Math.round(sampleRate * 0.005);
  const window = Math.round(sampleRate * 0.025);
  const expected = sampleRate / expectedHz;
  const minLag = Math.max(2, Math.floor(expected * 0.7));
  const maxLag = Math.ceil(expected * 1.4);
  const frames = Math.max(1, Math.floor(samples.length / hop));
  const energy = new Float32Array(frames);
  let peak = 0;
  for (let f = 0; f < frames; f += 1) {
    let sum = 0;
    const end = Math.min(samples.length, (f + 1) * hop);
    for (let i = f * hop; i < end; i += 1) sum += samples[i]! * samples[i]!;
    energy[f] = Math.sqrt(sum / hop);
    peak = Math.max(peak, energy[f]!);
  }
  // Voicing and period, measured every 4th frame (20 ms) to stay cheap.
  const frameVoiced = new Array<boolean>(frames).fill(false);
  const lags: number[] = [];
  for (let f = 0; f < frames; f += 4) {
    const start = f * hop;
    if (start + window + maxLag >= samples.length || energy[f]! < peak * 0.08) continue;
    const { lag, strength } = autocorrelationPeriod(samples, start, window, minLag, maxLag);
    if (strength > 0.6) {
      lags.push(lag);
      for (let g = f; g < Math.min(frames, f + 4); g += 1) frameVoiced[g] = true;
    }
  }
  lags.sort((a, b) => a - b);
  const period = lags.length ? lags[Math.floor(lags.length / 2)]! : Math.round(expected);

  // Marks a period apart, pulled onto the waveform's local peak where voiced.
  const marks: number[] = [];
  const voiced: boolean[] = [];
  let position = Math.min(period, samples.length - 1);
  while (position < samples.length - 1) {
    const isVoiced = frameVoiced[Math.min(frames - 1, Math.floor(position / hop))]!;
    let mark = position;
    if (isVoiced) {
      const reach = Math.floor(period / 4);
      let best = -Infinity;
      for (let i = Math.max(0, position - reach); i <= Math.min(samples.length - 1, position + reach); i += 1) {
        if (samples[i]! > best) {
          best = samples[i]!;
          mark = i;
        }
      }
    }
    marks.push(mark);
    voiced.push(isVoiced);
    position = mark + period;
  }
  return { samples, period, marks, voiced, energy, hop };
}

/**
 * Cuts a word into `count` syllables: starts from equal parts and moves each cut to the
 * quietest frame nearby (the consonant between two vowels). Returns sample ranges.
 */
export function syllableRanges(analysis: WordAnalysis, count: number): [number, number][] {
  const length = analysis.samples.length;
  if (count <= 1) return [[0, length]];
  const cuts = [0];
  const frames = analysis.energy.length;
  const reach = Math.max(1, Math.floor((frames / count) * 0.35));
  for (let i = 1; i < count; i += 1) {
    const guess = Math.round((frames * i) / count);
    let best = guess;
    for (let f = Math.max(1, guess - reach); f <= Math.min(frames - 2, guess + reach); f += 1) {
      if (analysis.energy[f]! < analysis.energy[best]!) best = f;
    }
    cuts.push(Math.max(cuts[cuts.length - 1]! + analysis.hop, best * analysis.hop));
  }
  cuts.push(length);
  return cuts.slice(0, -1).map((start, i) => [start, Math.max(start + 1, cuts[i + 1]!)] as [number, number]);
}
