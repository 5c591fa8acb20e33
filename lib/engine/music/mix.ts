import type { Audio } from './wav';

/**
 * Mixing the voice into the band: a little room on the voice (a small Schroeder reverb), the
 * voice set to sit at the music's loudness, and the sum brought to a steady level with a
 * soft limiter so nothing clips.
 */

function rms(samples: Float32Array, onlyActive = false): number {
  let sum = 0;
  let count = 0;
  for (let i = 0; i < samples.length; i += 1) {
    const value = samples[i]!;
    if (onlyActive && Math.abs(value) < 1e-3) continue;
    sum += value * value;
    count += 1;
  }
  return count ? Math.sqrt(sum / count) : 0;
}

/** Schroeder reverb (four combs, two all-passes), mixed in at `wet`. */
export function reverb(dry: Float32Array, sampleRate: number, wet: number): Float32Array {
  const scale = sampleRate / 44100;
  const combs = [1557, 1617, 1491, 1422].map((d) => Math.round(d * scale));
  const allpasses = [225, 556].map((d) => Math.round(d * scale));
  const mixed = new Float32Array(dry.length);
  for (const delay of combs) {
    const buffer = new Float32Array(delay);
    let index = 0;
    let low = 0;
    for (let i = 0; i < dry.length; i += 1) {
      const out = buffer[index]!;
      low = out * 0.6 + low * 0.4; // damping: the tail darkens as it decays
      buffer[index] = dry[i]! + low * 0.8;
      mixed[i] = mixed[i]! + out * 0.25;
      index = index + 1 === delay ? 0 : index + 1;
    }
  }
  for (const delay of allpasses) {
    const buffer = new Float32Array(delay);
    let index = 0;
    for (let i = 0; i < mixed.length; i += 1) {
      const delayed = buffer[index]!;
      const input = mixed[i]!;
      buffer[index] = input + delayed * 0.5;
      mixed[i] = delayed - input * 0.5;
      index = index + 1 === delay ? 0 : index + 1;
    }
  }
  const out = new Float32Array(dry.length);
  for (let i = 0; i < dry.length; i += 1) out[i] = dry[i]! * (1 - wet) + mixed[i]! * wet;
  return out;
}

/** One-pole high-pass (rumble) and low-pass (eSpeak's hiss) on the voice. */
function bandLimit(samples: Float32Array, sampleRate: number, lowHz: number, highHz: number): Float32Array {
  const out = new Float32Array(samples.length);
  const a = Math.exp((-2 * Math.PI * highHz) / sampleRate);
  const b = Math.exp((-2 * Math.PI * lowHz) / sampleRate);
  let lowPassed = 0;
  let slow = 0;
  for (let i = 0; i < samples.length; i += 1) {
    lowPassed = (1 - a) * samples[i]! + a * lowPassed;
    slow = (1 - b) * lowPassed + b * slow;
    out[i] = lowPassed - slow;
  }
  return out;
}

/** Target loudness of the master (RMS), and where the soft limiter starts. */
const MASTER_RMS = 0.16;
const KNEE = 0.7;
/**
 * The limiter's ceiling: 1 dB under full scale. An MP3 or AAC decoder rebuilds the wave
 * between the samples and overshoots a master that reaches full scale; decoded, it clipped.
 */
export const MASTER_CEILING = 10 ** (-1 / 20);

function softLimit(value: number): number {
  const magnitude = Math.abs(value);
  if (magnitude <= KNEE) return value;
  return Math.sign(value) * (KNEE + (MASTER_CEILING - KNEE) * Math.tanh((magnitude - KNEE) / (MASTER_CEILING - KNEE)));
}

/**
 * Music (stereo) plus voice (mono, same rate and length, or null) → the master.
 * `voiceLevel` is the voice's loudness relative to the music's while it sings.
 */
export function mixdown(music: Audio, voice: Float32Array | null, voiceLevel = 1.1): Audio {
  const [left, right] = [music.channels[0]!, music.channels[1] ?? music.channels[0]!];
  const frames = left.length;
  let voiced: Float32Array | null = null;
  if (voice && rms(voice, true) > 0) {
    const shaped = reverb(bandLimit(voice, music.sampleRate, 110, 7000), music.sampleRate, 0.22);
    const musicRms = Math.max(rms(left), rms(right), 1e-4);
    const gain = (musicRms * voiceLevel) / rms(shaped, true);
    voiced = shaped.map((v) => v * gain);
  }
  const outL = new Float32Array(frames);
  const outR = new Float32Array(frames);
  for (let i = 0; i < frames; i += 1) {
    const v = voiced ? voiced[i] ?? 0 : 0;
    outL[i] = left[i]! + v;
    outR[i] = right[i]! + v;
  }
  const level = Math.max(rms(outL), rms(outR), 1e-6);
  const gain = Math.min(MASTER_RMS / level, 20);
  for (let i = 0; i < frames; i += 1) {
    outL[i] = softLimit(outL[i]! * gain);
    outR[i] = softLimit(outR[i]! * gain);
  }
  return { sampleRate: music.sampleRate, channels: [outL, outR] };
}
