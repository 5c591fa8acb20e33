import 'server-only';
import { notBuiltCapability } from '../not-built';
import type { CapabilityProvider } from '../types';

/** The local engine for image. Not built yet: every operation answers 501 with guidance. */
export const image: CapabilityProvider<'image'> = notBuiltCapability('image');
