import 'server-only';
import type { EndpointContract } from '@/lib/contract';
import type { Caller } from '../context';

/** Endpoints anyone may call with no credential: liveness and readiness, the API document, files by hash, signing in. */
const PUBLIC = new Set(['platform.health', 'platform.ready', 'platform.openapi', 'platform.file', 'platform.sessionStatus', 'platform.sessionCreate', 'platform.sessionDelete']);

/** Endpoints only the owner may call: a studio session, a loopback call in local mode, or an owner key. */
const OWNER_ONLY = new Set([
  'platform.keysList',
  'platform.keysCreate',
  'platform.keysRevoke',
  'platform.demoLinksList',
  'platform.demoLinksCreate',
  'platform.demoLinksRevoke',
]);

/** The model manager's changes (installs weigh gigabytes): the owner only, like key management. */
const MODEL_MANAGEMENT = new Set(['platform.modelsInstall', 'platform.modelsCancel', 'platform.modelsRemove', 'platform.modelsVerify']);

/**
 * Besides its own capability's endpoints, what a demo page needs: reading files (results
 * it shows) and, for capabilities that take a picture, uploading one.
 */
const DEMO_EXTRAS: Record<string, ReadonlySet<string>> = {
  '*': new Set(['platform.health', 'platform.file']),
  image: new Set(['platform.upload']),
  face: new Set(['platform.upload']),
};

export const isPublic = (endpoint: EndpointContract) => PUBLIC.has(endpoint.id);

export const isOwner = (caller: Caller) => caller.kind === 'owner' || caller.kind === 'session';

/** Why this caller may not call this endpoint, or null when it may. */
export function refusal(caller: Caller, endpoint: EndpointContract): string | null {
  if (caller.kind === 'demo') {
    const scope = caller.scope ?? '';
    if (endpoint.capability === scope || DEMO_EXTRAS['*']!.has(endpoint.id) || DEMO_EXTRAS[scope]?.has(endpoint.id)) return null;
    return `this demo link opens ${scope} only; ${endpoint.method} /api${endpoint.path} is outside it`;
  }
  if (OWNER_ONLY.has(endpoint.id) && !isOwner(caller)) {
    return 'only the owner (a studio session or an owner key) may manage API keys and demo links';
  }
  if (MODEL_MANAGEMENT.has(endpoint.id) && !isOwner(caller)) {
    return 'only the owner (a studio session or an owner key) may install, cancel, verify or remove models';
  }
  return null;
}
