import { z } from 'zod';
import { engineField, mediaUrl, numberBetween } from './rules';
import { SUPERRES_MAX_INPUT_PIXELS, SUPERRES_MAX_OUTPUT_PIXELS, BOKEH, COLOR_ENHANCE, BACKGROUND_ENHANCE, FACE_LIFTING, FACE_ENHANCE, BOKEH_INFO, COLOR_ENHANCE_INFO, BACKGROUND_ENHANCE_INFO, FACE_LIFTING_INFO, FACE_ENHANCE_INFO, OUTSCALE_MIN, OUTSCALE_MAX, OUTSCALE_DEFAULT, REMBG_OUTPUT, REMBG_DEFAULTS, UNBLUR_PIPELINE_DEFAULTS } from './limits/image';
export * from './limits/image';

/**
 * Image enhancer contract. Limits below are enforced by the local engine; an input over a
 * limit is answered with a 400 naming init_image (or outscale) and the limit.
 *
 * Decision (spec: output format "not shown"): results are PNG when they carry transparency
 * or are at most IMAGE_PNG_MAX_PIXELS, JPEG (quality 93) above, so a 30 MP upscale stays a
 * download of a few MB rather than 60.
 */

/** Result of every image operation (spec: image result). `images` are URLs served by the app. */
export const imageResult = z.looseObject({
  images: z.array(z.string()).describe('Produced images, as URLs (this app serves them under /api/files/).'),
  backend_processing_time: z.number().describe('Seconds the backend spent on the work.'),
  engine: engineField('answered'),
});

const described = <T extends string>(values: readonly [T, ...T[]], info: Record<T, string>, fallback: T) =>
  z
    .enum(values)
    .default(fallback)
    .describe(values.map((v) => `${v}: ${info[v]}`).join(' '));

export const unblurPipeline = z.looseObject({
  bokeh: described(BOKEH, BOKEH_INFO, UNBLUR_PIPELINE_DEFAULTS.bokeh),
  color_enhance: described(COLOR_ENHANCE, COLOR_ENHANCE_INFO, UNBLUR_PIPELINE_DEFAULTS.color_enhance),
  background_enhance: described(BACKGROUND_ENHANCE, BACKGROUND_ENHANCE_INFO, UNBLUR_PIPELINE_DEFAULTS.background_enhance),
  face_lifting: described(FACE_LIFTING, FACE_LIFTING_INFO, UNBLUR_PIPELINE_DEFAULTS.face_lifting),
  face_enhance: described(FACE_ENHANCE, FACE_ENHANCE_INFO, UNBLUR_PIPELINE_DEFAULTS.face_enhance),
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

export const superresRequest = z.object({
  init_image: mediaUrl,
  outscale: numberBetween(OUTSCALE_MIN, OUTSCALE_MAX)
    .default(OUTSCALE_DEFAULT)
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

export const rembgRequest = z.object({
  init_image: mediaUrl,
  output: z
    .enum(REMBG_OUTPUT)
    .default(REMBG_DEFAULTS.output)
    .describe('transparent: PNG with alpha; mask: the alpha as a greyscale PNG (white = subject); color: the subject composited on background_color.'),
  background_color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #00ff88')
    .default(REMBG_DEFAULTS.background_color)
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
