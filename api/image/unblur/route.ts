import { contract } from '@/lib/contract';
import { endpoint } from '@/lib/server/endpoint';

export const POST = endpoint(contract.image.unblur, (input, ctx) => ctx.provider.image.unblur(input, ctx));
