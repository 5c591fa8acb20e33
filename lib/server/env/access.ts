import 'server-only';
import { z } from 'zod';
import { wholeNumber } from './rules';

/**
 * Accounts, authentication, sessions, rate limits and the store (documented in
 * .env.example). Files, fetching, jobs and REDIS_URL are in fetch-files-jobs.ts.
 */
export const accessEnv = {
  /** postgres://user@host:5432/db to keep accounts, keys and jobs in PostgreSQL instead of SQLite. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  /**
   * local: a request with no credential from this machine (loopback) acts as the owner, so
   * curl and the studio work on a fresh install. required: every call needs a key or session.
   */
  AUTH_MODE: z.enum(['local', 'required'], { error: 'must be local or required' }).default('local'),
  /** Set, the studio asks for it and keeps a session cookie; loopback calls need it too. */
  STUDIO_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  SESSION_TTL_HOURS: wholeNumber(1, 24 * 365).default(24 * 7),
  /** The owner's account, created at the first start. */
  OWNER_NAME: z.string().min(1).max(80, 'must be at most 80 characters').default('Owner'),
  OWNER_RPM: wholeNumber(1, 1_000_000).default(1000),
  /** Length of a rate-limit window, in seconds (limits are "per minute" at the default). */
  RATE_LIMIT_WINDOW_SECONDS: wholeNumber(1, 3600).default(60),
  /** Requests per window from one IP address, whatever the credential (0 turns it off). */
  RATE_LIMIT_IP_RPM: wholeNumber(0, 1_000_000).default(1200),
  /** Requests per window of one studio session. */
  RATE_LIMIT_SESSION_RPM: wholeNumber(1, 1_000_000).default(600),
  /** Namespace of the counters in Redis (several deployments can share one Redis). */
  RATE_LIMIT_PREFIX: z.string().min(1).max(100).regex(/^[\w:.-]+$/, 'must be letters, digits, : . _ or -').default('prism:rl'),
  /**
   * Reverse proxies in front of the app that append to X-Forwarded-For (0: none; the client
   * is the socket's peer). Never set it without a proxy: clients could pick their address.
   */
  TRUST_PROXY: wholeNumber(0, 10).default(0),
  /** Who may frame /embed pages (CSP frame-ancestors): '*' or a space-separated origin list. */
  EMBED_FRAME_ANCESTORS: z
    .string()
    .regex(/^(\*|'self'|'none'|https?:\/\/[^\s;,]+)( +('self'|https?:\/\/[^\s;,]+))*$/, "must be *, 'none', or space-separated origins such as https://blog.example.com")
    .default('*'),
} satisfies Record<string, z.ZodType>;
