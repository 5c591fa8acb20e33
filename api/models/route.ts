import { platform } from '@/lib/contract';
import { isOwner } from '@/lib/server/auth/policy';
import { endpoint } from '@/lib/server/endpoint';
import { listModels } from '@/lib/server/models';

export const GET = endpoint(platform.modelsList, (_input, ctx) => listModels(isOwner(ctx.caller)));
