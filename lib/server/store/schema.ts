import 'server-only';
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * The tables of the store, as Kysely sees them. Columns are portable between SQLite and
 * PostgreSQL: text ids, ISO 8601 text timestamps, integer counters and 0/1 flags.
 *
 * A new table: add its migration to migrations/ (and to the list in migrations/index.ts)
 * and its row type to `Database` below.
 */
export interface Database {
  accounts: AccountsTable;
  api_keys: ApiKeysTable;
  sessions: SessionsTable;
  demo_links: DemoLinksTable;
}

export interface AccountsTable {
  id: string;
  name: string;
  /** owner: the person this machine belongs to (one); member: an API customer. */
  role: 'owner' | 'member';
  current_plan: string;
  /** YYYY-MM-DD; 9999-12-31 when the plan does not end. */
  plan_expiry_date: string;
  current_rpm: number;
  created_at: string;
}

export interface ApiKeysTable {
  id: string;
  account_id: string;
  name: string;
  /** The first characters of the key, kept in clear so people can tell keys apart. */
  prefix: string;
  /** SHA-256 of the whole key, hex. The key itself is never stored. */
  token_hash: string;
  created_at: string;
  expires_at: string | null;
  revoked_at: string | null;
  last_used_at: string | null;
}

export interface SessionsTable {
  id: string;
  token_hash: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  /** 'password:<scrypt mark>' or 'key:<owner key id>' (auth/session-credential.ts); null before 0008. */
  opened_with: string | null;
}

export interface DemoLinksTable {
  id: string;
  /** The one capability the token may call: translate, image, face, music, tts, social, llm. */
  capability: string;
  label: string;
  prefix: string;
  token_hash: string;
  rpm: number;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export type Account = Selectable<AccountsTable>;
export type NewAccount = Insertable<AccountsTable>;
export type AccountUpdate = Updateable<AccountsTable>;
export type ApiKeyRow = Selectable<ApiKeysTable>;
export type SessionRow = Selectable<SessionsTable>;
export type DemoLinkRow = Selectable<DemoLinksTable>;

// Re-exported so a table added later can use it for auto-increment columns.
export type { Generated };
