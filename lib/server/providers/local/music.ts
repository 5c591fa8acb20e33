import 'server-only';
import { notBuiltCapability } from '../not-built';
import type { CapabilityProvider } from '../types';

/** The local engine for music. Not built yet: every operation answers 501 with guidance. */
export const music: CapabilityProvider<'music'> = notBuiltCapability('music');
