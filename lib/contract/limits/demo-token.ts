/** Zod-free and table-free: the API client of every page imports this (lib/client/credential.ts). */

/**
 * Where a demo link carries its token: the URL's fragment (/embed/translate#token=demo_…),
 * which the browser never sends to a server, so proxies' access logs, the server and the
 * Referer of the page's own requests never hold the credential. The embed page reads it in
 * the browser and sends it as a Bearer header.
 */
export const demoLinkUrl = (origin: string, path: string, token: string): string => `${origin}${path}#${tokenFragment(token)}`;

/** A URL fragment (without its #) that carries a demo token. */
export const tokenFragment = (token: string): string => `token=${encodeURIComponent(token)}`;

/** The demo token in a URL fragment ("#token=…"), or null. */
export const tokenInFragment = (hash: string): string | null => new URLSearchParams(hash.replace(/^#/, '')).get('token');

/** The demo token of an embed page's address: its fragment, or ?token= (links made before the fragment). */
export function demoTokenOf(location: { hash: string; search: string }): string | null {
  return tokenInFragment(location.hash) ?? new URLSearchParams(location.search).get('token');
}
