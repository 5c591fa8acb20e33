import 'server-only';
import { notBuiltCapability } from '../not-built';
import type { CapabilityProvider } from '../types';

/** The local engine for llm. Not built yet: every operation answers 501 with guidance. */
export const llm: CapabilityProvider<'llm'> = notBuiltCapability('llm');
