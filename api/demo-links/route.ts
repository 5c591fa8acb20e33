import { platform } from '@/lib/contract';
import { demoLinkUrl } from '@/lib/contract/limits/access';
import { createDemoLink, listDemoLinks } from '@/lib/server/auth/demo-links';
import { endpoint } from '@/lib/server/endpoint';
import { isNearbyHost } from '@/lib/server/fetch/address-policy';
import { db } from '@/lib/server/store';

export const GET = endpoint(platform.demoLinksList, async () => ({ links: await listDemoLinks(await db()) }));

export const POST = endpoint(platform.demoLinksCreate, async (input, ctx) => {
  const { link, token } = await createDemoLink(await db(), {
    capability: input.capability,
    label: input.label,
    rpm: input.rpm,
    expiresAt: new Date(Date.now() + input.expires_in_hours * 3_600_000),
  });
  return { link, token, url: demoLinkUrl(ctx.origin, link.path, token), nearby_only: isNearbyHost(new URL(ctx.origin).hostname) };
});
