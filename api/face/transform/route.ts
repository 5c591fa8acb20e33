import { contract } from '@/lib/contract';
import { endpoint } from '@/lib/server/endpoint';

export const POST = endpoint(contract.face.transform, (input, ctx) => ctx.provider.face.transform(input, ctx));
