import { z } from 'zod';
import { displayName, intBetween } from './rules';
import { DEMO_CAPABILITIES, DEMO_LINK_LIMITS, KEY_LIMITS } from './limits/access';
import { grouped } from './limits/figures';
export * from './limits/access';

/**
 * Prism's access management (extensions, owner only): API keys, demo links and the studio
 * session. Used by the platform registry entries in platform.ts.
 */

const credentialStatus = z.enum(['active', 'revoked', 'expired']);
const timestamp = z.string().describe('ISO 8601');

export const apiKeySummary = z.object({
  id: z.string(),
  name: z.string(),
  prefix: z.string().describe('The first characters of the key, to tell keys apart; the key itself is shown only once.'),
  account_id: z.string(),
  account_name: z.string(),
  owner: z.boolean().describe("True for keys of the owner's account, which may manage keys and demo links."),
  rpm: z.number().describe("Requests per minute: the key's account's current_rpm."),
  status: credentialStatus,
  created_at: timestamp,
  expires_at: timestamp.nullable(),
  revoked_at: timestamp.nullable(),
  last_used_at: timestamp.nullable(),
});
export type ApiKeySummary = z.infer<typeof apiKeySummary>;

export const keysListRequest = z.object({});
export const keysListResult = z.object({ keys: z.array(apiKeySummary) });

// Creating a credential refuses fields it does not know: a misspelt setting ("expires_at" for
// expires_in_days) would otherwise be dropped, and the key made without the limit it asked for.
const keysCreateFields = z.strictObject({
  name: displayName(1, KEY_LIMITS.name).describe('Who or what the key is for.'),
  // Decision: a key belongs to an account, and rpm is the account's. A new key gets an
  // account of its own (named after the key) unless `owner` puts it on the owner's account.
  rpm: intBetween(1, KEY_LIMITS.rpm.max)
    .optional()
    .describe(`current_rpm of the key's new account; ${KEY_LIMITS.rpm.default} when absent. Not with owner: an owner key shares the owner's limit (OWNER_RPM).`),
  expires_in_days: intBetween(1, KEY_LIMITS.expiresInDays).optional().describe('Days until the key stops working; never when absent.'),
  owner: z.boolean({ error: 'must be true or false' }).default(false).describe("Put the key on the owner's account (full access)."),
});
// An owner key has no limit of its own: an rpm sent with it was once dropped without a word,
// and the key made with the owner's far higher limit. The two together are refused instead.
export const keysCreateRequest = keysCreateFields.refine((body) => !(body.owner && body.rpm !== undefined), {
  path: ['rpm'],
  message: "must be left out for an owner key, which shares the owner's limit (OWNER_RPM)",
});
export const keysCreateResult = z.object({
  key: apiKeySummary,
  secret: z.string().describe('The API key. Shown this once: only its hash is stored.'),
});

export const revokeRequest = z.object({});
export const keysRevokeResult = z.object({ key: apiKeySummary });

export const demoLinkSummary = z.object({
  id: z.string(),
  capability: z.enum(DEMO_CAPABILITIES),
  label: z.string(),
  prefix: z.string(),
  rpm: z.number(),
  status: credentialStatus,
  path: z.string().describe('The embed page, without the token: /embed/<page>.'),
  created_at: timestamp,
  expires_at: timestamp,
  revoked_at: timestamp.nullable(),
});
export type DemoLinkSummary = z.infer<typeof demoLinkSummary>;

export const demoLinksListRequest = z.object({});
export const demoLinksListResult = z.object({ links: z.array(demoLinkSummary) });

export const demoLinksCreateRequest = z.strictObject({
  capability: z.enum(DEMO_CAPABILITIES, { error: `must be one of ${DEMO_CAPABILITIES.join(', ')}` }),
  label: displayName(1, DEMO_LINK_LIMITS.label).optional().describe('A name to recognise the link by.'),
  expires_in_hours: intBetween(1, DEMO_LINK_LIMITS.expiresInHours.max).default(DEMO_LINK_LIMITS.expiresInHours.default).describe('Hours until the link stops working (at most 90 days).'),
  rpm: intBetween(1, DEMO_LINK_LIMITS.rpm.max).default(DEMO_LINK_LIMITS.rpm.default).describe('Requests per minute the link allows, shared by everyone who opens it.'),
});
export const demoLinksCreateResult = z.object({
  link: demoLinkSummary,
  token: z.string().describe('The scoped demo token. Shown this once: only its hash is stored.'),
  url: z.string().describe('The embed page with the token: what to share or put in an iframe.'),
  nearby_only: z
    .boolean()
    .describe("The URL names this machine or its network (127.0.0.1, a private address, localhost, a .local name): people elsewhere cannot open it; set PUBLIC_URL, or open the studio at an address they can reach."),
});
export const demoLinksRevokeResult = z.object({ link: demoLinkSummary });

export const sessionStatusRequest = z.object({});
export const sessionStatus = z.object({
  authenticated: z.boolean().describe('Whether this browser may use the studio.'),
  via: z.enum(['session', 'local', 'key', 'none']).describe('local: a request from this machine with no password set.'),
  password_required: z.boolean().describe('The studio asks to sign in: STUDIO_PASSWORD is set, or AUTH_MODE=required (then an owner API key signs in).'),
  sign_in_with: z.enum(['password', 'owner_key']).describe('What POST /session takes as `password`: the STUDIO_PASSWORD when one is set, else an owner API key (psk_…).'),
  expires_at: timestamp.nullable(),
});
export const sessionCreateRequest = z.object({
  password: z.string({ error: 'must be a string' }).min(1, 'is required').max(1024, `must be at most ${grouped(1024)} characters`),
});
export const sessionDeleteRequest = z.object({});
