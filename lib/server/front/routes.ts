import 'server-only';
import { readdirSync } from 'node:fs';
import path from 'node:path';

/*
 * The API's route table, read from the files under api/: api/<path>/route.ts answers /api/<path>.
 * `[name]` is a parameter, `[...name]` the rest of the path; as in Next, a literal segment
 * beats a parameter, and a parameter beats the rest.
 */

/** The methods a route file may export a handler for (HEAD runs GET; OPTIONS the front answers). */
export const HANDLER_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

export type Segment = { kind: 'literal'; value: string } | { kind: 'param'; name: string } | { kind: 'rest'; name: string };

/** A route file's exports: a handler per method, and whatever else it exports. */
export type RouteModule = Record<string, unknown>;

/**
 * Where route files live: api/<path>/route.ts answers /api/<path>; v1/<path>/route.ts serves
 * the OpenAI-compatible door at /v1/<path>, its routes keeping `v1` as their first segment
 * (they are matched against the whole path).
 */
export const ROUTE_ROOTS = [
  { dir: 'api', mount: undefined },
  { dir: 'v1', mount: 'v1' },
] as const;

export interface ApiRoute<M = RouteModule> {
  /** The folder under api/, as written (`demo-links/[id]`). */
  folder: string;
  segments: Segment[];
  module: M;
}

export function segmentsOf(folder: string): Segment[] {
  return folder
    .split('/')
    .filter(Boolean)
    .map((part): Segment => {
      const rest = /^\[\.\.\.(\w+)\]$/.exec(part);
      if (rest) return { kind: 'rest', name: rest[1]! };
      const param = /^\[(\w+)\]$/.exec(part);
      if (param) return { kind: 'param', name: param[1]! };
      return { kind: 'literal', value: part };
    });
}

/** The table entry for the route file in `folder` (relative to its root) under `mount`. */
export function routeOf<M>(folder: string, mount: string | undefined, module: M): ApiRoute<M> {
  return {
    folder: mount ? `${mount}/${folder}` : folder,
    segments: mount ? [...segmentsOf(mount), ...segmentsOf(folder)] : segmentsOf(folder),
    module,
  };
}

/** Every folder under `root` holding a route.ts, relative to root with / separators. */
export function routeFolders(root: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(path.join(dir, entry.name));
      else if (entry.name === 'route.ts') found.push(path.relative(root, dir).split(path.sep).join('/'));
    }
  };
  walk(root);
  return found;
}

/** Most specific first, so the first match wins. */
export function byPrecedence<M>(routes: ApiRoute<M>[]): ApiRoute<M>[] {
  const rank = (s: Segment) => (s.kind === 'literal' ? 0 : s.kind === 'param' ? 1 : 2);
  return [...routes].sort((a, b) => {
    for (let i = 0; i < Math.max(a.segments.length, b.segments.length); i++) {
      const x = a.segments[i];
      const y = b.segments[i];
      if (!x || !y) return x ? 1 : -1; // the shorter one is more specific where they differ only in length
      if (rank(x) !== rank(y)) return rank(x) - rank(y);
    }
    return 0;
  });
}

/**
 * The route for a path under /api (without the prefix), and its parameters, decoded.
 * Null when nothing matches or a segment does not decode (`%zz`), or names a directory
 * (`.`, `..`): such a path names no resource.
 */
export function matchRoute<M>(routes: ApiRoute<M>[], apiPath: string): { route: ApiRoute<M>; params: Record<string, string> } | null {
  // Most calls name a route without parameters, as written: one look-up instead of trying
  // each route in turn (bench/gateway). Such a route beats every other that matches the path,
  // so taking it here decides as the loop below would. Anything encoded goes the long way.
  if (!apiPath.includes('%')) {
    const literal = literalRoutes(routes).get(apiPath);
    if (literal) return { route: literal, params: {} };
  }
  const parts: string[] = [];
  for (const raw of apiPath.split('/').filter(Boolean)) {
    let part: string;
    try {
      part = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (part === '.' || part === '..') return null;
    parts.push(part);
  }
  for (const route of routes) {
    const params = matchSegments(route.segments, parts);
    if (params) return { route, params };
  }
  return null;
}

const literalIndexes = new WeakMap<ApiRoute<unknown>[], Map<string, ApiRoute<unknown>>>();

/** The table's routes made of literal segments only, by their path (`/translate/detect`); built once per table. */
function literalRoutes<M>(routes: ApiRoute<M>[]): Map<string, ApiRoute<M>> {
  let index = literalIndexes.get(routes);
  if (!index) {
    index = new Map();
    for (const route of routes) {
      const values = route.segments.map((s) => (s.kind === 'literal' ? s.value : null));
      if (values.includes(null)) continue;
      const key = `/${values.join('/')}`;
      // In precedence order: the first route for a path is the one the loop would find.
      if (!index.has(key)) index.set(key, route);
    }
    literalIndexes.set(routes, index);
  }
  return index as Map<string, ApiRoute<M>>;
}

function matchSegments(segments: Segment[], parts: string[]): Record<string, string> | null {
  const params: Record<string, string> = {};
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i]!;
    if (segment.kind === 'rest') {
      if (i >= parts.length) return null;
      params[segment.name] = parts.slice(i).join('/');
      return params;
    }
    const part = parts[i];
    if (part === undefined) return null;
    if (segment.kind === 'literal' && segment.value !== part) return null;
    if (segment.kind === 'param') params[segment.name] = part;
  }
  return segments.length === parts.length ? params : null;
}
