import { platform } from '@/lib/contract';
import { idString } from '@/lib/contract/rules';
import { revokeKey } from '@/lib/server/auth/keys';
import { endpoint } from '@/lib/server/endpoint';
import { ApiError } from '@/lib/server/errors';
import { pathParam } from '@/lib/server/path-param';
import { db } from '@/lib/server/store';

export const DELETE = endpoint(platform.keysRevoke, async (_input, ctx) => {
  const id = pathParam(idString, ctx.params, 'id');
  const key = await revokeKey(await db(), id);
  if (!key) throw new ApiError('not_found', `id: no API key has id or prefix ${id}`);
  return { key };
});
