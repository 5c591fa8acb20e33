import 'server-only';
import { createReadStream, createWriteStream, promises as fs } from 'node:fs';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { blobPath, exists, isFileId, metaPath, readMeta, writeAtomic, type FileMeta } from './blob-store';
import { hashingPassThrough } from './hashing';
import { cleanupFiles } from './retention';
import type { BlobStore } from './store';

/** Half-written streams older than this are debris from a crash. */
const INCOMING_MAX_AGE_MS = 60 * 60 * 1000;

/** The default store: a content-addressed folder (layout in blob-store.ts) under DATA_DIR/files. */
export function diskStore(root: string): BlobStore {
  const incoming = path.join(root, 'incoming');

  async function record(id: string, bytesAt: string | Uint8Array, partial: Omit<FileMeta, 'size' | 'createdAt'>, size: number): Promise<FileMeta> {
    const target = blobPath(root, id);
    await fs.mkdir(path.dirname(target), { recursive: true });
    const previous = await readMeta(root, id);
    const meta: FileMeta = { ...partial, name: partial.name ?? previous?.name ?? null, size, createdAt: previous?.createdAt ?? new Date().toISOString() };
    // Metadata first (its mtime tells the cleanup these bytes are wanted again), then the bytes
    // if they are new, then the metadata again in case a cleanup removed it in between.
    await writeAtomic(metaPath(root, id), JSON.stringify(meta));
    if (!(await exists(target))) {
      if (typeof bytesAt === 'string') await fs.rename(bytesAt, target);
      else await writeAtomic(target, bytesAt);
    }
    await writeAtomic(metaPath(root, id), JSON.stringify(meta));
    return meta;
  }

  return {
    name: 'disk',
    put: (id, bytes, meta) => record(id, bytes, meta, bytes.byteLength),

    async putStream(source, meta, limit) {
      await fs.mkdir(incoming, { recursive: true });
      const temporary = path.join(incoming, `${randomUUID()}.tmp`);
      try {
        const hashing = hashingPassThrough(source, limit);
        await pipeline(Readable.from(hashing.chunks), createWriteStream(temporary));
        const { id, size } = hashing.result();
        return { id, meta: await record(id, temporary, meta, size) };
      } finally {
        // Gone already when it became the blob; otherwise (an error, or the bytes were known) removed.
        await fs.rm(temporary, { force: true });
      }
    },

    async stat(id) {
      if (!isFileId(id)) return null;
      const [meta, stat] = await Promise.all([readMeta(root, id), fs.stat(blobPath(root, id)).catch(() => null)]);
      if (!meta || !stat?.isFile()) return null;
      return { ...meta, size: stat.size };
    },

    async read(id) {
      if (!isFileId(id)) return null;
      return fs.readFile(blobPath(root, id)).catch(() => null);
    },

    async open(id, start, end) {
      if (!isFileId(id) || !(await exists(blobPath(root, id)))) return null;
      return Readable.toWeb(createReadStream(blobPath(root, id), { start, end })) as unknown as ReadableStream<Uint8Array>;
    },

    async sweep({ policy, isReferenced, now = Date.now() }) {
      for (const entry of await fs.readdir(incoming).catch(() => [] as string[])) {
        const stat = await fs.stat(path.join(incoming, entry)).catch(() => null);
        if (stat && now - stat.mtimeMs > INCOMING_MAX_AGE_MS) await fs.rm(path.join(incoming, entry), { force: true });
      }
      return cleanupFiles({ root, policy, isReferenced, now });
    },

    async check() {
      await fs.mkdir(root, { recursive: true });
      await fs.access(root, fs.constants.W_OK);
    },
  };
}
