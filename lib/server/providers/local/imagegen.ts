import 'server-only';
import { loadedModels } from '../../loaded-models';
import type { CapabilityProvider } from '../types';

/**
 * GET /imagegen/get_all_models: what this process's engines have really loaded (each engine
 * calls recordModelLoad on first use), with load dates. Lists stay empty until then, and
 * for kinds of model the local engine has none of (LoRA, ControlNet ...).
 */
export const imagegen: CapabilityProvider<'imagegen'> = {
  async get_all_models() {
    return loadedModels();
  },
};
