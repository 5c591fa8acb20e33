import 'server-only';
import type { TtsConfig } from '@/lib/engine/tts/config';
import { env } from '../../env';

/** Where the TTS engine finds Open JTalk's dictionary and the HTS voice, from the environment (lib/server/env/tts.ts). */
export function ttsEngineConfig(): TtsConfig {
  const e = env();
  return { openJtalkDictionary: e.TTS_OPEN_JTALK_DICTIONARY, htsVoice: e.TTS_HTS_VOICE, toolTimeoutMs: e.TTS_TOOL_TIMEOUT_MS };
}
