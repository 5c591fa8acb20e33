import type { Capability, HttpMethod } from '../define';

export interface Route<C extends Capability | 'platform' = Capability | 'platform'> {
  /** `<capability>.<operation>`: the registry's id and the browser's query key. */
  id: string;
  capability: C;
  method: HttpMethod;
  /** Path under /api, in OpenAPI template form: /files/{id}. */
  path: string;
}

const at = (method: HttpMethod) => (path: string) => ({ method, path });
export const get = at('GET');
export const post = at('POST');
export const del = at('DELETE');

/** One capability's operations, each given its id (`translate.predict`) and capability. */
export function routesOf<C extends Capability | 'platform', O extends string>(capability: C, operations: Record<O, { method: HttpMethod; path: string }>): Record<O, Route<C>> {
  const routes = {} as Record<O, Route<C>>;
  for (const operation of Object.keys(operations) as O[]) routes[operation] = { id: `${capability}.${operation}`, capability, ...operations[operation] };
  return routes;
}
