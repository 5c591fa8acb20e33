import { platform } from '@/lib/contract';
import { modelId } from '@/lib/contract/models';
import { endpoint } from '@/lib/server/endpoint';
import { cancelModel } from '@/lib/server/models';
import { pathParam } from '@/lib/server/path-param';

export const POST = endpoint(platform.modelsCancel, (_input, ctx) => cancelModel(pathParam(modelId, ctx.params, 'id')));
