import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createCancelFlag } from '../../vision/cancel';
import runTtsTask from '../worker';
import { decodeWav, encodeWav } from '../dsp/wav';
import { PHONEME_SEPARATOR, textToPhonemes } from '../espeak/ffi';
import { phonemeIds } from './phoneme-ids';
import { PiperCancelled, PiperVoice, pitchedRate } from './synthesize';
import { testVoiceConfig, testVoiceModel } from './test-voice';
import { parsePiperVoiceConfig } from './voice-config';

/** The IPA eSpeak NG gives for a text, clause by clause, as the runner reads it. */
const ipaClauses = (text: string) => textToPhonemes('en-us', text, true).map((c) => c.split(PHONEME_SEPARATOR).join('').trim());

describe('Piper phoneme ids (piper-phonemize order)', () => {
  it('begins with ^, pads after every phoneme, ends with $, and counts what the voice lacks', () => {
    const map = { _: [0], '^': [1], $: [2], a: [5], b: [6, 7] };
    const { ids, missing } = phonemeIds('abxa', map);
    expect(ids).toEqual([1, 0, 5, 0, 6, 7, 0, 5, 0, 2]);
    expect([...missing]).toEqual([['x', 1]]);
  });
});

describe('a Piper voice on ONNX Runtime (a generated graph with Piper inputs and output)', () => {
  const text = 'Hello world. Good morning';
  const clauses = ipaClauses(text);
  const config = testVoiceConfig(clauses.join(''));

  it('feeds the phoneme ids in order, clause by clause, and answers at the config sample rate', async () => {
    expect(clauses.length).toBe(2);
    const voice = await PiperVoice.load(testVoiceModel(), config);
    const audio = await voice.speak(text, { pauseLength: 0 });
    const expected = clauses.flatMap((clause) => phonemeIds(clause, config.phoneme_id_map).ids).map((id) => Math.fround(id / 1000));
    expect(Array.from(audio.samples)).toEqual(expected);
    expect(audio.sampleRate).toBe(16_000);
    expect(audio.missingPhonemes).toEqual({});
    const wav = decodeWav(encodeWav({ sampleRate: audio.sampleRate, channels: 1, samples: audio.samples }));
    expect(wav.sampleRate).toBe(16_000);
    expect(wav.samples.length).toBe(audio.samples.length);
    await voice.release();
  });

  it('maps speed to length_scale, and adds the silences and the pause between clauses', async () => {
    const voice = await PiperVoice.load(testVoiceModel(), { ...config, audio: { sample_rate: 22_050 } });
    const plain = await voice.speak(text, { pauseLength: 0 });
    const fast = await voice.speak(text, { speedScale: 2, pauseLength: 0 });
    expect(Array.from(fast.samples)).toEqual(Array.from(plain.samples, (s) => Math.fround(s / 2)));
    const padded = await voice.speak(text, { prePhonemeLength: 0.1, postPhonemeLength: 0.2, pauseLength: 0.05, volumeScale: 0.5 });
    expect(padded.samples.length).toBe(plain.samples.length + Math.round(0.1 * 22_050) + Math.round(0.2 * 22_050) + Math.round(0.05 * 22_050));
    expect(padded.samples.slice(0, Math.round(0.1 * 22_050)).every((s) => s === 0)).toBe(true);
    expect(Math.max(...padded.samples)).toBeCloseTo(Math.max(...plain.samples) * 0.5, 6);
    await voice.release();
  });

  it('raises the pitch by resampling a longer utterance back to its length', async () => {
    const voice = await PiperVoice.load(testVoiceModel(), config);
    const plain = await voice.speak('Hello world', { pauseLength: 0 });
    const higher = await voice.speak('Hello world', { pitchScale: 0.15, pauseLength: 0 });
    // The stand-in's length ignores length_scale: what is left is the resampling by 2^0.15.
    expect(higher.samples.length).toBe(Math.round((plain.samples.length * 16_000) / pitchedRate(16_000, 2 ** 0.15)));
    expect(higher.samples.length).toBeLessThan(plain.samples.length);
  });

  it('passes sid to a multi-speaker voice, within its speakers', async () => {
    const voice = await PiperVoice.load(testVoiceModel({ multiSpeaker: true }), { ...config, num_speakers: 4 });
    const first = await voice.speak('Hello', { speaker: 0, pauseLength: 0 });
    const third = await voice.speak('Hello', { speaker: 3, pauseLength: 0 });
    const beyond = await voice.speak('Hello', { speaker: 9, pauseLength: 0 });
    expect(third.samples[0]! - first.samples[0]!).toBeCloseTo(0.003, 6);
    expect(Array.from(beyond.samples)).toEqual(Array.from(third.samples));
  });

  it('skips and reports phonemes the voice has no id for', async () => {
    const partial = testVoiceConfig([...clauses.join('')].filter((p) => p !== 'l'));
    const voice = await PiperVoice.load(testVoiceModel(), partial);
    const audio = await voice.speak('Hello world');
    expect(audio.missingPhonemes.l).toBeGreaterThan(0);
  });

  it('stops between clauses when the request is cancelled', async () => {
    const voice = await PiperVoice.load(testVoiceModel(), config);
    let checks = 0;
    await expect(voice.speak(text, { cancelled: () => ++checks > 1 })).rejects.toBeInstanceOf(PiperCancelled);
    expect(checks).toBe(2);
  });

  it("stops in the worker when the server raises the task's shared flag, and says cancelled", async () => {
    // The server's pool runner (runInPool) never terminates a thread running ONNX Runtime: it
    // raises this flag, and the worker answers a value instead of dying.
    const folder = mkdtempSync(path.join(tmpdir(), 'piper-worker-'));
    const voice = { id: 'test-voice', model: path.join(folder, 'voice.onnx'), config: path.join(folder, 'voice.onnx.json') };
    writeFileSync(voice.model, testVoiceModel());
    writeFileSync(voice.config, JSON.stringify(config));
    const asked = await runTtsTask({ op: 'audio_query', text, speaker: 5000, voice });
    if (!asked.ok) throw new Error('no query');
    const flag = createCancelFlag();
    const spoken = await runTtsTask({ op: 'synthesis', query: asked.query!, speaker: 5000, upspeak: false, voice, cancel: flag.shared });
    expect(spoken.ok && decodeWav(spoken.wavs![0]!).samples.length).toBeGreaterThan(0);
    flag.cancel();
    expect(await runTtsTask({ op: 'synthesis', query: asked.query!, speaker: 5000, upspeak: false, voice, cancel: flag.shared })).toEqual({ ok: false, cancelled: true });
  });

  it('refuses a model without Piper inputs and a config without the markers', async () => {
    await expect(PiperVoice.load(testVoiceModel().slice(0, 0), config)).rejects.toThrow();
    expect(() => parsePiperVoiceConfig(JSON.stringify({ audio: { sample_rate: 22050 }, espeak: { voice: 'en-us' }, phoneme_id_map: { _: [0] } }))).toThrow(/"\^"/);
    expect(() => parsePiperVoiceConfig('not json')).toThrow(/not JSON/);
    // The field is named and the rule said as the API says one.
    expect(() => parsePiperVoiceConfig(JSON.stringify({ audio: { sample_rate: 'fast' }, espeak: { voice: 'en-us' }, phoneme_id_map: { _: [0] } }))).toThrow(
      'the voice config (.onnx.json) is not a Piper config: audio.sample_rate: must be a number',
    );
    expect(parsePiperVoiceConfig(JSON.stringify(config)).inference.length_scale).toBe(1);
  });
});
