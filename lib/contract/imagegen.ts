import { z } from 'zod';

export const loadedModel = z.looseObject({
  model_id: z.string(),
  load_date: z.string().describe('When the model was loaded, ISO 8601.'),
});

export const modelsRequest = z.object({});
export const modelListing = z.looseObject({
  models: z.array(loadedModel),
  controlnet_models: z.array(loadedModel),
  lora_models: z.array(loadedModel),
  ip_adapter_models: z.array(loadedModel),
  embeddings_models: z.array(loadedModel),
  vae_models: z.array(loadedModel),
});
