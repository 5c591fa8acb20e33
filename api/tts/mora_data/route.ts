import { contract } from '@/lib/contract';
import { endpoint } from '@/lib/server/endpoint';

export const POST = endpoint(contract.tts.mora_data, (input, ctx) => ctx.provider.tts.mora_data(input, ctx));
