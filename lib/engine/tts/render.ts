import { vocode } from './dsp/vocoder';
import type { Timeline } from './timeline';

/**
 * Both voices end here. A voice supplies a *source*: a mel-cepstral spectrum track with a
 * log F0 track, and for every timeline segment the span of source frames that says it. The
 * renderer stretches each span onto the segment's frames (so every consonant and vowel
 * lasts what the query says), builds the F0 contour from the moras' pitches (so every mora
 * sounds at the pitch the query says) and vocodes.
 */
export interface SpectralSource {
  sampleRate: number;
  framePeriod: number;
  alpha: number;
  order: number;
  /** Source frames * (order + 1). */
  mcep: Float32Array;
  /** Log F0 per source frame; not finite (or <= 0) where the source is unvoiced. */
  lf0: Float32Array;
  /** Per timeline segment: [start, end) in source frames (fractional allowed). */
  spans: Array<[number, number]>;
  /** Optional mixed-excitation low-pass FIR per source frame (see VocoderFrames.lpf). */
  lpf?: Float32Array;
  lpfTaps?: number;
}

export interface RenderOptions {
  intonationScale: number;
  /** Noise excitation everywhere. */
  whisper?: boolean;
  /** Synthesis all-pass constant, when it differs from the analysis one (shifts the formants). */
  alpha?: number;
  /** How far the source's own contour may move a frame from its mora's pitch (log F0). */
  detailLimit?: number;
  /** Moving-average window of the final log F0 contour, in frames. */
  smoothFrames?: number;
  /**
   * What voices a vowel segment: 'pitch' (a Japanese mora's vowel is voiced exactly when the
   * query gives it a pitch) or 'source' (a syllable's rhyme also holds its closing consonants,
   * so, as for consonants, the source decides frame by frame where the voicing is).
   */
  vowelVoicing?: 'pitch' | 'source';
}

const isVoicedLf0 = (value: number) => Number.isFinite(value) && value > 0;

export interface FrameTrack {
  mcep: Float32Array;
  f0: Float32Array;
  gate: Float32Array;
  lpf?: Float32Array;
}

/** The per-frame vocoder input for a timeline (exported for tests: pitch and timing are checked here too). */
export function frameTrack(timeline: Timeline, source: SpectralSource, options: RenderOptions): FrameTrack {
  const { frames } = timeline;
  const width = source.order + 1;
  const mcep = new Float32Array(frames * width);
  const sourceLf0 = new Float32Array(frames).fill(Number.NaN);
  const gate = new Float32Array(frames);
  const sourceFrames = source.lf0.length;
  const taps = source.lpf && source.lpfTaps ? source.lpfTaps : 0;
  const lpf = taps ? new Float32Array(frames * taps) : undefined;

  timeline.segments.forEach((segment, index) => {
    const [spanStart, spanEnd] = source.spans[index]!;
    const length = segment.end - segment.start;
    if (length <= 0) return;
    const step = (spanEnd - spanStart) / length;
    for (let i = segment.start; i < segment.end; i++) {
      const position = Math.min(Math.max(spanStart + (i - segment.start + 0.5) * step - 0.5, spanStart), Math.max(spanStart, spanEnd - 1));
      const clamped = Math.min(Math.max(position, 0), sourceFrames - 1);
      const lo = Math.floor(clamped);
      const hi = Math.min(lo + 1, sourceFrames - 1);
      const frac = clamped - lo;
      for (let k = 0; k < width; k++) {
        mcep[i * width + k] = source.mcep[lo * width + k]! * (1 - frac) + source.mcep[hi * width + k]! * frac;
      }
      sourceLf0[i] = source.lf0[Math.round(clamped)]!;
      if (lpf) lpf.set(source.lpf!.subarray(Math.round(clamped) * taps, (Math.round(clamped) + 1) * taps), i * taps);
      gate[i] = segment.kind === 'sil' || segment.kind === 'pau' ? 0 : 1;
    }
  });

  return { mcep, f0: f0Contour(timeline, sourceLf0, options), gate, lpf };
}

