import type { z } from 'zod';
import type { ErrorCode } from './errors';

export const CAPABILITIES = ['translate', 'image', 'face', 'music', 'social', 'tts', 'imagegen', 'account', 'llm'] as const;
export type Capability = (typeof CAPABILITIES)[number];

/**
 * Capabilities this server answers itself whatever PROVIDER says. GET /me describes the
 * caller's account here (its rpm is the one the gate enforces); the hosted service's /me would
 * describe the account behind UPSTREAM_API_KEY, the server's own, which callers are not to see.
 */
export const LOCAL_ONLY_CAPABILITIES: readonly Capability[] = ['account'];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface InvalidExample {
  input: unknown;
  /** The field the 400 message must name ('body' when the whole body is wrong). */
  field: string;
}

export interface EndpointContract<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  id: string;
  capability: Capability | 'platform';
  method: HttpMethod;
  /** Path under /api, in OpenAPI template form: /files/{id}. */
  path: string;
  summary: string;
  description?: string;
  /** JSON body for POST/PUT/PATCH, query parameters for GET/DELETE. */
  request: Req;
  /** The `result` of the success envelope. */
  response: Res;
  /** Not in the service spec: added by Prism Studio and documented as such. */
  extension?: boolean;
  /**
   * Request fields only this server's own engines honour, each with what the hosted service
   * lacks for it (`lacks`) and the value that asks nothing of it (`except`: an object is
   * matched on the fields it names, anything else by equality): the upstream provider refuses
   * a request that sets one otherwise (a 400 naming it) rather than send what would be ignored.
   */
  localOnly?: Readonly<Record<string, { lacks: string; except?: Readonly<Record<string, unknown>> | number }>>;
  /** Error codes it answers besides the common ones (and, for a capability, the provider ones): see errorCodesOf. */
  errors?: readonly ErrorCode[];
  examples: { valid: z.input<Req>[]; invalid: InvalidExample[] };
}

export function defineEndpoint<Req extends z.ZodType, Res extends z.ZodType>(
  def: EndpointContract<Req, Res>,
): EndpointContract<Req, Res> {
  return def;
}

export type RequestOf<E> = E extends EndpointContract<infer Req, z.ZodType> ? z.output<Req> : never;
export type RequestInputOf<E> = E extends EndpointContract<infer Req, z.ZodType> ? z.input<Req> : never;
export type ResultOf<E> = E extends EndpointContract<z.ZodType, infer Res> ? z.output<Res> : never;
