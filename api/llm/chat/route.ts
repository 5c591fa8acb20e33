import { contract } from '@/lib/contract';
import { endpoint } from '@/lib/server/endpoint';

export const POST = endpoint(contract.llm.chat, (input, ctx) => ctx.provider.llm.chat(input, ctx));
