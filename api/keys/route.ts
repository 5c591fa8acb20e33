import { platform } from '@/lib/contract';
import { createKey, listKeys } from '@/lib/server/auth/keys';
import { ownerAccount } from '@/lib/server/auth/owner';
import { endpoint } from '@/lib/server/endpoint';
import { db } from '@/lib/server/store';

const DAY_MS = 86_400_000;

export const GET = endpoint(platform.keysList, async () => ({ keys: await listKeys(await db()) }));

export const POST = endpoint(platform.keysCreate, async (input) =>
  createKey(await db(), {
    name: input.name,
    rpm: input.rpm,
    expiresAt: input.expires_in_days ? new Date(Date.now() + input.expires_in_days * DAY_MS) : null,
    account: input.owner ? await ownerAccount() : undefined,
  }),
);
