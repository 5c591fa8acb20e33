import { contract } from '@/lib/contract';
import { endpoint } from '@/lib/server/endpoint';

export const GET = endpoint(contract.face.styles, (input, ctx) => ctx.provider.face.styles(input, ctx));
