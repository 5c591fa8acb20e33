import 'server-only';
import type { z } from 'zod';
import { contract } from '@/lib/contract';
import type { speechRequest } from '@/lib/contract/openai';
import type { HandlerContext } from '../endpoint';
import { ApiError } from '../errors';
import { ownFileId, readStoredFile } from '../files';
import { pickVoice } from '../llm/voice';
import { providers } from '../providers';

type Request = z.output<typeof speechRequest>;

/**
 * POST /v1/audio/speech: text to speech on Prism's own TTS provider (the local engine or the
 * upstream, as configured), answered as the WAV's bytes the way OpenAI's endpoint answers
 * audio. `voice` picks a speaker: a style id, a voice name, or anything else (OpenAI's alloy,
 * nova ...) → a voice of the text's language.
 */
export async function speech(input: Request, ctx: HandlerContext): Promise<Response> {
  const speaker = await speakerFor(input.voice, input.input, ctx);
  const query = (await providers().tts.audio_query({ text: input.input, speaker }, ctx)) as Record<string, unknown>;
  if (input.speed !== undefined) query.speedScale = input.speed;
  const synthesis = contract.tts.synthesis.request.parse({ speaker, input: query });
  const { audios } = (await providers().tts.synthesis(synthesis, ctx)) as { audios: string[] };
  const fileId = audios[0] ? ownFileId(audios[0]) : null;
  const stored = fileId ? await readStoredFile(fileId) : null;
  if (!stored) throw new ApiError('upstream_error', 'The speech engine returned no audio file this server holds.');
  return new Response(new Uint8Array(stored.bytes), { headers: { 'content-type': 'audio/wav', 'content-length': String(stored.bytes.length), 'x-prism-speaker': String(speaker) } });
}

async function speakerFor(voice: string | number, text: string, ctx: HandlerContext): Promise<number> {
  const voices = (await providers().tts.speakers({}, ctx)) as Array<{ name: string; styles: Array<{ id: number; name: string }> }>;
  if (typeof voice === 'number' || /^\d+$/.test(voice)) {
    // Checked here so the caller is told about the field it sent (voice), not the TTS endpoint's (speaker).
    const id = Number(voice);
    if (!voices.some((v) => v.styles.some((style) => style.id === id))) {
      throw new ApiError('invalid_input', 'voice: must be a style id listed by GET /api/tts/speakers, a voice name from it, or an OpenAI voice name');
    }
    return id;
  }
  const named = voices.find((v) => v.name.toLowerCase() === voice.toLowerCase() && v.styles.length);
  if (named) return named.styles[0]!.id;
  return (await pickVoice(text, ctx)).speaker;
}
