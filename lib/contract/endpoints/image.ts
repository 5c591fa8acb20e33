import { defineEndpoint } from '../define';
import { imageRoutes } from '../routes/image';
import * as image from '../image';
import { SAMPLE_IMAGE } from './samples';

/** The image endpoints: method and path (routes/image.ts), schemas (image.ts) and examples of each operation. */
export const imageEndpoints = {
  unblur: defineEndpoint({
    ...imageRoutes.unblur,
    errors: ['job_failed'],
    summary: 'Unblur and sharpen an image, with optional pipeline stages',
    request: image.unblurRequest,
    response: image.unblurResult,
    examples: {
      valid: [{ init_image: SAMPLE_IMAGE }, { init_image: SAMPLE_IMAGE, pipeline: { bokeh: 'background_blur_high', color_enhance: 'muted' } }],
      invalid: [
        { input: {}, field: 'init_image' },
        { input: { init_image: 'ftp://example.com/a.png' }, field: 'init_image' },
        { input: { init_image: SAMPLE_IMAGE, pipeline: { bokeh: 'extreme' } }, field: 'pipeline.bokeh' },
        { input: { init_image: SAMPLE_IMAGE, pipeline: { color_enhance: 'sepia' } }, field: 'pipeline.color_enhance' },
      ],
    },
  }),
  gfp_superres: defineEndpoint({
    ...imageRoutes.gfp_superres,
    errors: ['job_failed'],
    summary: 'Upscale an image with a super-resolution model',
    request: image.superresRequest,
    response: image.superresResult,
    examples: {
      valid: [{ init_image: SAMPLE_IMAGE }, { init_image: SAMPLE_IMAGE, outscale: 4 }],
      invalid: [
        { input: { init_image: SAMPLE_IMAGE, outscale: 0.5 }, field: 'outscale' },
        { input: { init_image: SAMPLE_IMAGE, outscale: 11 }, field: 'outscale' },
        { input: { init_image: SAMPLE_IMAGE, outscale: '2' }, field: 'outscale' },
        { input: { init_image: 'not a url' }, field: 'init_image' },
      ],
    },
  }),
  rembg: defineEndpoint({
    ...imageRoutes.rembg,
    errors: ['job_failed'],
    summary: 'Remove the background of an image',
    request: image.rembgRequest,
    response: image.rembgResult,
    examples: {
      valid: [{ init_image: SAMPLE_IMAGE }, { init_image: SAMPLE_IMAGE, output: 'color', background_color: '#00ff88' }],
      invalid: [
        { input: { init_image: SAMPLE_IMAGE, output: 'blur' }, field: 'output' },
        { input: { init_image: SAMPLE_IMAGE, background_color: 'green' }, field: 'background_color' },
      ],
    },
  }),
  colorize: defineEndpoint({
    ...imageRoutes.colorize,
    errors: ['job_failed'],
    summary: 'Colorize a black-and-white image',
    request: image.colorizeRequest,
    response: image.colorizeResult,
    examples: {
      valid: [{ init_image: SAMPLE_IMAGE }],
      invalid: [{ input: { init_image: 12 }, field: 'init_image' }],
    },
  }),
} as const;
