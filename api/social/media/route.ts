import { contract } from '@/lib/contract';
import { endpoint } from '@/lib/server/endpoint';
import { savedMediaResponse } from './redirect';

// Prism's own endpoint, answered on this machine whichever provider reads posts (see
// ALWAYS_LOCAL in lib/server/providers): the items of an upstream result are saved through
// the same safe fetcher.
const saved = endpoint(contract.social.media, (input, ctx) => ctx.provider.social.media(input, ctx));

export async function GET(request: Request): Promise<Response> {
  return savedMediaResponse(request, await saved(request));
}
