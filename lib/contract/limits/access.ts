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

// Where a demo link carries its token, and reading it back: ./demo-token.ts, apart from the
// capability table, so the API client of every page reads it without loading that table.
export { demoLinkUrl, demoTokenOf, tokenFragment, tokenInFragment } from './demo-token';
