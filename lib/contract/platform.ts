import { z } from 'zod';
import { CAPABILITIES } from './define';
import { defineEndpoint, type EndpointContract } from './define';
import { platformRoutes } from './routes/platform';
import * as access from './access';
import * as models from './models';

/**
 * Prism's own endpoints: not part of the hosted service's spec, documented as extensions.
 * Endpoints whose body or answer is not JSON say so in `description`; their schemas
 * describe the JSON parts only.
 */
export const platform = {
  // The model manager (owner only, except the listing): catalogue, installs, removal.
  modelsList: defineEndpoint({
    ...platformRoutes.modelsList,
    summary: 'The model catalogue: every model, whether it is installed, its download progress, disk used and free',
    extension: true,
    request: models.modelsListRequest,
    response: models.modelsListResult,
    examples: { valid: [{}], invalid: [] },
  }),
  modelsInstall: defineEndpoint({
    ...platformRoutes.modelsInstall,
    summary: 'Install a catalogue model: starts (or joins) its download as a durable job; progress in GET /models',
    description:
      'Checks free disk space first (507 insufficient_storage). A model whose licence forbids commercial use needs accept_licence: true. ' +
      'The download resumes after a restart, is verified against the catalogue sha256 and only then moved into place.',
    extension: true,
    request: models.modelInstallRequest,
    response: models.modelInstallResult,
    examples: {
      valid: [{ id: 'qwen2.5-0.5b-instruct-q4_k_m' }, { id: 'some-model', accept_licence: true }],
      invalid: [
        { input: {}, field: 'id' },
        { input: { id: '../etc' }, field: 'id' },
        { input: { id: 'x', accept_licence: 'yes' }, field: 'accept_licence' },
      ],
    },
  }),
  modelsCancel: defineEndpoint({
    ...platformRoutes.modelsCancel,
    summary: 'Cancel a model download; its partial file is deleted',
    extension: true,
    request: models.modelIdParams,
    response: models.modelCancelResult,
    examples: { valid: [{}], invalid: [] },
  }),
  modelsRemove: defineEndpoint({
    ...platformRoutes.modelsRemove,
    summary: 'Remove an installed model (and any partial download) from MODELS_DIR',
    extension: true,
    request: models.modelIdParams,
    response: models.modelRemoveResult,
    examples: { valid: [{}], invalid: [] },
  }),
  modelsVerify: defineEndpoint({
    ...platformRoutes.modelsVerify,
    summary: 'Check every installed model file against its catalogue size and sha256',
    extension: true,
    request: models.modelsVerifyRequest,
    response: models.modelsVerifyResult,
    examples: { valid: [{}], invalid: [] },
  }),
  // Access management (owner only): API keys, demo links, the studio session.
  keysList: defineEndpoint({
    ...platformRoutes.keysList,
    summary: 'API keys: every key with its account, limit and status (never the key itself)',
    extension: true,
    request: access.keysListRequest,
    response: access.keysListResult,
    examples: { valid: [{}], invalid: [] },
  }),
  keysCreate: defineEndpoint({
    ...platformRoutes.keysCreate,
    summary: 'Create an API key; the answer holds the key, shown this once',
    extension: true,
    request: access.keysCreateRequest,
    response: access.keysCreateResult,
    examples: {
      valid: [{ name: 'CI pipeline' }, { name: 'Partner', rpm: 120, expires_in_days: 30 }, { name: 'My laptop', owner: true }],
      invalid: [
        { input: {}, field: 'name' },
        { input: { name: '' }, field: 'name' },
        { input: { name: '   ' }, field: 'name' },
        { input: { name: 'build \u001b]0;owned\u0007' }, field: 'name' },
        { input: { name: 'x', rpm: 0 }, field: 'rpm' },
        { input: { name: 'x', rpm: 1.5 }, field: 'rpm' },
        { input: { name: 'x', expires_in_days: 0 }, field: 'expires_in_days' },
        { input: { name: 'x', owner: 'yes' }, field: 'owner' },
        { input: { name: 'x', expires_at: '2030-01-01T00:00:00Z' }, field: 'body' },
      ],
    },
  }),
  keysRevoke: defineEndpoint({
    ...platformRoutes.keysRevoke,
    errors: ['not_found'],
    summary: 'Revoke an API key (by id or prefix); it stops working at once',
    extension: true,
    request: access.revokeRequest,
    response: access.keysRevokeResult,
    examples: { valid: [{}], invalid: [] },
  }),
  demoLinksList: defineEndpoint({
    ...platformRoutes.demoLinksList,
    summary: 'Demo links: capability, limit, expiry and status of each (never the token)',
    extension: true,
    request: access.demoLinksListRequest,
    response: access.demoLinksListResult,
    examples: { valid: [{}], invalid: [] },
  }),
  demoLinksCreate: defineEndpoint({
    ...platformRoutes.demoLinksCreate,
    summary: 'Create a demo link: an /embed page with a scoped token for one capability',
    description: 'The token may call only the endpoints of its capability (and read files), with its own rate limit, until it expires or is revoked.',
    extension: true,
    request: access.demoLinksCreateRequest,
    response: access.demoLinksCreateResult,
    examples: {
      valid: [{ capability: 'translate' }, { capability: 'llm', label: 'Blog post', expires_in_hours: 48, rpm: 5 }],
      invalid: [
        { input: {}, field: 'capability' },
        { input: { capability: 'account' }, field: 'capability' },
        { input: { capability: 'tts', expires_in_hours: 0 }, field: 'expires_in_hours' },
        { input: { capability: 'tts', rpm: 601 }, field: 'rpm' },
        { input: { capability: 'tts', label: '' }, field: 'label' },
        { input: { capability: 'tts', label: 'demo\u202egnp.exe' }, field: 'label' },
        { input: { capability: 'tts', expires_in_days: 2 }, field: 'body' },
      ],
    },
  }),
  demoLinksRevoke: defineEndpoint({
    ...platformRoutes.demoLinksRevoke,
    errors: ['not_found'],
    summary: 'Revoke a demo link; its token stops working at once',
    extension: true,
    request: access.revokeRequest,
    response: access.demoLinksRevokeResult,
    examples: { valid: [{}], invalid: [] },
  }),
  sessionStatus: defineEndpoint({
    ...platformRoutes.sessionStatus,
    summary: 'Whether this browser may use the studio, and whether a password is asked',
    extension: true,
    request: access.sessionStatusRequest,
    response: access.sessionStatus,
    examples: { valid: [{}], invalid: [] },
  }),
  sessionCreate: defineEndpoint({
    ...platformRoutes.sessionCreate,
    summary: 'Sign in to the studio with STUDIO_PASSWORD (or an owner API key): sets the HttpOnly session cookie',
    extension: true,
    request: access.sessionCreateRequest,
    response: access.sessionStatus,
    examples: { valid: [{ password: 'correct horse' }], invalid: [{ input: {}, field: 'password' }, { input: { password: '' }, field: 'password' }] },
  }),
  sessionDelete: defineEndpoint({
    ...platformRoutes.sessionDelete,
    summary: 'Sign out: ends the session and clears its cookie',
    extension: true,
    request: access.sessionDeleteRequest,
    response: access.sessionStatus,
    examples: { valid: [{}], invalid: [] },
  }),
  health: defineEndpoint({
    ...platformRoutes.health,
    summary: 'Liveness, and which provider answers each capability',
    extension: true,
    request: z.object({}),
    response: z.object({
      ok: z.boolean(),
      version: z.string(),
      build: z.string().describe('The build this instance serves (its pages carry the same stamp): an open page that sees another one offers to reload. "dev" under a development server.'),
      providers: z.record(z.enum(CAPABILITIES), z.enum(['local', 'upstream'])),
    }),
    examples: { valid: [{}], invalid: [] },
  }),
  ready: defineEndpoint({
    ...platformRoutes.ready,
    summary: 'Readiness for a load balancer: the database, Redis and the file store answer, and the instance is not shutting down',
    description:
      'Answers 503 `unavailable` naming the dependency that is down (or that the instance is draining after SIGTERM). Unlike /health it checks the services this instance needs.',
    extension: true,
    request: z.object({}),
    response: z.object({
      ready: z.literal(true),
      checks: z.record(z.enum(['database', 'redis', 'file_store']), z.enum(['ok', 'not configured'])),
    }),
    examples: { valid: [{}], invalid: [] },
  }),
  openapi: defineEndpoint({
    ...platformRoutes.openapi,
    summary: 'This document: OpenAPI 3.1, generated from the contract',
    description: 'Answers the OpenAPI document itself, not an envelope.',
    extension: true,
    request: z.object({}),
    response: z.looseObject({ openapi: z.string() }),
    examples: { valid: [{}], invalid: [] },
  }),
  upload: defineEndpoint({
    ...platformRoutes.upload,
    errors: ['unsupported_media_type'],
    summary: 'Upload an image or audio file; its URL can be passed to any endpoint',
    description:
      'Body: a multipart form with a `file` field, or the raw bytes (any content type; `?name=` gives a download name). ' +
      'Up to UPLOAD_MAX_BYTES (25 MB by default: 413 above). The format is judged from the bytes: JPEG, PNG, WebP, AVIF, GIF, ' +
      'WAV, MP3, OGG, FLAC or M4A; anything else is 415, and so is the other kind when `?accept=image` or `?accept=audio` ' +
      'names the one the caller can use. Identical bytes give the same id.',
    extension: true,
    request: z.object({}),
    response: z.object({
      id: z.string().describe('SHA-256 of the bytes, 64 hex digits'),
      url: z.string().describe('Absolute URL of the file (GET /api/files/{id})'),
      content_type: z.string(),
      size: z.number().int().nonnegative(),
    }),
    examples: { valid: [{}], invalid: [] },
  }),
  file: defineEndpoint({
    ...platformRoutes.file,
    errors: ['not_found', 'range_not_satisfiable'],
    summary: 'A stored upload or result: its bytes',
    description:
      'Answers the bytes, not an envelope, with the stored Content-Type, a strong ETag (304 on If-None-Match), ' +
      'a year of immutable caching and single byte ranges (206, or 416 outside the file). No credential: the id is the ' +
      'content hash. `download=1` (or a file name) adds an attachment Content-Disposition. Unknown ids are 404.',
    extension: true,
    request: z.object({
      download: z.string().max(200, 'must be at most 200 characters').optional().describe('1, or the file name to download as'),
    }),
    response: z.looseObject({}),
    examples: { valid: [{}, { download: '1' }, { download: 'my song.mp3' }], invalid: [] },
  }),
} as const;

export const platformEndpoints: EndpointContract[] = Object.values(platform) as EndpointContract[];
