import { defineEndpoint } from '../define';
import { imagegenRoutes } from '../routes/imagegen';
import * as imagegen from '../imagegen';

/** The imagegen endpoints: method and path (routes/imagegen.ts), schemas (imagegen.ts) and examples of each operation. */
export const imagegenEndpoints = {
  get_all_models: defineEndpoint({
    ...imagegenRoutes.get_all_models,
    summary: 'The models loaded, with their load dates',
    request: imagegen.modelsRequest,
    response: imagegen.modelListing,
    examples: { valid: [{}], invalid: [] },
  }),
} as const;
