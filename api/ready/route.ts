import { platform } from '@/lib/contract';
import { endpoint } from '@/lib/server/endpoint';
import { readiness } from '@/lib/server/readiness';

export const GET = endpoint(platform.ready, () => readiness());
