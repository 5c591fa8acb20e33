import { contract } from '@/lib/contract';
import { endpoint } from '@/lib/server/endpoint';

export const POST = endpoint(contract.music.advance, (input, ctx) => ctx.provider.music.advance(input, ctx));
