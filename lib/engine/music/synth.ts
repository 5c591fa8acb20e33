import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runTool } from './tools';
import { readWav, type Audio } from './wav';

/** FluidSynth renders MIDI with a General MIDI soundfont, faster than real time, to float WAV. */

export const DEFAULT_SOUNDFONT = '/usr/share/sounds/sf2/FluidR3_GM.sf2';
export const SAMPLE_RATE = 44100;

export interface SynthOptions {
  soundfont: string;
  timeoutMs: number;
  signal?: AbortSignal;
}

/** The FluidSynth arguments, shared with the benchmark so it times the same work. */
export function fluidsynthArgs(soundfont: string, midiFile: string, wavFile: string): string[] {
  // -n/-i: no MIDI input, no shell; -F: render as fast as possible to a file; float samples
  // so loud passages never clip before our own mixdown.
  return ['-n', '-i', '-q', '-F', wavFile, '-T', 'wav', '-O', 'float', '-r', String(SAMPLE_RATE), '-g', '0.5', '-R', '1', '-C', '1', soundfont, midiFile];
}

export async function renderMidi(midi: Uint8Array, options: SynthOptions): Promise<Audio> {
  const dir = await mkdtemp(path.join(tmpdir(), 'prism-fluidsynth-'));
  try {
    const midiFile = path.join(dir, 'song.mid');
    const wavFile = path.join(dir, 'song.wav');
    await writeFile(midiFile, midi);
    await runTool('fluidsynth', fluidsynthArgs(options.soundfont, midiFile, wavFile), { timeoutMs: options.timeoutMs, signal: options.signal });
    return readWav(await readFile(wavFile));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
