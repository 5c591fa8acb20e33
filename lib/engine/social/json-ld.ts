/**
 * Reading schema.org JSON-LD (VideoObject, ImageObject, AudioObject, SocialMediaPosting,
 * Article ...) without trusting its shape: every field may be a string, an object, an
 * array of either, or missing.
 */

export type Node = Record<string, unknown>;

const MAX_NODES = 500;
const MAX_DEPTH = 8;

/** Every object in the blocks that has an @type, depth first (@graph and nesting included). */
export function jsonLdNodes(blocks: unknown[]): Node[] {
  const nodes: Node[] = [];
  const visit = (value: unknown, depth: number) => {
    if (nodes.length >= MAX_NODES || depth > MAX_DEPTH || value === null || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      for (const item of value) visit(item, depth + 1);
      return;
    }
    const node = value as Node;
    if (node['@type'] !== undefined) nodes.push(node);
    for (const [key, child] of Object.entries(node)) {
      if (key !== '@context') visit(child, depth + 1);
    }
  };
  visit(blocks, 0);
  return nodes;
}

/** The node's types, without a schema.org prefix: ["VideoObject"]. */
export function typesOf(node: Node): string[] {
  const raw = node['@type'];
  const list = Array.isArray(raw) ? raw : [raw];
  return list.filter((t): t is string => typeof t === 'string').map((t) => t.replace(/^https?:\/\/schema\.org\//, ''));
}

export const isType = (node: Node, ...types: string[]) => typesOf(node).some((t) => types.includes(t));

/** First string among a value that may be a string, a number, an array or {name|value|@id|url}. */
export function text(value: unknown, ...keys: string[]): string | undefined {
  if (typeof value === 'string') return value.trim() || undefined;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = text(item, ...keys);
      if (found) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const key of keys.length ? keys : ['name', 'value', 'url', '@id']) {
      const found = text((value as Node)[key]);
      if (found) return found;
    }
  }
  return undefined;
}

/** Every URL string in a value such as `thumbnailUrl` or `image` (string, object or array). */
export function urls(value: unknown): string[] {
  if (typeof value === 'string') return value.trim() ? [value.trim()] : [];
  if (Array.isArray(value)) return value.flatMap(urls);
  if (value && typeof value === 'object') {
    const node = value as Node;
    return urls(node.contentUrl ?? node.url ?? node['@id']);
  }
  return [];
}

export function count(value: unknown): number | undefined {
  const n = typeof value === 'string' ? Number(value.replace(/[,\s]/g, '')) : value;
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? Math.round(n) : undefined;
}

/** userInteractionCount of the statistic whose interactionType is `action` (LikeAction ...). */
export function interactionCount(node: Node, action: string): number | undefined {
  const stats = node.interactionStatistic;
  for (const stat of Array.isArray(stats) ? stats : stats ? [stats] : []) {
    if (!stat || typeof stat !== 'object') continue;
    const type = (stat as Node).interactionType;
    const name = typeof type === 'string' ? type : typeof type === 'object' && type ? text((type as Node)['@type']) : undefined;
    if (name?.replace(/^https?:\/\/schema\.org\//, '') === action) return count((stat as Node).userInteractionCount);
  }
  return undefined;
}

/** A person's handle if given (alternateName, identifier), else their name. */
export function authorName(value: unknown): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  if (typeof first === 'string') return first.trim() || undefined;
  if (first && typeof first === 'object') {
    const person = first as Node;
    return text(person.alternateName) ?? text(person.identifier) ?? text(person.name);
  }
  return undefined;
}
