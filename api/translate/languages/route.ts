import { contract } from '@/lib/contract';
import { endpoint } from '@/lib/server/endpoint';

export const GET = endpoint(contract.translate.languages, (input, ctx) => ctx.provider.translate.languages(input, ctx));
