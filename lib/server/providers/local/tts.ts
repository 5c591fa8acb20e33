import 'server-only';
import { notBuiltCapability } from '../not-built';
import type { CapabilityProvider } from '../types';

/** The local engine for tts. Not built yet: every operation answers 501 with guidance. */
export const tts: CapabilityProvider<'tts'> = notBuiltCapability('tts');
