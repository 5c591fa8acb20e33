import { platform } from '@/lib/contract';
import { endpoint } from '@/lib/server/endpoint';
import { checkedModelId, removeModel } from '@/lib/server/models';

export const DELETE = endpoint(platform.modelsRemove, (_input, ctx) => removeModel(checkedModelId(ctx.params.id)));
