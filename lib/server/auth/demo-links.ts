import 'server-only';
import type { Kysely } from 'kysely';
import { EMBED_SLUG, type DemoCapability, type DemoLinkSummary } from '@/lib/contract/access';
import { readThroughCache } from '../store/read-cache';
import type { Database, DemoLinkRow } from '../store/schema';
import { newId, newToken, prefixOf, stateOf, tokenMatches } from './tokens';

export interface CreateDemoLinkInput {
  capability: DemoCapability;
  label?: string;
  expiresAt: Date;
  rpm: number;
}

/** Creates a demo link; its token is returned here only (stored as a hash). */
export async function createDemoLink(db: Kysely<Database>, input: CreateDemoLinkInput): Promise<{ link: DemoLinkSummary; token: string }> {
  const { token, prefix, hash } = newToken('demo');
  const row: DemoLinkRow = {
    id: newId('dl'),
    capability: input.capability,
    label: input.label ?? `${input.capability} demo`,
    prefix,
    token_hash: hash,
    rpm: input.rpm,
    created_at: new Date().toISOString(),
    expires_at: input.expiresAt.toISOString(),
    revoked_at: null,
  };
  await db.insertInto('demo_links').values(row).execute();
  return { link: summarise(row), token };
}

export async function listDemoLinks(db: Kysely<Database>): Promise<DemoLinkSummary[]> {
  const rows = await db.selectFrom('demo_links').selectAll().orderBy('created_at', 'desc').execute();
  return rows.map((r) => summarise(r));
}

export async function revokeDemoLink(db: Kysely<Database>, idOrPrefix: string): Promise<DemoLinkSummary | undefined> {
  const matches = await db
    .selectFrom('demo_links')
    .selectAll()
    .where((w) => w.or([w('id', '=', idOrPrefix), w('prefix', '=', idOrPrefix)]))
    .execute();
  if (matches.length !== 1) return undefined;
  const row = matches[0]!;
  const revokedAt = row.revoked_at ?? new Date().toISOString();
  await db.updateTable('demo_links').set({ revoked_at: revokedAt }).where('id', '=', row.id).execute();
  return summarise({ ...row, revoked_at: revokedAt });
}

export type DemoCheck = { state: 'active'; link: DemoLinkRow } | { state: 'unknown' } | { state: 'revoked' | 'expired'; link: DemoLinkRow };

/** Looked up on every request (no cache), so a revoked link stops at once. */
// Every demo page call reads its link; the read stays true until the store changes.
const linksByPrefix = readThroughCache<DemoLinkRow[]>();

export async function checkDemoToken(db: Kysely<Database>, token: string, now = new Date()): Promise<DemoCheck> {
  const prefix = prefixOf(token);
  const candidates = await linksByPrefix(db, prefix, () => db.selectFrom('demo_links').selectAll().where('prefix', '=', prefix).execute());
  const link = candidates.find((row) => tokenMatches(token, row.token_hash));
  if (!link) return { state: 'unknown' };
  const state = stateOf(link, now);
  return state === 'active' ? { state, link } : { state, link };
}

export const embedPath = (capability: DemoCapability) => `/embed/${EMBED_SLUG[capability]}`;

function summarise(row: DemoLinkRow): DemoLinkSummary {
  return {
    id: row.id,
    capability: row.capability as DemoCapability,
    label: row.label,
    prefix: row.prefix,
    rpm: row.rpm,
    status: stateOf(row),
    path: embedPath(row.capability as DemoCapability),
    created_at: row.created_at,
    expires_at: row.expires_at,
    revoked_at: row.revoked_at,
  };
}
