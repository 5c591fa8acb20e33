import 'server-only';
import { z } from 'zod';
import { wholeNumber } from './rules';

/** Variables of the tts capability (documented in .env.example). */
export const ttsEnv = {
  /** Open JTalk's dictionary folder (Debian: open-jtalk-mecab-naist-jdic). */
  TTS_OPEN_JTALK_DICTIONARY: z.string().min(1).default('/var/lib/mecab/dic/open-jtalk/naist-jdic'),
  /** The HTS voice file of the Japanese voice (Debian contrib: hts-voice-nitech-jp-atr503-m001). */
  TTS_HTS_VOICE: z.string().min(1).default('/usr/share/hts-voice/nitech-jp-atr503-m001/nitech_jp_atr503_m001.htsvoice'),
  /** Time limit of one open_jtalk or hts_engine run, in milliseconds. */
  TTS_TOOL_TIMEOUT_MS: wholeNumber(1_000, 600_000).default(20_000),
  /** Worker threads for Japanese synthesis (eSpeak NG voices always use one: its library is not thread-safe). */
  TTS_WORKERS: wholeNumber(1, 64).optional(),
} satisfies Record<string, z.ZodType>;
