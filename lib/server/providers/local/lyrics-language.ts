import 'server-only';
import type { SongRequest } from '@/lib/engine/music/compose';
import { parseLyrics } from '@/lib/engine/music/lyrics';
import { loadDetector } from '@/lib/engine/translate/detect';
import { log } from '../../log';

/**
 * The given lyrics' language (the translator's detector, on their lines without the section
 * labels), so they are syllabled, stressed and sung in it: Spanish lyrics were sung by the
 * English voice with English syllables. Unknown when nothing is sung or the detector cannot
 * load; the song is then sung as before (English rules, a voice by script).
 */
export async function lyricsLanguage(request: Pick<SongRequest, 'mode' | 'prompt' | 'instrumental'>): Promise<string | undefined> {
  if (request.mode !== 'advance' || request.instrumental) return undefined;
  const lines = parseLyrics(request.prompt).flatMap((section) => section.lines).join('\n');
  try {
    return (await loadDetector()).detect(lines) || undefined;
  } catch (error) {
    log.warn({ err: error }, 'language detector failed to load: lyrics sung with the English rules');
    return undefined;
  }
}
