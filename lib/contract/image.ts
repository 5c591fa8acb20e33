import { z } from 'zod';
import { mediaUrl, numberBetween } from './rules';

/** Result of every image operation (spec: image result). `images` are URLs served by the app. */
export const imageResult = z.looseObject({
  images: z.array(z.string()).describe('Produced images, as URLs (this app serves them under /api/files/).'),
  backend_processing_time: z.number().describe('Seconds the backend spent on the work.'),
});

export const BOKEH = ['background_blur_low', 'background_blur_medium', 'background_blur_high'] as const;
export const COLOR_ENHANCE = [
  'prism-blend',
  'prism-expert-a',
  'prism-expert-c',
  'muted',
  'orange-teal',
  'silky',
  'lit_soft_warm',
  'orange-teal_v2',
] as const;
export const BACKGROUND_ENHANCE = ['shiba-strong-accel', 'rhino-accel', 'upsampler-bicubic'] as const;
export const FACE_LIFTING = ['pinko_bigger_dataset-style', 'movie-style', 'marzipan-style'] as const;
export const FACE_ENHANCE = ['recommender_entire_dataset', 'vendor'] as const;

export const unblurPipeline = z.looseObject({
  bokeh: z.enum(BOKEH).default('background_blur_low'),
  color_enhance: z.enum(COLOR_ENHANCE).default('prism-blend'),
  background_enhance: z.enum(BACKGROUND_ENHANCE).default('shiba-strong-accel'),
  face_lifting: z.enum(FACE_LIFTING).default('pinko_bigger_dataset-style'),
  face_enhance: z.enum(FACE_ENHANCE).default('recommender_entire_dataset'),
});

export const unblurRequest = z.object({
  init_image: mediaUrl,
  // prefault: a missing pipeline is parsed as {}, so every default above is filled in.
  pipeline: unblurPipeline.prefault({}),
});
export const unblurResult = imageResult.extend({
  pipeline: z.looseObject({}).describe('The options applied, defaults filled in.'),
});

export const OUTSCALE_MIN = 1;
export const OUTSCALE_MAX = 10;
export const superresRequest = z.object({
  init_image: mediaUrl,
  outscale: numberBetween(OUTSCALE_MIN, OUTSCALE_MAX).default(2).describe('Scale factor; output is round(input × outscale).'),
});

// Decision (spec: "further fields: not shown"): rembg takes optional output controls.
export const REMBG_OUTPUT = ['transparent', 'mask', 'color'] as const;
export const rembgRequest = z.object({
  init_image: mediaUrl,
  output: z.enum(REMBG_OUTPUT).default('transparent').describe('transparent: PNG with alpha; mask: the alpha as greyscale; color: composited on background_color.'),
  background_color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #00ff88')
    .default('#ffffff')
    .describe('Used when output is color.'),
});

export const colorizeRequest = z.object({ init_image: mediaUrl });
