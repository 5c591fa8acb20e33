import { z } from 'zod';
import { booleanFlag, idString, storableText } from './rules';
import { ADVANCE_LIMITS, FETCH_MAX_IDS, GENERATION_STATUSES, MUSIC_MODELS, SIMPLE_PROMPT_MAX } from './limits/music';
import { grouped } from './limits/figures';
export * from './limits/music';

export const generationStatus = z.enum(GENERATION_STATUSES);

export const generationRecord = z.looseObject({
  id: z.string(),
  status: generationStatus,
  created_at: z.string().describe('ISO 8601 creation time.'),
  prompt_description: z.string(),
  output: z.looseObject({
    image_thumb: z.string().describe('Cover image URL, empty until ready.'),
    audio: z.string().describe('Audio URL (MP3), empty until audio exists; partial while streaming.'),
    video: z.string().describe('MP4 URL of the cover with the audio, empty until complete.'),
    // Decision: the lossless render is offered too (the output object allows more fields).
    audio_wav: z.string().optional().describe('WAV URL of the song, empty until complete (local engine).'),
  }),
  meta: z.looseObject({
    title: z.string(),
    tags: z.string(),
    model: z.string(),
    lyric: z.string(),
    type: z.string().describe('gen for a generation.'),
    duration: z.number().describe('Length of the song in seconds; 0 until known.'),
    // Decision: extra facts the local engine knows (meta allows more fields).
    instrumental: z.boolean().optional().describe('True when the song has no vocals.'),
    style: z.string().optional().describe('The style the engine read from the text, e.g. "lofi, sad, piano, 80 bpm, A minor".'),
    audio_partial: z.boolean().optional().describe('True while output.audio holds only the first section (status streaming).'),
  }),
  error: z.looseObject({ type: z.string(), message: z.string() }),
});
export type GenerationRecord = z.infer<typeof generationRecord>;
export const generationList = z.array(generationRecord);

const model = z.enum(MUSIC_MODELS).default('chirp-v3-0');

// Decision (spec: "whether prompt is required: not shown"): a simple generation needs a
// description of 1 to 500 characters.
export const simpleRequest = z.object({
  prompt: storableText(
    z
      .string({ error: 'must be a string' })
      .trim()
      .min(1, `must be 1 to ${grouped(SIMPLE_PROMPT_MAX)} characters`)
      .max(SIMPLE_PROMPT_MAX, `must be 1 to ${grouped(SIMPLE_PROMPT_MAX)} characters`),
  ),
  instrumental: booleanFlag(false),
  model,
});

const atMost = (max: number) => storableText(z.string({ error: 'must be a string' }).max(max, `must be at most ${max} characters`)).default('');

// Decision: title 1 to 120 characters is required; lyrics (prompt) up to 3000 characters,
// required unless the song is instrumental.
export const advanceRequest = z
  .object({
    title: storableText(
      z
        .string({ error: 'must be a string' })
        .trim()
        .min(1, `must be 1 to ${ADVANCE_LIMITS.title} characters`)
        .max(ADVANCE_LIMITS.title, `must be 1 to ${ADVANCE_LIMITS.title} characters`),
    ),
    tags: atMost(ADVANCE_LIMITS.tags),
    negative_tags: atMost(ADVANCE_LIMITS.tags),
    prompt: atMost(ADVANCE_LIMITS.lyrics),
    instrumental: booleanFlag(false),
    model,
  })
  .refine((body) => body.instrumental || body.prompt.trim().length > 0, {
    path: ['prompt'],
    message: 'must hold the lyrics unless instrumental is true',
  });

export const fetchRequest = z.object({
  ids: z
    .string({ error: 'is required' })
    .transform((raw) => raw.split(',').map((id) => id.trim()).filter(Boolean))
    .pipe(
      z
        .array(idString)
        .min(1, 'must list at least one generation id')
        .max(FETCH_MAX_IDS, `must list at most ${grouped(FETCH_MAX_IDS)} ids`),
    )
    .describe(`Generation ids separated by commas, at most ${FETCH_MAX_IDS}.`),
});
