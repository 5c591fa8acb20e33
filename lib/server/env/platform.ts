import { z } from 'zod';

/**
 * Accounts, sessions, rate limits and the store (documented in .env.example). Files,
 * fetching, jobs and REDIS_URL are in platform-io.ts.
 */
export const platformEnv = {
  /** postgres://user@host:5432/db to keep accounts, keys and jobs in PostgreSQL instead of SQLite. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
} satisfies Record<string, z.ZodType>;