/**
 * The F0 contour: each voiced frame takes its mora's pitch, plus the source's own movement
 * around that mora's mean (the micro-prosody that keeps a vowel from sounding like a held
 * note, scaled with the intonation and capped), then a short moving average so moras join
 * smoothly. Vowels are voiced when their mora has a pitch; consonants when, in addition,
 * the source voiced them (an s stays noise, an m carries the pitch).
 */
export function f0Contour(timeline: Timeline, sourceLf0: Float32Array, options: RenderOptions): Float32Array {
  const frames = timeline.frames;
  const logF0 = new Float32Array(frames);
  const limit = options.detailLimit ?? 0.12;

  // Mean source log F0 per mora, over its voiced frames.
  const sums = new Float64Array(timeline.moras.length);
  const counts = new Uint32Array(timeline.moras.length);
  for (const segment of timeline.segments) {
    for (let i = segment.start; i < segment.end; i++) {
      if (isVoicedLf0(sourceLf0[i]!)) {
        sums[segment.mora]! += sourceLf0[i]!;
        counts[segment.mora]!++;
      }
    }
  }

  for (const segment of timeline.segments) {
    if (segment.kind === 'sil' || segment.kind === 'pau') continue;
    const mora = timeline.moras[segment.mora]!;
    if (mora.pitch <= 0 || segment.phoneme === 'cl') continue;
    const mean = counts[segment.mora]! > 0 ? sums[segment.mora]! / counts[segment.mora]! : 0;
    const glideFrames = mora.glide !== 0 ? Math.max(1, Math.round(mora.glideSeconds / timeline.frameSeconds)) : 0;
    for (let i = segment.start; i < segment.end; i++) {
      const source = sourceLf0[i]!;
      const sourceVoiced = isVoicedLf0(source);
      if (!sourceVoiced && (segment.kind === 'consonant' || options.vowelVoicing === 'source')) continue;
      let value = mora.pitch;
      if (sourceVoiced && mean > 0) {
        value += Math.max(-limit, Math.min(limit, (source - mean) * options.intonationScale));
      }
      if (glideFrames > 0 && segment.kind === 'vowel') {
        const fromEnd = segment.end - i;
        if (fromEnd <= glideFrames) value += mora.glide * (1 - (fromEnd - 1) / glideFrames);
      }
      logF0[i] = value;
    }
  }

  const smoothed = smoothVoiced(logF0, options.smoothFrames ?? 7);
  const f0 = new Float32Array(frames);
  for (let i = 0; i < frames; i++) f0[i] = smoothed[i]! > 0 ? Math.exp(smoothed[i]!) : 0;
  return f0;
}

/** Moving average inside each voiced run (zeros are unvoiced and stay so). */
function smoothVoiced(values: Float32Array, window: number): Float32Array {
  const out = new Float32Array(values.length);
  const half = Math.floor(window / 2);
  let i = 0;
  while (i < values.length) {
    if (values[i]! <= 0) {
      i++;
      continue;
    }
    let end = i;
    while (end < values.length && values[end]! > 0) end++;
    for (let k = i; k < end; k++) {
      const lo = Math.max(i, k - half);
      const hi = Math.min(end - 1, k + half);
      let sum = 0;
      for (let j = lo; j <= hi; j++) sum += values[j]!;
      out[k] = sum / (hi - lo + 1);
    }
    i = end;
  }
  return out;
}

/** Vocodes a timeline from a source: samples at the source's rate, in -1..1. */
export function renderTimeline(timeline: Timeline, source: SpectralSource, options: RenderOptions): Float32Array {
  const track = frameTrack(timeline, source, options);
  return vocode(
    {
      sampleRate: source.sampleRate,
      framePeriod: source.framePeriod,
      alpha: options.alpha ?? source.alpha,
      order: source.order,
      mcep: track.mcep,
      f0: track.f0,
      gate: track.gate,
      lpf: track.lpf,
      lpfTaps: source.lpfTaps,
    },
    { whisper: options.whisper },
  );
}
