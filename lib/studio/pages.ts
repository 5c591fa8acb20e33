import { CAPABILITY_TABLE } from '@/lib/contract/capabilities';
import type { Capability } from '@/lib/contract/define';

/**
 * The studio's pages, in navigation order: one per row of the capability table, then the
 * API reference. `embed` pages have a chrome-less twin under /embed/<embed>.
 */
export interface StudioPage {
  slug: string;
  title: string;
  blurb: string;
  icon: string;
  capability: Capability | null;
  /** The embed twin's slug, or null. */
  embed: string | null;
}

export const STUDIO_PAGES: StudioPage[] = [
  ...CAPABILITY_TABLE.map(({ capability, page, embed, title, blurb, icon }) => ({ slug: page, title, blurb, icon, capability, embed })),
  { slug: 'docs', title: 'API reference', blurb: 'Every endpoint, generated from the contract; the OpenAPI document.', icon: '{}', capability: null, embed: null },
];

export const EMBEDDABLE_PAGES = STUDIO_PAGES.filter((p): p is StudioPage & { embed: string } => p.embed !== null);

export function studioPage(slug: string): StudioPage {
  const page = STUDIO_PAGES.find((p) => p.slug === slug);
  if (!page) throw new Error(`no studio page ${slug}`);
  return page;
}

/** The studio page whose embed twin is /embed/<embed>. */
export function embedPage(embed: string): StudioPage {
  const page = STUDIO_PAGES.find((p) => p.embed === embed);
  if (!page) throw new Error(`no embed page ${embed}`);
  return page;
}
