/**
 * Where the engine finds its Debian-installed tools and data. The server fills this from
 * lib/server/env/tts.ts; tests and benches use the defaults, which are Debian's paths.
 */
export interface TtsConfig {
  /** Open JTalk's MeCab dictionary (open-jtalk-mecab-naist-jdic). */
  openJtalkDictionary: string;
  /** The HTS voice (hts-voice-nitech-jp-atr503-m001). */
  htsVoice: string;
  /** Time limit for one run of open_jtalk or hts_engine. */
  toolTimeoutMs: number;
}

export const DEFAULT_TTS_CONFIG: TtsConfig = {
  openJtalkDictionary: '/var/lib/mecab/dic/open-jtalk/naist-jdic',
  htsVoice: '/usr/share/hts-voice/nitech-jp-atr503-m001/nitech_jp_atr503_m001.htsvoice',
  toolTimeoutMs: 20_000,
};

export function resolveConfig(config?: Partial<TtsConfig>): TtsConfig {
  return { ...DEFAULT_TTS_CONFIG, ...Object.fromEntries(Object.entries(config ?? {}).filter(([, v]) => v !== undefined)) };
}
