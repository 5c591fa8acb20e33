import 'server-only';
import { notBuiltCapability } from '../not-built';
import type { CapabilityProvider } from '../types';

/** The local engine for account. Not built yet: every operation answers 501 with guidance. */
export const account: CapabilityProvider<'account'> = notBuiltCapability('account');
