import { contract } from '@/lib/contract';
import { endpoint } from '@/lib/server/endpoint';

export const GET = endpoint(contract.account.me, (input, ctx) => ctx.provider.account.me(input, ctx));
