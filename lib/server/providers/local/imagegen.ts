import 'server-only';
import { notBuiltCapability } from '../not-built';
import type { CapabilityProvider } from '../types';

/** The local engine for imagegen. Not built yet: every operation answers 501 with guidance. */
export const imagegen: CapabilityProvider<'imagegen'> = notBuiltCapability('imagegen');
