import { contract } from '@/lib/contract';
import { endpoint } from '@/lib/server/endpoint';

export const POST = endpoint(contract.face.makeup, (input, ctx) => ctx.provider.face.makeup(input, ctx));
