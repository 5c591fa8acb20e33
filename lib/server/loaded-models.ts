import 'server-only';

/** The six lists of GET /imagegen/get_all_models. */
export type ModelList = 'models' | 'controlnet_models' | 'lora_models' | 'ip_adapter_models' | 'embeddings_models' | 'vae_models';

const loaded = new Map<string, { list: ModelList; model_id: string; load_date: string }>();

/**
 * Providers call this when their engine has loaded a model (first use), so the model
 * listing shows what this process really holds, with when it was loaded.
 */
export function recordModelLoad(list: ModelList, modelId: string, loadedAt: Date = new Date()): void {
  const key = `${list}:${modelId}`;
  if (!loaded.has(key)) loaded.set(key, { list, model_id: modelId, load_date: loadedAt.toISOString() });
}

export function loadedModels(): Record<ModelList, Array<{ model_id: string; load_date: string }>> {
  const lists: Record<ModelList, Array<{ model_id: string; load_date: string }>> = {
    models: [],
    controlnet_models: [],
    lora_models: [],
    ip_adapter_models: [],
    embeddings_models: [],
    vae_models: [],
  };
  for (const entry of loaded.values()) lists[entry.list].push({ model_id: entry.model_id, load_date: entry.load_date });
  return lists;
}
