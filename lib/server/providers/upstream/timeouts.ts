import 'server-only';
/**
 * How long the hosted service may take, by endpoint id. Image and face work runs models on
 * the upstream's GPUs; music and chat may take minutes; look-ups should be quick.
 */
const TIMEOUT_MS: Record<string, number> = {
  'translate.predict': 30_000,
  'translate.detect': 15_000,
  'image.unblur': 180_000,
  'image.gfp_superres': 180_000,
  'image.rembg': 120_000,
  'image.colorize': 120_000,
  'face.transform': 180_000,
  'face.age': 120_000,
  'face.makeup': 120_000,
  'music.simple': 60_000,
  'music.advance': 60_000,
  'music.fetch': 15_000,
  'social.download': 90_000,
  'tts.audio_query': 30_000,
  'tts.synthesis': 120_000,
  'tts.multi_synthesis': 300_000,
  'llm.chat': 180_000,
};
const DEFAULT_TIMEOUT_MS = 15_000;

export function upstreamTimeout(endpointId: string): number {
  return TIMEOUT_MS[endpointId] ?? DEFAULT_TIMEOUT_MS;
}
