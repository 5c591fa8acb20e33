import type { EndpointContract, HttpMethod } from './define';
import { platformEndpoints } from './platform';
import { capabilityEndpoints } from './registry';

export const allEndpoints: EndpointContract[] = [...capabilityEndpoints, ...platformEndpoints];

const compiled = allEndpoints.map((endpoint) => ({
  endpoint,
  // /files/{id} → ^/files/[^/]+$
  pattern: new RegExp(`^${endpoint.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`),
}));

/** The methods a path under /api answers, or null when no endpoint has that path. */
export function allowedMethods(path: string): HttpMethod[] | null {
  const methods = compiled.filter((c) => c.pattern.test(path)).map((c) => c.endpoint.method);
  return methods.length ? [...new Set(methods)] : null;
}

export function findEndpoint(path: string, method: string): EndpointContract | undefined {
  return compiled.find((c) => c.endpoint.method === method && c.pattern.test(path))?.endpoint;
}
