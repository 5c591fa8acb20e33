import { z } from 'zod';
import { intBetween, mediaUrl } from './rules';
import { imageResult } from './image';

export const stylesRequest = z.object({});
export const styleCatalogue = z.looseObject({
  transform: z.array(z.string()).describe('Style ids usable as style_id.'),
  expression: z.array(z.string()),
  age: z.array(z.string()).describe('Values usable as age.'),
  makeup_reference: z.array(z.string()).describe('Image URLs usable as reference_image.'),
});

export const NUM_IMAGE_MAX = 4;
// Decisions (spec: bounds and defaults "not shown"): prompt is optional free text that
// nudges the style; num_image is 1 to 4 variations, default 1.
export const transformRequest = z.object({
  init_image: mediaUrl,
  prompt: z.string({ error: 'must be a string' }).max(500, 'must be at most 500 characters').default(''),
  style_id: z.string({ error: 'must be a string' }).min(1, 'must name a style from /face/styles'),
  num_image: intBetween(1, NUM_IMAGE_MAX).default(1),
});
export const transformResult = imageResult.extend({ style_id: z.string() });

export const ageRequest = z.object({
  init_image: mediaUrl,
  age: z.string({ error: 'must be a string' }).min(1, 'must be a value of age from /face/styles'),
});
export const ageResult = imageResult.extend({ age: z.string() });

export const makeupRequest = z.object({ init_image: mediaUrl, reference_image: mediaUrl });
export const makeupResult = imageResult.extend({ reference_image: z.string() });
