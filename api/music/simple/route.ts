import { contract } from '@/lib/contract';
import { endpoint } from '@/lib/server/endpoint';

export const POST = endpoint(contract.music.simple, (input, ctx) => ctx.provider.music.simple(input, ctx));
