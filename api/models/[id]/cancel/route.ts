import { platform } from '@/lib/contract';
import { endpoint } from '@/lib/server/endpoint';
import { cancelModel, checkedModelId } from '@/lib/server/models';

export const POST = endpoint(platform.modelsCancel, (_input, ctx) => cancelModel(checkedModelId(ctx.params.id)));
