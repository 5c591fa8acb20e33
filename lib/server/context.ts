import 'server-only';
import type { Logger } from './log';
import type { Providers } from './providers/types';

/** Who is calling. The platform's gate fills it in; providers use it for ownership and quotas. */
export interface Caller {
  kind: 'owner' | 'session' | 'key' | 'demo' | 'anonymous';
  accountId: string | null;
  /** API key id, demo link id or session id, when there is one. */
  credentialId: string | null;
  /** For demo tokens: the one capability they may call. */
  scope: string | null;
}

/** What a provider gets with every call, besides the validated input. */
export interface CallContext {
  requestId: string;
  /** Aborted when the client goes away. Long work should stop when it fires. */
  signal: AbortSignal;
  /**
   * Calls `listener` once when the client goes away; returns what stops listening. For a
   * short exchange that only needs cutting off (the upstream call): an AbortSignal per call
   * costs more than such a call's own work (bench/gateway).
   */
  onHangUp(listener: () => void): () => void;
  /** Public origin of this app (PUBLIC_URL or the request's), for absolute file URLs. */
  origin: string;
  caller: Caller;
  log: Logger;
  /**
   * Every capability's provider, as configured: how one capability calls another (chat's
   * built-in functions translate, speak, compose ...) without importing the provider table.
   */
  provider: Providers;
}

/**
 * The same call under another signal (a stream's, which also stops when its reader goes).
 * Not `{ ...ctx, signal }`: a spread copies own properties only, and a route's context keeps
 * its getters (log, signal) on its class (route-support.ts).
 */
export function withSignal<C extends CallContext>(ctx: C, signal: AbortSignal): C {
  return Object.create(ctx, { signal: { value: signal, enumerable: true } }) as C;
}
