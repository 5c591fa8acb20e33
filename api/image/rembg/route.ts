import { contract } from '@/lib/contract';
import { endpoint } from '@/lib/server/endpoint';

export const POST = endpoint(contract.image.rembg, (input, ctx) => ctx.provider.image.rembg(input, ctx));
