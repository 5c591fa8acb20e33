import { CAPABILITIES, platform } from '@/lib/contract';
import { endpoint } from '@/lib/server/endpoint';
import { providerNameFor } from '@/lib/server/providers';

export const GET = endpoint(platform.health, async () => ({
  ok: true,
  version: process.env.npm_package_version ?? '0.0.0',
  providers: Object.fromEntries(CAPABILITIES.map((c) => [c, providerNameFor(c)])) as Record<(typeof CAPABILITIES)[number], 'local' | 'upstream'>,
}));
