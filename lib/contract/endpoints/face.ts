import { defineEndpoint } from '../define';
import { faceRoutes } from '../routes/face';
import * as face from '../face';
import { SAMPLE_IMAGE } from './samples';

/** The face endpoints: method and path (routes/face.ts), schemas (face.ts) and examples of each operation. */
export const faceEndpoints = {
  styles: defineEndpoint({
    ...faceRoutes.styles,
    summary: 'The catalogue of face styles, ages and makeup references',
    request: face.stylesRequest,
    response: face.styleCatalogue,
    examples: { valid: [{}], invalid: [] },
  }),
  transform: defineEndpoint({
    ...faceRoutes.transform,
    errors: ['job_failed'],
    summary: 'Apply a style to the faces of a photo',
    request: face.transformRequest,
    response: face.transformResult,
    examples: {
      valid: [{ init_image: SAMPLE_IMAGE, style_id: 'cartoon' }, { init_image: SAMPLE_IMAGE, style_id: 'noir', prompt: 'moody', num_image: 2 }],
      invalid: [
        { input: { init_image: SAMPLE_IMAGE }, field: 'style_id' },
        { input: { init_image: SAMPLE_IMAGE, style_id: 'cartoon', num_image: 0 }, field: 'num_image' },
        { input: { init_image: SAMPLE_IMAGE, style_id: 'cartoon', num_image: 1.5 }, field: 'num_image' },
      ],
    },
  }),
  age: defineEndpoint({
    ...faceRoutes.age,
    errors: ['job_failed'],
    summary: 'Change the apparent age of the faces of a photo',
    request: face.ageRequest,
    response: face.ageResult,
    examples: {
      valid: [{ init_image: SAMPLE_IMAGE, age: '60' }],
      invalid: [{ input: { init_image: SAMPLE_IMAGE }, field: 'age' }],
    },
  }),
  makeup: defineEndpoint({
    ...faceRoutes.makeup,
    errors: ['job_failed'],
    summary: 'Transfer makeup from a reference face',
    request: face.makeupRequest,
    response: face.makeupResult,
    examples: {
      valid: [{ init_image: SAMPLE_IMAGE, reference_image: 'https://example.com/ref.jpg' }],
      invalid: [{ input: { init_image: SAMPLE_IMAGE }, field: 'reference_image' }],
    },
  }),
} as const;
