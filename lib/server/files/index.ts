import 'server-only';
import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { env } from '../env';

/**
 * Content-addressed file store: a file's id is the hash of its bytes, so the same result
 * stored twice is one file, and no name a user writes ever reaches the file system.
 *
 * Interface used by every provider; the platform layer owns the implementation.
 */
export interface StoredFile {
  id: string;
  /** Path under this app: /api/files/<id>. Make it absolute with absoluteFileUrl(). */
  url: string;
  contentType: string;
  size: number;
  name: string | null;
}

export interface PutOptions {
  contentType: string;
  /** Suggested download name (sanitised before use). */
  name?: string;
  /** upload: sent by a user; result: produced by an engine. Retention may treat them apart. */
  kind?: 'upload' | 'result';
}

const ID_PATTERN = /^[a-f0-9]{64}$/;

function filesDir(): string {
  return path.resolve(env().DATA_DIR, 'files');
}

function blobPath(id: string): string {
  return path.join(filesDir(), id.slice(0, 2), id);
}

export async function putFile(bytes: Uint8Array, options: PutOptions): Promise<StoredFile> {
  const id = createHash('sha256').update(bytes).digest('hex');
  const target = blobPath(id);
  await fs.mkdir(path.dirname(target), { recursive: true });
  const meta = { contentType: options.contentType, name: options.name ?? null, kind: options.kind ?? 'result', size: bytes.byteLength, createdAt: new Date().toISOString() };
  try {
    await fs.access(target);
  } catch {
    // Write then rename, so a reader never sees half a file.
    const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
    await fs.writeFile(temporary, bytes);
    await fs.rename(temporary, target);
  }
  await fs.writeFile(`${target}.json`, JSON.stringify(meta));
  return { id, url: `/api/files/${id}`, contentType: meta.contentType, size: meta.size, name: meta.name };
}

export async function readStoredFile(id: string): Promise<{ bytes: Buffer; file: StoredFile } | null> {
  if (!ID_PATTERN.test(id)) return null;
  try {
    const [bytes, metaText] = await Promise.all([fs.readFile(blobPath(id)), fs.readFile(`${blobPath(id)}.json`, 'utf8')]);
    const meta = JSON.parse(metaText) as { contentType: string; name: string | null };
    return { bytes, file: { id, url: `/api/files/${id}`, contentType: meta.contentType, size: bytes.byteLength, name: meta.name } };
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
