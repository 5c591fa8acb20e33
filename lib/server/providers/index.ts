import 'server-only';
import { CAPABILITIES } from '@/lib/contract';
import { env } from '../env';
import { localProviders } from './local';
import type { CapabilityName, Providers } from './types';
import { upstreamCapability } from './upstream';

export type { Providers, CapabilityProvider, CapabilityName } from './types';

/** local or upstream for one capability: PROVIDER_<CAPABILITY>, else PROVIDER, else local. */
export function providerNameFor(capability: CapabilityName): 'local' | 'upstream' {
  const config = env();
  const override = config[`PROVIDER_${capability.toUpperCase()}` as keyof typeof config];
  return (override as 'local' | 'upstream' | undefined) ?? config.PROVIDER;
}

let cached: Providers | undefined;

/** The provider of every capability, as configured. */
export function providers(): Providers {
  cached ??= Object.fromEntries(
    CAPABILITIES.map((c) => [c, providerNameFor(c) === 'upstream' ? upstreamCapability(c) : localProviders[c]]),
  ) as Providers;
  return cached;
}
