import { contract } from '@/lib/contract';
import { endpoint } from '@/lib/server/endpoint';

export const POST = endpoint(contract.tts.synthesis, (input, ctx) => ctx.provider.tts.synthesis(input, ctx));
