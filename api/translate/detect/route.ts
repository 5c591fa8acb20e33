import { contract } from '@/lib/contract';
import { endpoint } from '@/lib/server/endpoint';

export const POST = endpoint(contract.translate.detect, (input, ctx) => ctx.provider.translate.detect(input, ctx));
