import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { audioQuery as audioQuerySchema, type AudioQuery } from '../../contract/tts';
import { decodeWav } from './dsp/wav';
import { audioQuery, DEFAULT_TTS_CONFIG, multiSynthesize, synthesize, TtsInputError } from './index';
import { f0Of, medianBetween, mono, rms, seconds, soxInfo, soxStat, vowelSpans } from './test-support';

/**
 * The Japanese voice end to end, on the real Debian tools (open_jtalk, hts_engine, sox):
 * each query field is checked by measuring the sound, not by trusting the code.
 */

const SPEAKER = 0;
let base: AudioQuery;
let baseWav: Uint8Array;

const withQuery = (changes: Partial<AudioQuery>): AudioQuery => ({ ...structuredClone(base), ...changes });

beforeAll(async () => {
  base = await audioQuery('きょうは、とてもいい天気ですね。', SPEAKER);
  baseWav = await synthesize(base, SPEAKER);
});

describe('the WAV files', () => {
  it('have a canonical 16-bit PCM header whose sizes match the data', () => {
    const view = new DataView(baseWav.buffer, baseWav.byteOffset, baseWav.byteLength);
    const tag = (o: number) => String.fromCharCode(...baseWav.subarray(o, o + 4));
    expect(tag(0)).toBe('RIFF');
    expect(view.getUint32(4, true)).toBe(baseWav.byteLength - 8);
    expect(tag(8)).toBe('WAVE');
    expect(tag(12)).toBe('fmt ');
    expect(view.getUint32(16, true)).toBe(16);
    expect(view.getUint16(20, true)).toBe(1); // PCM
    expect(view.getUint16(22, true)).toBe(1); // mono by default
    expect(view.getUint32(24, true)).toBe(24000); // VOICEVOX's default rate
    expect(view.getUint32(28, true)).toBe(24000 * 2);
    expect(view.getUint16(32, true)).toBe(2);
    expect(view.getUint16(34, true)).toBe(16);
    expect(tag(36)).toBe('data');
    expect(view.getUint32(40, true)).toBe(baseWav.byteLength - 44);
  });

  it.each([
    [8000, false],
    [16000, true],
    [44100, false],
    [48000, true],
  ] as const)('come at %i Hz, stereo %s, as asked (read back by soxi)', async (rate, stereo) => {
    const wav = await synthesize(withQuery({ outputSamplingRate: rate, outputStereo: stereo }), SPEAKER);
    const info = soxInfo(wav);
    expect(info.rate).toBe(rate);
    expect(info.channels).toBe(stereo ? 2 : 1);
    expect(info.seconds).toBeCloseTo(seconds(decodeWav(baseWav)), 1);
  });

  it('sound like speech to sox: sane length, level and no DC (the LISTEN proxy)', () => {
    const stat = soxStat(baseWav);
    // A 16-mora sentence with 0.1 s before and after: about 1.5 to 3 seconds.
    expect(stat['Length (seconds)']).toBeGreaterThan(1.5);
    expect(stat['Length (seconds)']).toBeLessThan(3.5);
    expect(stat['Maximum amplitude']).toBeLessThan(0.9);
    expect(stat['Maximum amplitude']).toBeGreaterThan(0.1);
    expect(stat['RMS     amplitude'] ?? stat['RMS amplitude']).toBeGreaterThan(0.02);
    expect(Math.abs(stat['Mean    amplitude'] ?? stat['Mean amplitude'] ?? 0)).toBeLessThan(0.01);
  });
});

describe('against open_jtalk', () => {
  it('keeps plosive bursts at the level open_jtalk gives them (a stable MLSA filter)', async () => {
    // ずっと: the t after a geminate has a steep burst spectrum; an order-4 Padé filter blew it up 20-fold.
    const text = 'ずっと続く家族の絆';
    const ours = soxStat(await synthesize(await audioQuery(text, SPEAKER), SPEAKER));
    const dir = mkdtempSync(path.join(tmpdir(), 'prism-tts-oj-'));
    writeFileSync(path.join(dir, 'in.txt'), `${text}\n`);
    execFileSync('open_jtalk', ['-x', DEFAULT_TTS_CONFIG.openJtalkDictionary, '-m', DEFAULT_TTS_CONFIG.htsVoice, '-ow', path.join(dir, 'oj.wav'), path.join(dir, 'in.txt')]);
    const theirs = soxStat(readFileSync(path.join(dir, 'oj.wav')));
    expect(ours['Maximum amplitude']!).toBeLessThan(theirs['Maximum amplitude']! * 1.5);
    expect(ours['RMS     amplitude']!).toBeLessThan(theirs['RMS     amplitude']! * 1.6);
  });
});

