import { z } from 'zod';
import { describeError } from '@/lib/contract/issues';

/**
 * A Piper voice's `.onnx.json`, as Piper's own runtime reads it (rhasspy/piper,
 * src/cpp/piper.cpp: parsePhonemizeConfig, parseSynthesisConfig, parseModelConfig). Only the
 * fields synthesis needs are required; the rest of the file is kept but not read.
 */
export const piperVoiceConfig = z.looseObject({
  audio: z.looseObject({ sample_rate: z.number().int().min(8_000).max(48_000) }),
  espeak: z.looseObject({ voice: z.string().min(1) }),
  phoneme_type: z.enum(['espeak', 'text']).default('espeak'),
  inference: z
    .looseObject({
      noise_scale: z.number().default(0.667),
      length_scale: z.number().positive().default(1),
      noise_w: z.number().default(0.8),
    })
    .default({ noise_scale: 0.667, length_scale: 1, noise_w: 0.8 }),
  /** Phoneme (one Unicode code point) → ids; `^` begins, `$` ends, `_` pads between phonemes. */
  phoneme_id_map: z.record(z.string(), z.array(z.number().int().min(0))),
  num_speakers: z.number().int().min(1).default(1),
  speaker_id_map: z.record(z.string(), z.number().int().min(0)).default({}),
  language: z.looseObject({ code: z.string() }).optional(),
});

export type PiperVoiceConfig = z.infer<typeof piperVoiceConfig>;

export function parsePiperVoiceConfig(json: string): PiperVoiceConfig {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    throw new Error('the voice config (.onnx.json) is not JSON');
  }
  const parsed = piperVoiceConfig.safeParse(raw, { reportInput: true });
  if (!parsed.success) throw new Error(`the voice config (.onnx.json) is not a Piper config: ${describeError(parsed.error)}`);
  for (const marker of ['^', '$', '_']) {
    if (!parsed.data.phoneme_id_map[marker]) throw new Error(`the voice config's phoneme_id_map has no "${marker}"`);
  }
  return parsed.data;
}
