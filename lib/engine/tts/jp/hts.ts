import type { TtsConfig } from '../config';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { runTool, withTempDir } from '../process';
import { parseLabels, type LabelPhoneme } from './labels';

/** The HTS voice's frame grid: 5 ms frames (240 samples at 48 kHz). */
export const HTS_SAMPLE_RATE = 48000;
export const HTS_FRAME_PERIOD = 240;
export const HTS_FRAME_SECONDS = HTS_FRAME_PERIOD / HTS_SAMPLE_RATE;
/** Mel-cepstrum order and all-pass constant of nitech_jp_atr503_m001 (its header says MCP 35, ALPHA=0.55). */
export const HTS_ORDER = 34;
export const HTS_ALPHA = 0.55;
/** hts_engine gives every HMM state at least one frame: a phoneme lasts at least this many. */
export const HTS_MIN_PHONEME_FRAMES = 5;

/** Log F0 value hts_engine writes for unvoiced frames. */
export const UNVOICED_LF0 = -1e10;

export interface HtsOutput {
  /** frames * (HTS_ORDER + 1) mel-cepstral coefficients. */
  mcep: Float32Array;
  /** Log F0 per frame; UNVOICED_LF0 where the voice is unvoiced. */
  lf0: Float32Array;
  /** The labels with the times the voice used. */
  timed: LabelPhoneme[];
  /** Per frame, the voice's mixed-excitation low-pass FIR (lpfTaps taps each). */
  lpf: Float32Array;
  lpfTaps: number;
}

const floats = (buffer: Buffer) => {
  const copy = new Uint8Array(buffer.byteLength - (buffer.byteLength % 4));
  copy.set(buffer.subarray(0, copy.byteLength));
  return new Float32Array(copy.buffer);
};

/**
 * Runs hts_engine on labels. With `times` (100 ns units, one [start, end] per label) the
 * phoneme durations are imposed (-vp); without, the voice's duration model chooses them.
 * Only the parameters are kept: hts_engine's own waveform is rendered at 8 kHz and thrown
 * away, because the engine vocodes the spectrum itself with the query's pitch.
 */
export async function runHts(
  labels: string[],
  config: TtsConfig,
  options: { times?: Array<[number, number]>; signal?: AbortSignal } = {},
): Promise<HtsOutput> {
  const lines = options.times ? labels.map((label, i) => `${options.times![i]![0]} ${options.times![i]![1]} ${label}`) : labels;
  return withTempDir(async (dir) => {
    const file = (name: string) => path.join(dir, name);
    await writeFile(file('in.lab'), `${lines.join('\n')}\n`);
    await runTool(
      'hts_engine',
      [
        '-m', config.htsVoice,
        ...(options.times ? ['-vp'] : []),
        '-s', '8000', '-p', '40',
        '-od', file('out.lab'), '-om', file('mcep.bin'), '-of', file('lf0.bin'), '-ol', file('lpf.bin'), '-ow', '/dev/null',
        file('in.lab'),
      ],
      { timeoutMs: config.toolTimeoutMs, signal: options.signal },
    );
    const [timed, mcep, lf0, lpf] = await Promise.all([
      readFile(file('out.lab'), 'utf8'),
      readFile(file('mcep.bin')),
      readFile(file('lf0.bin')),
      readFile(file('lpf.bin')).catch(() => Buffer.alloc(0)),
    ]);
    const lf0Floats = floats(lf0);
    const lpfFloats = floats(lpf);
    const lpfTaps = lf0Floats.length > 0 ? Math.round(lpfFloats.length / lf0Floats.length) : 0;
    return { mcep: floats(mcep), lf0: lf0Floats, timed: parseLabels(timed), lpf: lpfFloats, lpfTaps };
  });
}
