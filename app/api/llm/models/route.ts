import { contract } from '@/lib/contract';
import { endpoint } from '@/lib/server/endpoint';

export const GET = endpoint(contract.llm.models, (input, ctx) => ctx.provider.llm.models(input, ctx));
