import 'server-only';
import { notBuiltCapability } from '../not-built';
import type { CapabilityProvider } from '../types';

/** The local engine for social. Not built yet: every operation answers 501 with guidance. */
export const social: CapabilityProvider<'social'> = notBuiltCapability('social');
