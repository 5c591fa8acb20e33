import { contract } from '@/lib/contract';
import { endpoint } from '@/lib/server/endpoint';

export const GET = endpoint(contract.tts.speakers, (input, ctx) => ctx.provider.tts.speakers(input, ctx));
