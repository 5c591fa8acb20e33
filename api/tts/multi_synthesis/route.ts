import { contract } from '@/lib/contract';
import { endpoint } from '@/lib/server/endpoint';

export const POST = endpoint(contract.tts.multi_synthesis, (input, ctx) => ctx.provider.tts.multi_synthesis(input, ctx));
