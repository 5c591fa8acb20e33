import { contract } from '@/lib/contract';
import { endpoint } from '@/lib/server/endpoint';

export const POST = endpoint(contract.translate.predict, (input, ctx) => ctx.provider.translate.predict(input, ctx));
