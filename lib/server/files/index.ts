import 'server-only';
import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { env } from '../env';
import { blobPath, exists, filesRoot, isFileId, metaPath, readMeta, writeAtomic, type FileKind, type FileMeta } from './blob-store';

/**
 * Content-addressed file store: a file's id is the hash of its bytes, so the same result
 * stored twice is one file, and no name a user writes ever reaches the file system.
 *
 * Used by every provider: putFile() for results, fetchMedia() reads our own /api/files/<id>
 * URLs back through readStoredFile(). Served by GET /api/files/<id>; uploads arrive through
 * POST /api/uploads; retention.ts removes old files.
 */
export interface StoredFile {
  id: string;
  /** Path under this app: /api/files/<id>. Make it absolute with absoluteFileUrl(). */
  url: string;
  contentType: string;
  size: number;
  name: string | null;
  /** upload or result (added later; older callers ignore it). */
  kind?: FileKind;
  /** When these bytes were first stored (ISO 8601). */
  createdAt?: string;
}

export interface PutOptions {
  contentType: string;
  /** Suggested download name (sanitised before use). */
  name?: string;
  /** upload: sent by a user; result: produced by an engine. Retention treats them apart. */
  kind?: FileKind;
}

export type { FileKind } from './blob-store';
export { sniffMedia, ACCEPTED_MEDIA, type SniffedMedia } from './sniff';

const root = () => filesRoot(env().DATA_DIR);
const urlFor = (id: string) => `/api/files/${id}`;

function toStoredFile(id: string, meta: FileMeta, size = meta.size): StoredFile {
  return { id, url: urlFor(id), contentType: meta.contentType, size, name: meta.name, kind: meta.kind, createdAt: meta.createdAt };
}

export async function putFile(bytes: Uint8Array, options: PutOptions): Promise<StoredFile> {
  const id = createHash('sha256').update(bytes).digest('hex');
  const dir = root();
  const target = blobPath(dir, id);
  await fs.mkdir(path.dirname(target), { recursive: true });
  const previous = await readMeta(dir, id);
  const meta: FileMeta = {
    contentType: options.contentType,
    name: options.name ?? previous?.name ?? null,
    kind: options.kind ?? 'result',
    size: bytes.byteLength,
    createdAt: previous?.createdAt ?? new Date().toISOString(),
  };
  // Metadata first (its mtime tells the cleanup these bytes are wanted again), then the bytes
  // if they are new, then the metadata again in case a cleanup removed it in between.
  await writeAtomic(metaPath(dir, id), JSON.stringify(meta));
  if (!(await exists(target))) await writeAtomic(target, bytes);
  await writeAtomic(metaPath(dir, id), JSON.stringify(meta));
  return toStoredFile(id, meta);
}

/** Metadata and the on-disk path of a stored file, without reading its bytes (for serving). */
export async function statStoredFile(id: string): Promise<{ file: StoredFile; path: string } | null> {
  if (!isFileId(id)) return null;
  const dir = root();
  const [meta, stat] = await Promise.all([readMeta(dir, id), fs.stat(blobPath(dir, id)).catch(() => null)]);
  if (!meta || !stat?.isFile()) return null;
  return { file: toStoredFile(id, meta, stat.size), path: blobPath(dir, id) };
}

export async function readStoredFile(id: string): Promise<{ bytes: Buffer; file: StoredFile } | null> {
  const found = await statStoredFile(id);
  if (!found) return null;
  try {
    const bytes = await fs.readFile(found.path);
    return { bytes, file: { ...found.file, size: bytes.byteLength } };
  } catch {
    return null;
  }
}

/** The id inside one of our own file URLs (relative, or absolute on any origin), else null. */
export function ownFileId(url: string): string | null {
  const match = /^(?:https?:\/\/[^/]+)?\/api\/files\/([a-f0-9]{64})(?:[?#].*)?$/.exec(url);
  return match ? match[1]! : null;
}

export function absoluteFileUrl(origin: string, file: Pick<StoredFile, 'url'>): string {
  return `${origin}${file.url}`;
}

/** Every file id mentioned in a value (a job payload, a result): /api/files/<id> URLs or bare ids. */
export function fileIdsIn(value: unknown): Set<string> {
  const ids = new Set<string>();
  const text = typeof value === 'string' ? value : JSON.stringify(value ?? null);
  for (const match of text.matchAll(/(?:\/api\/files\/)?\b([a-f0-9]{64})\b/g)) ids.add(match[1]!);
  return ids;
}
