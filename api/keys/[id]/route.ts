import { platform } from '@/lib/contract';
import { revokeKey } from '@/lib/server/auth/keys';
import { endpoint } from '@/lib/server/endpoint';
import { ApiError } from '@/lib/server/errors';
import { db } from '@/lib/server/store';

export const DELETE = endpoint(platform.keysRevoke, async (_input, ctx) => {
  const key = await revokeKey(await db(), ctx.params.id ?? '');
  if (!key) throw new ApiError('not_found', `id: no API key has id or prefix ${ctx.params.id}`);
  return { key };
});
