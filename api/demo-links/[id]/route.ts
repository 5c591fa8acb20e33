import { platform } from '@/lib/contract';
import { idString } from '@/lib/contract/rules';
import { revokeDemoLink } from '@/lib/server/auth/demo-links';
import { endpoint } from '@/lib/server/endpoint';
import { ApiError } from '@/lib/server/errors';
import { pathParam } from '@/lib/server/path-param';
import { db } from '@/lib/server/store';

export const DELETE = endpoint(platform.demoLinksRevoke, async (_input, ctx) => {
  const id = pathParam(idString, ctx.params, 'id');
  const link = await revokeDemoLink(await db(), id);
  if (!link) throw new ApiError('not_found', `id: no demo link has id or prefix ${id}`);
  return { link };
});
