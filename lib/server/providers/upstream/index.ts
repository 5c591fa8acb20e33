import 'server-only';
import { contract, type EndpointContract } from '@/lib/contract';
import type { CapabilityName, CapabilityProvider } from '../types';
import type { CallContext } from '../../context';
import { ApiError } from '../../errors';
import { callUpstream } from './call';

/** The hosted service as a provider, derived from the contract: one call per operation. */
export function upstreamCapability<C extends CapabilityName>(capability: C): CapabilityProvider<C> {
  const operations = contract[capability] as Record<string, EndpointContract>;
  return Object.fromEntries(
    Object.entries(operations).map(([name, endpoint]) => [
      name,
      endpoint.extension
        ? async () => {
            // Prism's extensions (language lists, voices ...) have no twin on the hosted service.
            throw new ApiError('not_offered_upstream', `${endpoint.method} ${endpoint.path} is a Prism extension the upstream provider does not offer.`);
          }
        : (input: unknown, ctx: CallContext) => callUpstream(endpoint, input, ctx),
    ]),
  ) as unknown as CapabilityProvider<C>;
}