describe('the Japanese voice\'s styles', () => {
  const voicedShare = (track: Float32Array) => [...track].filter((f) => f > 0).length / track.length;

  it('whisper (1) has no pitch at all; normal (0) is voiced wherever vowels are', async () => {
    const whisper = f0Of(await synthesize(base, 1));
    expect(voicedShare(f0Of(baseWav))).toBeGreaterThan(0.25);
    expect(voicedShare(whisper)).toBeLessThan(0.05);
  });

  it('higher (2) makes queries about 4 semitones up and sounds higher', async () => {
    const high = await audioQuery('きょうは、とてもいい天気ですね。', 2);
    const ratio = Math.exp(high.accent_phrases[0]!.moras[0]!.pitch - base.accent_phrases[0]!.moras[0]!.pitch);
    expect(ratio).toBeCloseTo(2 ** (4 / 12), 2);
    const measured = medianBetween(f0Of(await synthesize(high, 2)), 0, 10) / medianBetween(f0Of(baseWav), 0, 10);
    expect(measured).toBeGreaterThan(1.15);
  });
});

describe('the query fields', () => {
  it('speedScale 2 halves the duration (within 5 %)', async () => {
    const fast = decodeWav(await synthesize(withQuery({ speedScale: 2 }), SPEAKER));
    const ratio = seconds(fast) / seconds(decodeWav(baseWav));
    expect(Math.abs(ratio - 0.5)).toBeLessThan(0.025);
  });

  it('volumeScale 2 doubles the RMS (within 10 %)', async () => {
    const loud = decodeWav(await synthesize(withQuery({ volumeScale: 2 }), SPEAKER));
    const ratio = rms(mono(loud)) / rms(mono(decodeWav(baseWav)));
    expect(Math.abs(ratio - 2)).toBeLessThan(0.2);
  });

  it('pitchScale 0.1 raises the measured F0', async () => {
    const high = await synthesize(withQuery({ pitchScale: 0.1 }), SPEAKER);
    const before = medianBetween(f0Of(baseWav), 0, 10);
    const after = medianBetween(f0Of(high), 0, 10);
    expect(before).toBeGreaterThan(60);
    // VOICEVOX's rule multiplies log F0 by 2^0.1: for a ~120 Hz voice that is ~1.4 times the Hz.
    expect(after / before).toBeGreaterThan(1.2);
  });

  it('raising one mora\'s pitch raises F0 in that mora\'s time span only', async () => {
    const spans = vowelSpans(base).filter((s) => s.pitch > 0 && s.end - s.start >= 0.06);
    const target = spans[Math.floor(spans.length / 2)]!;
    const edited = structuredClone(base);
    let index = 0;
    for (const phrase of edited.accent_phrases) {
      for (const mora of phrase.moras) {
        index++; // timeline mora 0 is the leading silence
        if (index === target.mora) mora.pitch += 0.3;
      }
      if (phrase.pause_mora) index++;
    }
    const track = f0Of(await synthesize(edited, SPEAKER));
    const reference = f0Of(baseWav);
    const centre = (s: { start: number; end: number }) => [s.start + 0.25 * (s.end - s.start), s.end - 0.25 * (s.end - s.start)] as const;
    const [from, to] = centre(target);
    const raised = medianBetween(track, from, to) / medianBetween(reference, from, to);
    expect(raised).toBeGreaterThan(Math.exp(0.3) * 0.9);
    for (const other of spans) {
      if (other === target) continue;
      const [a, b] = centre(other);
      const ratio = medianBetween(track, a, b) / medianBetween(reference, a, b);
      expect(Math.abs(ratio - 1), `mora ${other.mora}`).toBeLessThan(0.03);
    }
  });

  it('honours each mora\'s vowel length: doubling one vowel lengthens the audio by that much', async () => {
    const edited = structuredClone(base);
    const mora = edited.accent_phrases[1]!.moras[0]!;
    const added = mora.vowel_length;
    mora.vowel_length *= 2;
    const longer = decodeWav(await synthesize(edited, SPEAKER));
    expect(seconds(longer) - seconds(decodeWav(baseWav))).toBeCloseTo(added, 1);
  });

  it('pause lengths, pre/post silences and pauseLengthScale change the duration by what they say', async () => {
    const pausing = base.accent_phrases.filter((p) => p.pause_mora).map((p) => p.pause_mora!.vowel_length);
    expect(pausing.length).toBeGreaterThan(0);
    const baseSeconds = seconds(decodeWav(baseWav));
    const padded = decodeWav(await synthesize(withQuery({ prePhonemeLength: 0.6, postPhonemeLength: 0.4 }), SPEAKER));
    expect(seconds(padded) - baseSeconds).toBeCloseTo(0.8, 1);
    const noPauses = decodeWav(await synthesize(withQuery({ pauseLengthScale: 0 }), SPEAKER));
    expect(baseSeconds - seconds(noPauses)).toBeCloseTo(pausing.reduce((a, b) => a + b, 0), 1);
  });

  it('intonationScale 0 flattens the melody', async () => {
    const flat = f0Of(await synthesize(withQuery({ intonationScale: 0 }), SPEAKER));
    const spread = (track: Float32Array) => {
      const voiced = [...track].filter((f) => f > 0).map(Math.log).sort((a, b) => a - b);
      return voiced[Math.floor(voiced.length * 0.9)]! - voiced[Math.floor(voiced.length * 0.1)]!;
    };
    expect(spread(flat)).toBeLessThan(spread(f0Of(baseWav)) * 0.6);
  });

  it('enable_interrogative_upspeak adds VOICEVOX\'s raised 0.15 s mora to a question', async () => {
    const question = await audioQuery('ほんとうにいいの？', SPEAKER);
    expect(question.accent_phrases.at(-1)!.is_interrogative).toBe(true);
    const upWav = await synthesize(question, SPEAKER, { enableInterrogativeUpspeak: true });
    const up = decodeWav(upWav);
    const plain = decodeWav(await synthesize(question, SPEAKER, { enableInterrogativeUpspeak: false }));
    expect(seconds(up) - seconds(plain)).toBeCloseTo(0.15, 1);
    const spans = vowelSpans(question, true);
    const [before, added] = spans.slice(-2) as [(typeof spans)[0], (typeof spans)[0]];
    expect(added.end - added.start).toBeCloseTo(0.15, 2);
    const track = f0Of(upWav);
    const middle = (s: { start: number; end: number }) => [s.start + (s.end - s.start) * 0.4, s.end - (s.end - s.start) * 0.1] as const;
    expect(medianBetween(track, ...middle(added))).toBeGreaterThan(medianBetween(track, ...middle(before)) * 1.15);
  });

  it('multi_synthesis gives one WAV per query and the joined WAV last, as long as the parts together', async () => {
    const second = withQuery({ outputSamplingRate: 16000 });
    const wavs = await multiSynthesize([base, second], SPEAKER);
    expect(wavs).toHaveLength(3);
    const [a, b, joined] = wavs.map(decodeWav);
    expect(b!.sampleRate).toBe(16000);
    expect(joined!.sampleRate).toBe(a!.sampleRate);
    expect(seconds(joined!)).toBeCloseTo(seconds(a!) + seconds(b!), 2);
  });

  it('rejects a phoneme the voice does not know, naming the field', async () => {
    const edited = structuredClone(base);
    edited.accent_phrases[0]!.moras[0]!.vowel = 'x';
    await expect(synthesize(edited, SPEAKER)).rejects.toThrow(/input\.accent_phrases\.0\.moras\.0\.vowel: must be one of/);
  });

  it('rejects a speaker no voice has', async () => {
    await expect(audioQuery('こんにちは', 12345)).rejects.toBeInstanceOf(TtsInputError);
  });

  it('makes silence of the pre/post length from an empty query', async () => {
    const empty = audioQuerySchema.parse({ accent_phrases: [] });
    const audio = decodeWav(await synthesize(empty, SPEAKER));
    expect(seconds(audio)).toBeCloseTo(0.2, 2);
    expect(rms(audio.samples)).toBe(0);
  });
});
