import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { audioQuery, synthesize } from '../../lib/engine/tts';
import { decodeWav } from '../../lib/engine/tts/dsp/wav';
import { PHONEME_SEPARATOR, textToPhonemes } from '../../lib/engine/tts/espeak/ffi';
import { PiperVoice } from '../../lib/engine/tts/piper/synthesize';
import { testVoiceConfig, testVoiceModel } from '../../lib/engine/tts/piper/test-voice';
import { parsePiperVoiceConfig } from '../../lib/engine/tts/piper/voice-config';
import { modelsDir } from './engines';

/** The sentences every voice reads (English: the eSpeak NG en-us voice is the built-in peer). */
export const SENTENCES = [
  'The quick brown fox jumps over the lazy dog.',
  'Speech synthesis turns written text into sound that people can follow.',
  'Please leave the package at the front desk before noon tomorrow.',
];

/** The first English Piper voice under the models folder (an .onnx beside its .onnx.json), if any. */
export function installedEnglishVoice(dir = modelsDir()): { model: string; config: string } | null {
  if (!existsSync(dir)) return null;
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      const inner = installedEnglishVoice(full);
      if (inner) return inner;
    } else if (name.endsWith('.onnx') && existsSync(`${full}.json`) && /^en/i.test(name)) return { model: full, config: `${full}.json` };
  }
  return null;
}

/**
 * Real-time factor (seconds of computing per second of speech) of the built-in eSpeak NG
 * voice (query, then synthesis, as /tts does) and of a Piper voice: an installed English one
 * when the models folder has one, else the generated test voice (its figure is the runner's
 * own overhead only).
 */
export async function voiceRow(engine: 'built-in' | 'piper'): Promise<{ kind: 'built-in' | 'installed' | 'generated graph'; items: number; msPerItem: number; figures: string }> {
  let computing = 0;
  let audio = 0;
  let kind: 'built-in' | 'installed' | 'generated graph' = 'built-in';
  let voice: PiperVoice | null = null;
  if (engine === 'piper') {
    const installed = installedEnglishVoice();
    kind = installed ? 'installed' : 'generated graph';
    voice = installed
      ? await PiperVoice.load(readFileSync(installed.model), parsePiperVoiceConfig(readFileSync(installed.config, 'utf8')))
      : await PiperVoice.load(testVoiceModel(), testVoiceConfig(SENTENCES.flatMap((s) => textToPhonemes('en-us', s, true)).join('').split(PHONEME_SEPARATOR).join('') + 'ˈˌ '));
  }
  for (const sentence of SENTENCES) {
    const started = performance.now();
    if (voice) {
      const spoken = await voice.speak(sentence);
      audio += spoken.samples.length / spoken.sampleRate;
    } else {
      const wav = decodeWav(await synthesize(await audioQuery(sentence, 100), 100));
      audio += wav.samples.length / wav.channels / wav.sampleRate;
    }
    computing += performance.now() - started;
  }
  await voice?.release();
  return { kind, items: SENTENCES.length, msPerItem: computing / SENTENCES.length, figures: `real-time factor ${(computing / 1000 / Math.max(audio, 1e-9)).toFixed(3)} over ${audio.toFixed(1)} s of speech` };
}
