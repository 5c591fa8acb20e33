import 'server-only';
import { createHash } from 'node:crypto';
import { fileStore } from './active-store';
import { type FileKind, type FileMeta } from './blob-store';

/**
 * Content-addressed file store: a file's id is the hash of its bytes, so the same result
 * stored twice is one file, and no name a user writes ever reaches the file system.
 *
 * Used by every provider: putFile() for results, fetchMedia() reads our own /api/files/<id>
 * URLs back through readStoredFile(). Served by GET /api/files/<id>; uploads arrive through
 * POST /api/uploads; retention.ts removes old files. The bytes live where FILE_STORE says
 * (store.ts): DATA_DIR/files, or an S3-compatible bucket shared by every instance.
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

const urlFor = (id: string) => `/api/files/${id}`;

function toStoredFile(id: string, meta: FileMeta, size = meta.size): StoredFile {
  return { id, url: urlFor(id), contentType: meta.contentType, size, name: meta.name, kind: meta.kind, createdAt: meta.createdAt };
}

const partialMeta = (options: PutOptions) => ({ contentType: options.contentType, name: options.name ?? null, kind: options.kind ?? ('result' as const) });

export async function putFile(bytes: Uint8Array, options: PutOptions): Promise<StoredFile> {
  const id = createHash('sha256').update(bytes).digest('hex');
  return toStoredFile(id, await fileStore().put(id, bytes, partialMeta(options)));
}

/**
 * Stores a stream as it arrives (a large upload, a downloaded video) without holding it in
 * memory; refused with `tooLarge()` the moment it passes `maxBytes`. The id exists only once
 * the last byte is stored, so a failed transfer leaves nothing anyone can name.
 */
export async function putFileStream(
  source: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
  options: PutOptions & { maxBytes: number; tooLarge: () => Error },
): Promise<StoredFile> {
  const { id, meta } = await fileStore().putStream(source, partialMeta(options), options);
  return toStoredFile(id, meta);
}

/** Metadata of a stored file, without reading its bytes (for serving); null when the bytes are not in the store. */
export async function statStoredFile(id: string): Promise<{ file: StoredFile } | null> {
  const meta = await fileStore().stat(id);
  return meta ? { file: toStoredFile(id, meta) } : null;
}

export async function readStoredFile(id: string): Promise<{ bytes: Buffer; file: StoredFile } | null> {
  const store = fileStore();
  const meta = await store.stat(id);
  if (!meta) return null;
  const bytes = await store.read(id);
  return bytes ? { bytes, file: toStoredFile(id, meta, bytes.byteLength) } : null;
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
