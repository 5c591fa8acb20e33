import 'server-only';
import { CAPABILITIES, LOCAL_ONLY_CAPABILITIES } from '@/lib/contract';
import { env } from '../env';
import { localProviders } from './local';
import type { CapabilityName, CapabilityProvider, Providers } from './types';
import { upstreamCapability } from './upstream';

export type { Providers, CapabilityProvider, CapabilityName } from './types';

/** local or upstream for one capability: PROVIDER_<CAPABILITY>, else PROVIDER, else local. */
export function providerNameFor(capability: CapabilityName): 'local' | 'upstream' {
  if (LOCAL_ONLY_CAPABILITIES.includes(capability)) return 'local';
  const config = env();
  const override = config[`PROVIDER_${capability.toUpperCase()}` as keyof typeof config];
  return (override as 'local' | 'upstream' | undefined) ?? config.PROVIDER;
}

/**
 * Prism's own operations that run on this machine whichever provider a capability uses:
 * saving a post's media (the items of an upstream result are fetched by the same safe
 * fetcher and kept in the same file store).
 */
const ALWAYS_LOCAL: { [C in CapabilityName]?: ReadonlyArray<keyof Providers[C]> } = { social: ['media'] };

function upstreamWithLocalExtras(capability: CapabilityName): CapabilityProvider<CapabilityName> {
  const local = localProviders[capability] as unknown as Record<string, unknown>;
  const extras = Object.fromEntries((ALWAYS_LOCAL[capability] ?? []).map((name) => [name, local[name as string]]));
  return { ...upstreamCapability(capability), ...extras } as CapabilityProvider<CapabilityName>;
}

let cached: Providers | undefined;

/** The provider of every capability, as configured. */
export function providers(): Providers {
  cached ??= Object.fromEntries(
    CAPABILITIES.map((c) => [c, providerNameFor(c) === 'upstream' ? upstreamWithLocalExtras(c) : localProviders[c]]),
  ) as Providers;
  return cached;
}
