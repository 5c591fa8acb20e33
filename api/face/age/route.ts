import { contract } from '@/lib/contract';
import { endpoint } from '@/lib/server/endpoint';

export const POST = endpoint(contract.face.age, (input, ctx) => ctx.provider.face.age(input, ctx));
