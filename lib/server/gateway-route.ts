import 'server-only';
import type { JsonOutcome } from './envelope';
import type { Incoming } from './incoming';

/**
 * What endpoint() and rawEndpoint() attach to the route handlers they make, so the API
 * front (lib/server/front) can call the same code without going through Next: a JSON
 * endpoint with a Node request, a raw one (uploads, file bytes) with a Web Request.
 */
export const GATEWAY = Symbol.for('prism.gateway');

/** A JSON envelope, or a Response the handler made itself (server-sent events). */
export type Outcome = JsonOutcome | { response: Response };

export type GatewayEntry =
  | { kind: 'json'; run(incoming: Incoming, params: Record<string, string>): Promise<Outcome> }
  | { kind: 'raw'; run(request: Request, params: Record<string, string>): Promise<Response> };

export type GatewayRoute = ((request: Request, args?: never) => Promise<Response>) & { [GATEWAY]: GatewayEntry };

export function gatewayEntryOf(value: unknown): GatewayEntry | null {
  return typeof value === 'function' && GATEWAY in value ? (value as unknown as GatewayRoute)[GATEWAY] : null;
}
