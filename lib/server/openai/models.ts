import 'server-only';
import type { CallContext } from '../context';
import { chatBackend } from '../llm/backend';
import { providerNameFor } from '../providers';

/** GET /v1/models: the chat models the configured backend answers with (none, or the hosted service: an empty list). */
export async function openAiModels(ctx: CallContext) {
  const backend = providerNameFor('llm') === 'upstream' ? null : await chatBackend();
  let models: string[] = [];
  if (backend) {
    try {
      models = (await backend.listModels(ctx.signal)).models;
    } catch (error) {
      ctx.log.warn({ err: error }, 'listing chat models for /v1/models failed');
    }
  }
  return { object: 'list' as const, data: models.map((id) => ({ id, object: 'model' as const, created: 0, owned_by: 'prism' })) };
}
