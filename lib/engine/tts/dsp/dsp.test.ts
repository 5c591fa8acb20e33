import { describe, expect, it } from 'vitest';
import { freqt } from './cepstrum';
import { pitchTrack } from './pitch';
import { resample } from './resample';
import { vocode } from './vocoder';
import { decodeWav, encodeWav, toStereo } from './wav';

/** The signal-processing pieces on signals whose answer is known. */

const sine = (hz: number, rate: number, secondsLong: number, amplitude = 0.5) =>
  Float32Array.from({ length: Math.round(rate * secondsLong) }, (_, i) => amplitude * Math.sin((2 * Math.PI * hz * i) / rate));

const rms = (x: Float32Array, from = 0, to = x.length) => {
  let s = 0;
  for (let i = from; i < to; i++) s += x[i]! ** 2;
  return Math.sqrt(s / (to - from));
};

describe('WAV', () => {
  it('round-trips mono and stereo 16-bit PCM within one quantisation step', () => {
    const samples = sine(440, 24000, 0.1);
    for (const audio of [
      { sampleRate: 24000, channels: 1, samples },
      { sampleRate: 48000, channels: 2, samples: toStereo(samples) },
    ]) {
      const back = decodeWav(encodeWav(audio));
      expect(back.sampleRate).toBe(audio.sampleRate);
      expect(back.channels).toBe(audio.channels);
      expect(back.samples.length).toBe(audio.samples.length);
      for (let i = 0; i < back.samples.length; i += 97) expect(back.samples[i]).toBeCloseTo(audio.samples[i]!, 3);
    }
  });

  it('clips beyond full scale instead of wrapping around', () => {
    const back = decodeWav(encodeWav({ sampleRate: 8000, channels: 1, samples: Float32Array.from([2, -2]) }));
    expect(back.samples[0]).toBeCloseTo(1, 3);
    expect(back.samples[1]).toBeCloseTo(-1, 3);
  });
});

describe('resampling', () => {
  it.each([
    [48000, 24000],
    [22050, 24000],
    [48000, 44100],
    [22050, 8000],
  ])('%i Hz to %i Hz keeps a 300 Hz tone\'s pitch and level', (from, to) => {
    const out = resample(sine(300, from, 0.5), from, to);
    expect(out.length).toBe(Math.round((0.5 * from * to) / from));
    const track = pitchTrack(out, { sampleRate: to, hop: to / 100 });
    const voiced = [...track].filter((f) => f > 0);
    expect(voiced.length).toBeGreaterThan(30);
    expect(voiced[Math.floor(voiced.length / 2)]).toBeCloseTo(300, -1);
    expect(rms(out, to * 0.1, to * 0.4)).toBeCloseTo(0.5 / Math.SQRT2, 2);
  });

  it('removes what the lower rate cannot carry (no aliasing)', () => {
    const out = resample(sine(10000, 48000, 0.3), 48000, 16000);
    expect(rms(out, 1000, 4000)).toBeLessThan(0.01);
  });
});

describe('YIN pitch tracking', () => {
  it('finds the F0 of a pulse train and calls noise unvoiced', () => {
    const rate = 24000;
    const pulses = new Float32Array(rate);
    for (let i = 0; i < rate; i += rate / 150) pulses[Math.round(i)] = 0.8;
    const track = pitchTrack(pulses, { sampleRate: rate, hop: 120 });
    const voiced = [...track.slice(20, 180)].filter((f) => f > 0);
    expect(voiced.length).toBeGreaterThan(150);
    for (const f of voiced) expect(f).toBeCloseTo(150, 0);
    let seed = 1;
    const noise = Float32Array.from({ length: rate }, () => ((seed = (seed * 16807) % 2147483647) / 2147483647 - 0.5) * 0.5);
    expect([...pitchTrack(noise, { sampleRate: rate, hop: 120 })].filter((f) => f > 0).length).toBeLessThan(10);
  });
});

describe('the MLSA vocoder', () => {
  it('imposes the F0 it is given, frame by frame', () => {
    const frames = 200;
    const order = 24;
    const mcep = new Float32Array(frames * (order + 1));
    // A simple envelope: some gain and a gentle tilt.
    for (let t = 0; t < frames; t++) {
      mcep[t * (order + 1)] = Math.log(0.1);
      mcep[t * (order + 1) + 1] = 0.5;
    }
    const f0 = Float32Array.from({ length: frames }, (_, t) => (t < 100 ? 120 : 240));
    const samples = vocode({ sampleRate: 22050, framePeriod: 110, alpha: 0.45, order, mcep, f0, gate: new Float32Array(frames).fill(1) });
    const track = pitchTrack(samples, { sampleRate: 22050, hop: 110 });
    const median = (a: number[]) => a.sort((x, y) => x - y)[Math.floor(a.length / 2)]!;
    expect(median([...track.slice(20, 90)])).toBeCloseTo(120, -1);
    expect(median([...track.slice(120, 190)])).toBeCloseTo(240, -1);
  });

  it('is silent where the gate is closed', () => {
    const frames = 50;
    const mcep = new Float32Array(frames * 25);
    const gate = Float32Array.from({ length: frames }, (_, t) => (t < 25 ? 1 : 0));
    const samples = vocode({ sampleRate: 22050, framePeriod: 110, alpha: 0.45, order: 24, mcep, f0: new Float32Array(frames), gate });
    expect(rms(samples, 0, 20 * 110)).toBeGreaterThan(0.5);
    expect(rms(samples, 30 * 110, 50 * 110)).toBeLessThan(1e-3);
  });
});

describe('freqt', () => {
  it('with alpha 0 leaves a cepstrum as it is, truncated to the order', () => {
    expect([...freqt([1, 0.5, 0.25, 0.125], 2, 0)]).toEqual([1, 0.5, 0.25]);
  });
});
