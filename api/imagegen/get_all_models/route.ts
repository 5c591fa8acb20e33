import { contract } from '@/lib/contract';
import { endpoint } from '@/lib/server/endpoint';

export const GET = endpoint(contract.imagegen.get_all_models, (input, ctx) => ctx.provider.imagegen.get_all_models(input, ctx));
