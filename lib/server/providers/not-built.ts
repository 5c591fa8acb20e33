import 'server-only';
import { contract, type EndpointContract } from '@/lib/contract';
import { ApiError } from '../errors';
import type { CapabilityName, CapabilityProvider } from './types';

/** A 501 that tells the caller how to get the capability anyway: from the hosted service. */
export function notBuiltError(endpoint: EndpointContract): ApiError {
  const variable = `PROVIDER_${endpoint.capability.toUpperCase()}`;
  return new ApiError(
    'not_built_locally',
    `${endpoint.method} ${endpoint.path} is not built in the local engine yet; set ${variable}=upstream ` +
      'with UPSTREAM_BASE_URL and UPSTREAM_API_KEY to have the hosted service answer it.',
  );
}

/** A capability whose local engine does not exist yet: every operation answers 501. */
export function notBuiltCapability<C extends CapabilityName>(capability: C): CapabilityProvider<C> {
  const operations = contract[capability] as Record<string, EndpointContract>;
  return Object.fromEntries(
    Object.entries(operations).map(([name, endpoint]) => [
      name,
      async () => {
        throw notBuiltError(endpoint);
      },
    ]),
  ) as unknown as CapabilityProvider<C>;
}
