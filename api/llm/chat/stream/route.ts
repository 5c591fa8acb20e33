import { contract } from '@/lib/contract';
import { endpoint } from '@/lib/server/endpoint';
import { streamChat } from '@/lib/server/llm/stream';

export const POST = endpoint(contract.llm.stream, async (input, ctx) => streamChat(input, ctx));
