import 'server-only';
import { z } from 'zod';
import { wholeNumber } from './rules';

/** Variables of the music capability (documented in .env.example). */
export const musicEnv = {
  /** General MIDI soundfont FluidSynth renders with (Debian: fluid-soundfont-gm, timgm6mb-soundfont). */
  MUSIC_SOUNDFONT: z.string().min(1).default('/usr/share/sounds/sf2/FluidR3_GM.sf2'),
  /** Time limit of one FluidSynth, eSpeak NG or ffmpeg run (ms). */
  MUSIC_TOOL_TIMEOUT_MS: wholeNumber(1000, 3_600_000).default(120_000),
  /** Worker threads composing, singing and mixing songs. */
  MUSIC_WORKERS: wholeNumber(1, 16).default(1),
  /** Songs one account may have waiting or rendering at once (each request makes two). */
  MUSIC_MAX_IN_PROGRESS: wholeNumber(2, 1_000).default(10),
} satisfies Record<string, z.ZodType>;
