import { contract } from '@/lib/contract';
import { endpoint } from '@/lib/server/endpoint';

export const GET = endpoint(contract.music.fetch, (input, ctx) => ctx.provider.music.fetch(input, ctx));
