import 'server-only';
import { UNDETERMINED_LANGUAGE } from '@/lib/contract/limits/translate';
import type { CallContext } from '../context';
import { ApiError } from '../errors';

/**
 * A voice for text_to_speech when the model names none (it cannot know the style ids): the
 * first voice of the text's language, by the studio's own detector and voice list, else the
 * first English voice. Where the voice list is not available (the upstream provider has no
 * /tts/speakers), the model is told to name a speaker.
 */
export async function pickVoice(text: string, ctx: CallContext): Promise<{ speaker: number; voice: string }> {
  let voices: Array<{ name: string; language: string; styles: Array<{ id: number }> }>;
  try {
    voices = (await ctx.provider.tts.speakers({}, ctx)) as typeof voices;
  } catch {
    throw new ApiError('invalid_input', 'speaker: is required here; give a voice style id');
  }
  let lang = 'en';
  if (text.trim().length >= 3) {
    try {
      const detected = (await ctx.provider.translate.detect({ text: text.slice(0, 1500) }, ctx)) as { lang?: string };
      if (detected.lang && detected.lang !== UNDETERMINED_LANGUAGE) lang = detected.lang;
    } catch {
      // Detection is a convenience: English it is.
    }
  }
  const speaks = (code: string) => voices.find((v) => v.styles.length && (v.language === code || v.language.startsWith(`${code}-`)));
  const voice = speaks(lang) ?? speaks('en') ?? voices.find((v) => v.styles.length);
  if (!voice) throw new ApiError('invalid_input', 'speaker: no voice is available');
  return { speaker: voice.styles[0]!.id, voice: voice.name };
}
