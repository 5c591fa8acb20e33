import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AudioQuery } from '../../contract/tts';
import { decodeWav, type PcmAudio } from './dsp/wav';
import { pitchTrack } from './dsp/pitch';
import { buildTimeline } from './timeline';

/** Helpers for the engine's tests: measure what we synthesise, with our own YIN and with sox. */

export function mono(audio: PcmAudio): Float32Array {
  if (audio.channels === 1) return audio.samples;
  const out = new Float32Array(audio.samples.length / audio.channels);
  for (let i = 0; i < out.length; i++) out[i] = audio.samples[i * audio.channels]!;
  return out;
}

export function rms(samples: Float32Array): number {
  let sum = 0;
  for (const s of samples) sum += s * s;
  return Math.sqrt(sum / Math.max(1, samples.length));
}

export const seconds = (audio: PcmAudio) => audio.samples.length / audio.channels / audio.sampleRate;

export const HOP_SECONDS = 0.005;

/** F0 track of a WAV at 5 ms hops. */
export function f0Of(wav: Uint8Array): Float32Array {
  const audio = decodeWav(wav);
  return pitchTrack(mono(audio), { sampleRate: audio.sampleRate, hop: audio.sampleRate * HOP_SECONDS, minF0: 50, maxF0: 700 });
}

/** Median of the voiced F0 values between two times (seconds). */
export function medianBetween(track: Float32Array, from: number, to: number): number {
  const values: number[] = [];
  for (let t = Math.ceil(from / HOP_SECONDS); t <= Math.floor(to / HOP_SECONDS) && t < track.length; t++) if (track[t]! > 0) values.push(track[t]!);
  values.sort((a, b) => a - b);
  return values.length ? values[Math.floor(values.length / 2)]! : 0;
}

/** [start, end) seconds of every mora's vowel in the synthesised audio, from the engine's own timeline rules. */
export function vowelSpans(query: AudioQuery, upspeak = false): Array<{ mora: number; start: number; end: number; pitch: number }> {
  const timeline = buildTimeline(query, { frameSeconds: 0.005, enableInterrogativeUpspeak: upspeak, upspeak: 'mora' });
  return timeline.segments
    .filter((s) => s.kind === 'vowel')
    .map((s) => ({ mora: s.mora, start: s.start * 0.005, end: s.end * 0.005, pitch: timeline.moras[s.mora]!.pitch }));
}

/** `sox <file> -n stat` as numbers (the LISTEN-proxy: length and levels of what we made). */
export function soxStat(wav: Uint8Array): Record<string, number> {
  const dir = mkdtempSync(path.join(tmpdir(), 'prism-tts-test-'));
  const file = path.join(dir, 'out.wav');
  writeFileSync(file, wav);
  // sox writes the statistics on stderr.
  const text = spawnSync('sox', [file, '-n', 'stat'], { encoding: 'utf8' }).stderr;
  const stats: Record<string, number> = {};
  for (const line of text.split('\n')) {
    const match = /^([A-Za-z ()]+?):\s+(-?[\d.]+)/.exec(line.trim());
    if (match) stats[match[1]!.trim()] = Number(match[2]);
  }
  return stats;
}

export function soxInfo(wav: Uint8Array): { rate: number; channels: number; seconds: number } {
  const dir = mkdtempSync(path.join(tmpdir(), 'prism-tts-test-'));
  const file = path.join(dir, 'out.wav');
  writeFileSync(file, wav);
  const get = (flag: string) => Number(execFileSync('soxi', [flag, file], { encoding: 'utf8' }).trim());
  return { rate: get('-r'), channels: get('-c'), seconds: get('-D') };
}
