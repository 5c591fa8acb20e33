import { contract } from '@/lib/contract';
import { endpoint } from '@/lib/server/endpoint';

export const POST = endpoint(contract.image.gfp_superres, (input, ctx) => ctx.provider.image.gfp_superres(input, ctx));
