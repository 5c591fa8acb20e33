import 'server-only';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { catalogEntry, catalogFile, type CatalogEntry } from '@/lib/contract/models';
import { describeError } from '@/lib/contract/issues';
import { env } from '../env';
import builtInChat from './catalog/chat.json';
import builtInTranslation from './catalog/translation.json';
import builtInVoices from './catalog/voices.json';
import { catalogDropInDir } from './paths';

export interface CatalogItem {
  entry: CatalogEntry;
  source: 'builtin' | 'dropin';
}

export interface Catalog {
  items: CatalogItem[];
  problems: Array<{ file: string; problem: string }>;
}

/** The built-in entries, checked once: a bad one is our bug, so it fails loudly. */
const BUILT_IN: CatalogEntry[] = [...builtInChat, ...builtInVoices, ...builtInTranslation].map((raw) => catalogEntry.parse(raw));

/**
 * The catalogue: the built-in entries (unless MODELS_CATALOG_BUILTIN=false), then every
 * JSON file of MODELS_DIR/catalog.d/ in name order. A drop-in entry with a built-in's id
 * replaces it (a site can pin another revision); a file that breaks the schema is skipped
 * and reported, so one typo does not hide the whole catalogue.
 */
export async function loadCatalog(): Promise<Catalog> {
  const byId = new Map<string, CatalogItem>();
  if (env().MODELS_CATALOG_BUILTIN) for (const entry of BUILT_IN) byId.set(entry.id, { entry, source: 'builtin' });
  const problems: Catalog['problems'] = [];
  const dir = catalogDropInDir();
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.json')).sort();
  for (const file of files) {
    try {
      const raw: unknown = JSON.parse(await readFile(path.join(dir, file), 'utf8'));
      // One schema or the other, not the union: its error would not name the broken field.
      const parsed = (Array.isArray(raw) ? catalogFile.options[1] : catalogFile.options[0]).safeParse(raw, { reportInput: true });
      if (!parsed.success) {
        problems.push({ file, problem: describeError(parsed.error) });
        continue;
      }
      for (const entry of Array.isArray(parsed.data) ? parsed.data : [parsed.data]) byId.set(entry.id, { entry, source: 'dropin' });
    } catch (error) {
      problems.push({ file, problem: `not valid JSON: ${(error as Error).message}` });
    }
  }
  return { items: [...byId.values()], problems };
}

export async function findCatalogEntry(id: string): Promise<CatalogItem | undefined> {
  return (await loadCatalog()).items.find((item) => item.entry.id === id);
}

/** A catalogue URL with MODELS_MIRROR's origin (and path prefix) in place of the hub's. */
export function mirrored(url: string): string {
  const mirror = env().MODELS_MIRROR;
  if (!mirror) return url;
  const original = new URL(url);
  return `${mirror.replace(/\/+$/, '')}${original.pathname}${original.search}`;
}
