import { platform } from '@/lib/contract';
import { modelId } from '@/lib/contract/models';
import { endpoint } from '@/lib/server/endpoint';
import { removeModel } from '@/lib/server/models';
import { pathParam } from '@/lib/server/path-param';

export const DELETE = endpoint(platform.modelsRemove, (_input, ctx) => removeModel(pathParam(modelId, ctx.params, 'id')));
