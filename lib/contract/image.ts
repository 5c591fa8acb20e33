import { z } from 'zod';
import { mediaUrl, numberBetween } from './rules';

/**
 * Image enhancer contract. Limits below are enforced by the local engine; an input over a
 * limit is answered with a 400 naming init_image (or outscale) and the limit.
 *
 * Decision (spec: output format "not shown"): results are PNG when they carry transparency
 * or are at most IMAGE_PNG_MAX_PIXELS, JPEG (quality 93) above, so a 30 MP upscale stays a
 * download of a few MB rather than 60.
 */

/** Largest input (pixels, after EXIF orientation) of unblur, rembg and colorize. */
export const IMAGE_MAX_INPUT_PIXELS = 16_000_000;
/** Largest input of unblur, whose output is UNBLUR_UPSCALE times larger on each side. */
export const UNBLUR_MAX_INPUT_PIXELS = 2_000_000;
/** Largest input of super-resolution (1024 × 1024). */
export const SUPERRES_MAX_INPUT_PIXELS = 1_048_576;
/** Largest super-resolution output, round(w·outscale) × round(h·outscale): 36 MP (6000 × 6000). */
export const SUPERRES_MAX_OUTPUT_PIXELS = 36_000_000;
/** Unblur returns the restored image at this scale (its background_enhance stage is the upsampler). */
export const UNBLUR_UPSCALE = 2;
/** Results up to this size are PNG; larger opaque results are JPEG. */
export const IMAGE_PNG_MAX_PIXELS = 4_000_000;

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

/**
 * What each pipeline value does in the local engine (shown in the studio and the API
 * reference). Decision (spec: the values' effects are "not shown"): every value is a real,
 * visible operation; see docs/image.md for the method behind each.
 */
export const BOKEH_INFO: Record<(typeof BOKEH)[number], string> = {
  background_blur_low: 'Low: the background (found by the subject mask) softly blurred, as at f/4.',
  background_blur_medium: 'Medium: a clearly separated subject, round highlight discs.',
  background_blur_high: 'High: a portrait-lens blur, the background reduced to colour and light.',
};
export const COLOR_ENHANCE_INFO: Record<(typeof COLOR_ENHANCE)[number], string> = {
  'prism-blend': 'Balanced auto-enhance: full tonal range, gentle contrast, livelier colour.',
  'prism-expert-a': 'Bright and airy: a third of a stop brighter, warmer, open shadows.',
  'prism-expert-c': 'Crisp and cool: strong contrast, deep blacks, cooler white balance, punchy colour.',
  muted: 'Muted film: desaturated, lifted blacks, soft highlights, a grey-green cast in the shadows.',
  'orange-teal': 'Orange and teal split toning: teal shadows, warm highlights, added contrast.',
  silky: 'Silky soft: glowing highlights, low contrast, pastel colour with a pink touch.',
  lit_soft_warm: 'Soft warm light: golden white balance, brighter, open shadows and a light glow.',
  'orange-teal_v2': 'Cinematic orange and teal: skin and warm hues to orange, the rest to teal, crushed blacks, vignette.',
};
export const BACKGROUND_ENHANCE_INFO: Record<(typeof BACKGROUND_ENHANCE)[number], string> = {
  'shiba-strong-accel': 'Strong: the ESRGAN network (the large one up to 400×400 inputs) with back-projection.',
  'rhino-accel': 'Fast: the medium ESRGAN network alone.',
  'upsampler-bicubic': 'Bicubic: plain bicubic enlargement, no network (fastest).',
};
export const FACE_LIFTING_INFO: Record<(typeof FACE_LIFTING)[number], string> = {
  'pinko_bigger_dataset-style': 'Pinko: a light lift of jaw and cheeks, rosy luminous skin and a soft blush.',
  'movie-style': 'Movie: a medium lift, warm cinematic skin, contour shading and sculpted local contrast.',
  'marzipan-style': 'Marzipan: the strongest lift, porcelain-smooth, bright, matte skin.',
};
export const FACE_ENHANCE_INFO: Record<(typeof FACE_ENHANCE)[number], string> = {
  recommender_entire_dataset: 'Natural: faces re-upscaled with the large network, skin evened, features sharpened.',
  vendor: 'Retouch: stronger skin smoothing, brighter eyes, richer lips, more clarity.',
};

