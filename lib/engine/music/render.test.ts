import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SongRequest } from './compose';
import { MASTER_CEILING } from './mix';
import { generateSong, previewSong, type GeneratedSong } from './render';
import { readWav } from './wav';

// Real FluidSynth, eSpeak NG, ffmpeg and sox: short songs keep the file quick.
const base: SongRequest = {
  mode: 'advance',
  prompt: '[Verse]\nRain on the window\nWhispering my name\n[Chorus]\nStay with me tonight',
  title: 'Rain',
  tags: 'lofi 100 bpm',
  negativeTags: '',
  instrumental: false,
  seed: 11,
};

const dir = mkdtempSync(path.join(tmpdir(), 'music-render-test-'));
const save = (name: string, bytes: Uint8Array) => {
  const file = path.join(dir, name);
  writeFileSync(file, bytes);
  return file;
};
const duration = (file: string) => Number(execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file]).toString());
/** sox's statistics of a file ("sox file -n stat" prints them on stderr). */
function soxStat(file: string): Record<string, number> {
  const { stderr } = spawnSync('sox', [file, '-n', 'stat'], { encoding: 'utf8' });
  return Object.fromEntries(
    stderr
      .split('\n')
      .map((line) => /^([^:]+):\s+(-?[\d.]+)/.exec(line))
      .filter((m): m is RegExpExecArray => !!m)
      .map((m) => [m[1]!.trim(), Number(m[2])]),
  );
}

/** The highest sample ffmpeg decodes from a file, as floats (which, unlike 16-bit, may go past 1). */
function decodedPeak(file: string): number {
  const raw = execFileSync('ffmpeg', ['-v', 'error', '-i', file, '-f', 'f32le', '-acodec', 'pcm_f32le', '-'], { maxBuffer: 256 * 1024 * 1024 });
  const samples = new Float32Array(raw.buffer, raw.byteOffset, raw.byteLength / 4);
  let peak = 0;
  for (const sample of samples) peak = Math.max(peak, Math.abs(sample));
  return peak;
}

let sung: GeneratedSong;
let other: GeneratedSong;
let instrumental: GeneratedSong;

beforeAll(async () => {
  [sung, other, instrumental] = await Promise.all([
    generateSong(base),
    generateSong({ ...base, seed: 12 }),
    generateSong({ ...base, instrumental: true }),
  ]);
}, 120_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('rendered song', () => {
  it('is as long as meta.duration in WAV, MP3 and MP4', () => {
    const seconds = sung.meta.duration;
    expect(seconds).toBeGreaterThan(10);
    const wav = readWav(sung.wav);
    expect(wav.sampleRate).toBe(44100);
    expect(wav.channels).toHaveLength(2);
    expect(wav.channels[0]!.length / 44100).toBeCloseTo(seconds, 2);
    expect(Math.abs(duration(save('a.wav', sung.wav)) - seconds)).toBeLessThan(0.05);
    expect(Math.abs(duration(save('a.mp3', sung.mp3)) - seconds)).toBeLessThan(0.1);
    expect(Math.abs(duration(save('a.mp4', sung.mp4)) - seconds)).toBeLessThan(0.15);
  });

  it('is not silent and does not clip, decoded from MP3 and MP4 too', () => {
    const stat = soxStat(save('b.wav', sung.wav));
    expect(stat['RMS     amplitude']).toBeGreaterThan(0.05);
    // The limiter's ceiling (1 dB under full scale; a 16-bit sample rounds up to half a step).
    expect(stat['Maximum amplitude']).toBeLessThanOrEqual(MASTER_CEILING + 1 / 32768);
    // Lossy decoders overshoot between samples: the ceiling leaves them room.
    for (const [name, bytes] of [['b.mp3', sung.mp3], ['b.mp4', sung.mp4]] as const) {
      expect(decodedPeak(save(name, bytes)), name).toBeLessThan(1);
    }
    // Sound all along: every 2-second window of the music part has signal.
    const [left] = readWav(sung.wav).channels;
    const window = 2 * 44100;
    const musicEnd = left!.length - 2 * 44100;
    for (let start = 0; start + window <= musicEnd; start += window) {
      let sum = 0;
      for (let i = start; i < start + window; i += 1) sum += left![i]! * left![i]!;
      expect(Math.sqrt(sum / window), `window at ${start / 44100}s`).toBeGreaterThan(0.005);
    }
  });

  it('differs between two variations (seeds)', () => {
    expect(Buffer.compare(Buffer.from(sung.midi), Buffer.from(other.midi))).not.toBe(0);
    expect(Buffer.compare(Buffer.from(sung.mp3), Buffer.from(other.mp3))).not.toBe(0);
    const a = readWav(sung.wav).channels[0]!;
    const b = readWav(other.wav).channels[0]!;
    let difference = 0;
    for (let i = 0; i < Math.min(a.length, b.length); i += 1) difference += (a[i]! - b[i]!) ** 2;
    expect(Math.sqrt(difference / Math.min(a.length, b.length))).toBeGreaterThan(0.02);
  });

  it('has a voice when not instrumental: the same song instrumental is another recording', () => {
    expect(sung.meta.instrumental).toBe(false);
    expect(instrumental.meta.instrumental).toBe(true);
    expect(instrumental.meta.lyrics).toBe('');
    expect(Buffer.compare(Buffer.from(sung.midi), Buffer.from(instrumental.midi))).not.toBe(0);
    // Same structure and length, different sound where the verse is sung.
    expect(instrumental.meta.duration).toBe(sung.meta.duration);
    const verse = sung.meta.sections.find((s) => s.kind === 'verse')!;
    const a = readWav(sung.wav).channels[0]!;
    const b = readWav(instrumental.wav).channels[0]!;
    let difference = 0;
    let energy = 0;
    for (let i = Math.round(verse.start * 44100); i < Math.round(verse.end * 44100); i += 1) {
      difference += (a[i]! - b[i]!) ** 2;
      energy += b[i]! ** 2;
    }
    expect(difference / energy).toBeGreaterThan(0.1);
  });

  it('draws a cover from the title and tags', async () => {
    const meta = await sharp(Buffer.from(sung.png)).metadata();
    expect(meta.format).toBe('png');
    expect(meta.width).toBe(768);
    const otherCover = await sharp(Buffer.from(other.png)).raw().toBuffer();
    expect(Buffer.compare(await sharp(Buffer.from(sung.png)).raw().toBuffer(), otherCover)).not.toBe(0);
  });

  it('previews the first section quickly, as an MP3 shorter than the song', async () => {
    const preview = await previewSong(base);
    expect(preview.duration).toBeLessThan(sung.meta.duration);
    expect(preview.duration).toBe(sung.meta.sections.find((s) => s.end >= Math.min(8, sung.meta.duration / 2))!.end);
    expect(Math.abs(duration(save('p.mp3', preview.mp3)) - preview.duration)).toBeLessThan(0.1);
  }, 60_000);
});
