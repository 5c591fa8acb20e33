import type { EndpointRef } from './endpoints';

/**
 * The same endpoint with its {id} path parameter filled in, for the typed client (which
 * calls `/api${endpoint.path}` as written): DELETE /keys/{id} → DELETE /keys/key_abc.
 */
export function withId<E extends EndpointRef>(endpoint: E, id: string): E {
  return { ...endpoint, path: endpoint.path.replace('{id}', encodeURIComponent(id)) };
}
