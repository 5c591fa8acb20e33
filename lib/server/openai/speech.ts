import 'server-only';
import type { z } from 'zod';
import { contract } from '@/lib/contract';
import type { speechRequest } from '@/lib/contract/openai';
import type { HandlerContext } from '../endpoint';
import { ApiError, isApiError } from '../errors';
import { fetchMedia } from '../fetch/media';
import { pickVoice } from '../llm/voice';
import { providers } from '../providers';

type Request = z.output<typeof speechRequest>;

/**
 * POST /v1/audio/speech: text to speech on Prism's own TTS provider (the local engine or the
 * upstream, as configured), answered as the WAV's bytes the way OpenAI's endpoint answers
 * audio. `voice` picks a speaker: a style id, a voice name, or anything else (OpenAI's alloy,
 * nova ...) → a voice of the text's language. The hosted upstream lists no voices: there a
 * style id is taken as it is, and its audio is fetched from the URL it answers.
 */
export async function speech(input: Request, ctx: HandlerContext): Promise<Response> {
  const speaker = await speakerFor(input.voice, input.input, ctx);
  const query = (await providers().tts.audio_query({ text: input.input, speaker }, ctx)) as Record<string, unknown>;
  if (input.speed !== undefined) query.speedScale = input.speed;
  const synthesis = contract.tts.synthesis.request.parse({ speaker, input: query });
  const { audios } = (await providers().tts.synthesis(synthesis, ctx)) as { audios: string[] };
  if (!audios[0]) throw new ApiError('upstream_error', 'The speech engine returned no audio.');
  const wav = await audioBytes(audios[0], ctx);
  return new Response(new Uint8Array(wav), { headers: { 'content-type': 'audio/wav', 'content-length': String(wav.length), 'x-prism-speaker': String(speaker) } });
}

/** The synthesised audio: from our store, or fetched (with the address policy) from the upstream's URL. */
async function audioBytes(url: string, ctx: HandlerContext): Promise<Buffer> {
  try {
    return (await fetchMedia(url, { field: 'audio', signal: ctx.signal })).bytes;
  } catch (error) {
    // The URL is the engine's, not the caller's: what is wrong with it is not their input.
    if (isApiError(error) && error.code === 'invalid_input') throw new ApiError('upstream_error', `The speech engine's audio could not be read: ${error.message}`);
    throw error;
  }
}

type Voices = Array<{ name: string; styles: Array<{ id: number; name: string }> }>;

/** The voices the provider lists, or null when it lists none (the hosted upstream). */
async function listedVoices(ctx: HandlerContext): Promise<Voices | null> {
  try {
    return (await providers().tts.speakers({}, ctx)) as Voices;
  } catch (error) {
    if (isApiError(error) && error.code === 'not_offered_upstream') return null;
    throw error;
  }
}

async function speakerFor(voice: string | number, text: string, ctx: HandlerContext): Promise<number> {
  const voices = await listedVoices(ctx);
  const styleId = typeof voice === 'number' || /^\d+$/.test(voice) ? Number(voice) : null;
  if (!voices) {
    // Nothing to match a name against: the upstream judges a style id itself.
    if (styleId !== null) return styleId;
    throw new ApiError('invalid_input', 'voice: the hosted speech service this server uses lists no voices, so a name cannot be matched; send a style id such as "3"');
  }
  if (styleId !== null) {
    // Checked here so the caller is told about the field it sent (voice), not the TTS endpoint's (speaker).
    if (!voices.some((v) => v.styles.some((style) => style.id === styleId))) {
      throw new ApiError('invalid_input', 'voice: must be a style id listed by GET /api/tts/speakers, a voice name from it, or an OpenAI voice name');
    }
    return styleId;
  }
  const named = voices.find((v) => v.name.toLowerCase() === (voice as string).toLowerCase() && v.styles.length);
  if (named) return named.styles[0]!.id;
  return (await pickVoice(text, ctx)).speaker;
}
