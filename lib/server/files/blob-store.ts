import 'server-only';
import { promises as fs } from 'node:fs';
import path from 'node:path';

/**
 * The disk layout of the content-addressed store, under DATA_DIR/files:
 *
 *   <id[0..2]>/<id>        the bytes (id = SHA-256 of the bytes, 64 hex digits)
 *   <id[0..2]>/<id>.json   metadata (content type, name, kind); its mtime = last time the
 *                          bytes were stored, which retention counts from
 *   incoming/<uuid>.tmp    a stream being written (putFileStream), renamed to its id once
 *                          hashed; debris older than an hour is swept
 *
 * Only ids matching ID_PATTERN ever become paths, so nothing a user writes reaches the file
 * system. No 'server-only' here: the cleanup command and tests load this module directly.
 * This is the disk store (disk-store.ts); s3-store.ts keeps the same ids in a bucket.
 */
export const ID_PATTERN = /^[a-f0-9]{64}$/;

export type FileKind = 'upload' | 'result';

export interface FileMeta {
  contentType: string;
  name: string | null;
  kind: FileKind;
  size: number;
  createdAt: string;
}

export function isFileId(id: string): boolean {
  return ID_PATTERN.test(id);
}

export function filesRoot(dataDir: string): string {
  return path.resolve(dataDir, 'files');
}

export function blobPath(root: string, id: string): string {
  if (!isFileId(id)) throw new Error('not a file id');
  return path.join(root, id.slice(0, 2), id);
}

export const metaPath = (root: string, id: string) => `${blobPath(root, id)}.json`;

/** Writes to a temporary name then renames, so a reader never sees half a file. */
export async function writeAtomic(target: string, data: Uint8Array | string): Promise<void> {
  const temporary = `${target}.${process.pid}.${Date.now()}.${Math.random().toString(36).slice(2)}.tmp`;
  try {
    await fs.writeFile(temporary, data);
    await fs.rename(temporary, target);
  } catch (error) {
    await fs.rm(temporary, { force: true });
    throw error;
  }
}

export async function readMeta(root: string, id: string): Promise<FileMeta | null> {
  try {
    return JSON.parse(await fs.readFile(metaPath(root, id), 'utf8')) as FileMeta;
  } catch {
    return null;
  }
}

export async function exists(target: string): Promise<boolean> {
  try {
    await fs.access(target);
    return true;
  } catch {
    return false;
  }
}
