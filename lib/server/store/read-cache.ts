import 'server-only';
import type { Kysely } from 'kysely';
import { storeGeneration } from './connect';
import type { Database } from './schema';

/**
 * Reads every request makes (the API key behind a Bearer token, its account) kept in memory
 * for as long as the store says nothing changed (storeGeneration): a revocation here is seen
 * by the very next request, one by another process on the same SQLite file within 10 ms. On PostgreSQL
 * the store cannot tell, so every call reads through. Bounded, oldest first out.
 */
export function readThroughCache<T>(limit = 1000) {
  const entries = new Map<string, { generation: number; value: T }>();
  return async function read(db: Kysely<Database>, key: string, load: () => Promise<T>): Promise<T> {
    const generation = storeGeneration(db);
    if (generation === null) return load();
    const hit = entries.get(key);
    if (hit && hit.generation === generation) return hit.value;
    const value = await load();
    // The generation before the load: a write racing the load makes the entry stale, not wrong.
    entries.delete(key);
    if (entries.size >= limit) entries.delete(entries.keys().next().value!);
    entries.set(key, { generation, value });
    return value;
  };
}
