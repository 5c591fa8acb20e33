import { contract } from '@/lib/contract';
import { endpoint } from '@/lib/server/endpoint';

export const POST = endpoint(contract.tts.audio_query, (input, ctx) => ctx.provider.tts.audio_query(input, ctx));
