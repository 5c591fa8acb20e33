import { platform } from '@/lib/contract';
import { revokeDemoLink } from '@/lib/server/auth/demo-links';
import { endpoint } from '@/lib/server/endpoint';
import { ApiError } from '@/lib/server/errors';
import { db } from '@/lib/server/store';

export const DELETE = endpoint(platform.demoLinksRevoke, async (_input, ctx) => {
  const link = await revokeDemoLink(await db(), ctx.params.id ?? '');
  if (!link) throw new ApiError('not_found', `id: no demo link has id or prefix ${ctx.params.id}`);
  return { link };
});
