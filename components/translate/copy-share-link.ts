import { copyText } from '@/lib/client/copy-text';
import { tokenFragment, tokenInFragment } from '@/lib/contract/limits/demo-token';
import { PARAMS, type SharedTranslation } from './share-link';

/** The share link of what is on the page (share-link.ts), made and copied when Share is pressed. */
export function shareUrl(current: string, shared: SharedTranslation): string {
  const url = new URL(current);
  url.searchParams.set(PARAMS.text, shared.text);
  url.searchParams.set(PARAMS.source, shared.source);
  url.searchParams.set(PARAMS.target, shared.target);
  const token = tokenInFragment(url.hash);
  url.hash = token ? tokenFragment(token) : '';
  return url.toString();
}

/** Copies a share link; where the browser allows no copying it stays on screen to copy by hand. */
export async function copyShareLink(url: string): Promise<{ url: string; copied: boolean }> {
  return { url, copied: await copyText(url) };
}
