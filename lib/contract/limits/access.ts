/** Zod-free rules of the access contract: the schema in ../access.ts is built from them, and the studio reads them for its helper text without loading zod. */
import { CAPABILITY_TABLE, type EmbeddableCapability } from '../capabilities';

/** The capabilities a demo link can open: those with an embed twin in the capability table. */
export const DEMO_CAPABILITIES = CAPABILITY_TABLE.flatMap((row) => (row.embed ? [row.capability] : [])) as [EmbeddableCapability, ...EmbeddableCapability[]];
export type DemoCapability = EmbeddableCapability;

/** The /embed page each demo capability lands on. */
export const EMBED_SLUG = Object.fromEntries(CAPABILITY_TABLE.flatMap((row) => (row.embed ? [[row.capability, row.embed]] : []))) as Record<DemoCapability, string>;

/** An API key: name length, the rpm of its new account, days until it expires. */
export const KEY_LIMITS = { name: 80, rpm: { max: 100_000, default: 60 }, expiresInDays: 3650 } as const;
/** A demo link: label length, hours until it expires (at most 90 days), its rpm. */
export const DEMO_LINK_LIMITS = { label: 80, expiresInHours: { max: 24 * 90, default: 24 * 7 }, rpm: { max: 600, default: 10 } } as const;

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
