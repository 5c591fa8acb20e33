import { CAPABILITIES, platform } from '@/lib/contract';
import { studioBuild, studioVersion } from '@/lib/server/version';
import { endpoint } from '@/lib/server/endpoint';
import { providerNameFor } from '@/lib/server/providers';

export const GET = endpoint(platform.health, async () => ({
  ok: true,
  version: studioVersion(),
  build: studioBuild(),
  providers: Object.fromEntries(CAPABILITIES.map((c) => [c, providerNameFor(c)])) as Record<(typeof CAPABILITIES)[number], 'local' | 'upstream'>,
}));
