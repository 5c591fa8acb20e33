import { contract } from '@/lib/contract';
import { endpoint } from '@/lib/server/endpoint';

export const POST = endpoint(contract.image.colorize, (input, ctx) => ctx.provider.image.colorize(input, ctx));
