import { z } from 'zod';
import { CAPABILITIES } from './define';
import { defineEndpoint, type EndpointContract } from './define';

/**
 * Prism's own endpoints: not part of the hosted service's spec, documented as extensions.
 * Endpoints whose body or answer is not JSON say so in `description`; their schemas
 * describe the JSON parts only.
 */
export const platform = {
  health: defineEndpoint({
    id: 'platform.health',
    capability: 'platform',
    method: 'GET',
    path: '/health',
    summary: 'Liveness, and which provider answers each capability',
    extension: true,
    request: z.object({}),
    response: z.object({
      ok: z.boolean(),
      version: z.string(),
      providers: z.record(z.enum(CAPABILITIES), z.enum(['local', 'upstream'])),
    }),
    examples: { valid: [{}], invalid: [] },
  }),
  openapi: defineEndpoint({
    id: 'platform.openapi',
    capability: 'platform',
    method: 'GET',
    path: '/openapi.json',
    summary: 'This document: OpenAPI 3.1, generated from the contract',
    description: 'Answers the OpenAPI document itself, not an envelope.',
    extension: true,
    request: z.object({}),
    response: z.looseObject({ openapi: z.string() }),
    examples: { valid: [{}], invalid: [] },
  }),
} as const;

export const platformEndpoints: EndpointContract[] = Object.values(platform) as EndpointContract[];
