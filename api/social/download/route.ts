import { contract } from '@/lib/contract';
import { endpoint } from '@/lib/server/endpoint';

export const GET = endpoint(contract.social.download, (input, ctx) => ctx.provider.social.download(input, ctx));
