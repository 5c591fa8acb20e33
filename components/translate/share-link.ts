import { tokenFragment, tokenInFragment } from '@/lib/contract/limits/demo-token';

/**
 * The share link: the same page with the text and languages in its query, so opening it
 * shows (and translates) the same thing. Other parameters, and an embed's demo token (#token=),
 * are kept: a shared embed link still opens.
 */
export interface SharedTranslation {
  text: string;
  source: string;
  target: string;
}

const PARAMS = { text: 'text', source: 'from', target: 'to' } as const;

export function shareUrl(current: string, shared: SharedTranslation): string {
  const url = new URL(current);
  url.searchParams.set(PARAMS.text, shared.text);
  url.searchParams.set(PARAMS.source, shared.source);
  url.searchParams.set(PARAMS.target, shared.target);
  const token = tokenInFragment(url.hash);
  url.hash = token ? tokenFragment(token) : '';
  return url.toString();
}

/**
 * A link carries the text in its address, and servers cap an address with the other headers
 * (Node and the shipped nginx at 16 KB): a query longer than this is not offered as a link.
 */
export const SHARE_QUERY_MAX = 8_000;

export function fitsInLink(shared: SharedTranslation): boolean {
  const query = new URLSearchParams({ [PARAMS.text]: shared.text, [PARAMS.source]: shared.source, [PARAMS.target]: shared.target });
  return query.toString().length <= SHARE_QUERY_MAX;
}

export function readShared(params: URLSearchParams): Partial<SharedTranslation> {
  const out: Partial<SharedTranslation> = {};
  const text = params.get(PARAMS.text);
  const source = params.get(PARAMS.source);
  const target = params.get(PARAMS.target);
  if (text) out.text = text;
  if (source) out.source = source;
  if (target) out.target = target;
  return out;
}

/** Copies a share link; without a clipboard (insecure context, denied) it stays on screen to copy by hand. */
export async function copyShareLink(url: string): Promise<{ url: string; copied: boolean }> {
  try {
    await navigator.clipboard.writeText(url);
    return { url, copied: true };
  } catch {
    return { url, copied: false };
  }
}
