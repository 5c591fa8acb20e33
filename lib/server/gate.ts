import 'server-only';
import type { EndpointContract } from '@/lib/contract';
import type { Caller } from './context';

export interface Admission {
  caller: Caller;
  /** Headers every response to this request carries (RateLimit-*). */
  headers: Record<string, string>;
}

/**
 * Decides who is calling and whether they may: authentication and rate limits, once, for
 * every endpoint. Throws an ApiError (401, 403, 429) to refuse.
 *
 * Until accounts exist every caller acts as the owner of this machine.
 */
export async function admit(_request: Request, _endpoint: EndpointContract): Promise<Admission> {
  return { caller: { kind: 'owner', accountId: null, credentialId: null, scope: null }, headers: {} };
}