const described = <T extends string>(values: readonly [T, ...T[]], info: Record<T, string>, fallback: T) =>
  z
    .enum(values)
    .default(fallback)
    .describe(values.map((v) => `${v}: ${info[v]}`).join(' '));

export const unblurPipeline = z.looseObject({
  bokeh: described(BOKEH, BOKEH_INFO, 'background_blur_low'),
  color_enhance: described(COLOR_ENHANCE, COLOR_ENHANCE_INFO, 'prism-blend'),
  background_enhance: described(BACKGROUND_ENHANCE, BACKGROUND_ENHANCE_INFO, 'shiba-strong-accel'),
  face_lifting: described(FACE_LIFTING, FACE_LIFTING_INFO, 'pinko_bigger_dataset-style'),
  face_enhance: described(FACE_ENHANCE, FACE_ENHANCE_INFO, 'recommender_entire_dataset'),
});

export const unblurRequest = z.object({
  init_image: mediaUrl,
  // prefault: a missing pipeline is parsed as {}, so every default above is filled in.
  pipeline: unblurPipeline.prefault({}),
});
export const unblurResult = imageResult.extend({
  pipeline: z.looseObject({}).describe('The options applied, defaults filled in.'),
  // Extensions (allowed: the result object takes additional properties).
  width: z.number().int().optional().describe('Output width in pixels (UNBLUR_UPSCALE × input).'),
  height: z.number().int().optional().describe('Output height in pixels.'),
  faces: z.number().int().optional().describe('Faces found and restored by face_enhance and face_lifting.'),
});

export const OUTSCALE_MIN = 1;
export const OUTSCALE_MAX = 10;
export const superresRequest = z.object({
  init_image: mediaUrl,
  outscale: numberBetween(OUTSCALE_MIN, OUTSCALE_MAX)
    .default(2)
    .describe(
      `Scale factor; the output is exactly round(width × outscale) × round(height × outscale). ` +
        `Input at most ${SUPERRES_MAX_INPUT_PIXELS / 1_048_576} MP (1024 × 1024) and output at most ${SUPERRES_MAX_OUTPUT_PIXELS / 1e6} MP, else 400.`,
    ),
});
export const superresResult = imageResult.extend({
  width: z.number().int().optional().describe('Output width in pixels.'),
  height: z.number().int().optional().describe('Output height in pixels.'),
  model: z.string().optional().describe('The super-resolution network and native scale used, e.g. upscalerjs/esrgan-thick-x4.'),
});

// Decision (spec: "further fields: not shown"): rembg takes optional output controls.
export const REMBG_OUTPUT = ['transparent', 'mask', 'color'] as const;
export const rembgRequest = z.object({
  init_image: mediaUrl,
  output: z
    .enum(REMBG_OUTPUT)
    .default('transparent')
    .describe('transparent: PNG with alpha; mask: the alpha as a greyscale PNG (white = subject); color: the subject composited on background_color.'),
  background_color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #00ff88')
    .default('#ffffff')
    .describe('Used when output is color.'),
});

export const rembgResult = imageResult.extend({
  output: z.enum(REMBG_OUTPUT).optional().describe('The output kind produced.'),
});

export const colorizeRequest = z.object({ init_image: mediaUrl });
/**
 * Decision (spec: "further fields: not shown"): colorize works from luminance only. A colour
 * input is converted to greyscale first; the envelope message stays "success" (clients test
 * it) and the result says so in `note`, with `converted_to_greyscale: true`.
 *
 * Limits: there is no colorization network in npm or Debian, so colours come from what can
 * be recognised without one: skin from detected faces (lips a little redder), sky (bright,
 * smooth, connected to the top edge), vegetation (textured mid-tones in the lower and side
 * parts), and a warm-highlight / cool-shadow tint elsewhere. They are spread along the
 * image's own edges by the optimisation of Levin, Lischinski and Weiss (2004). Objects with
 * a colour that cannot be inferred (clothes, cars, signs) stay close to neutral or take the
 * tint of their surroundings; see docs/image.md.
 */
export const colorizeResult = imageResult.extend({
  converted_to_greyscale: z.boolean().optional().describe('True when the input had colour and was made greyscale first.'),
  note: z.string().optional().describe('A sentence about what was done, e.g. that a colour input was converted to greyscale.'),
  regions: z
    .looseObject({ faces: z.number().int(), sky: z.number(), vegetation: z.number() })
    .optional()
    .describe('What was recognised: faces found, and the share of the image taken as sky and as vegetation (0 to 1).'),
});
