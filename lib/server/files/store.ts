import 'server-only';
import type { FileMeta } from './blob-store';
import type { CleanupReport, RetentionPolicy } from './retention';

/**
 * Where the bytes of the content-addressed file store live: a folder under DATA_DIR (the
 * default, disk-store.ts) or an S3-compatible bucket (FILE_STORE=s3, s3-store.ts). Every
 * caller goes through lib/server/files (putFile, putFileStream, statStoredFile,
 * readStoredFile, serveFile, the retention sweep), never through a store directly.
 */
export interface BlobStore {
  readonly name: 'disk' | 's3';
  /** Stores bytes whose id (SHA-256) is known; storing the same id again renews its age. */
  put(id: string, bytes: Uint8Array, meta: Omit<FileMeta, 'size' | 'createdAt'>): Promise<FileMeta>;
  /**
   * Stores a stream as it is read, hashing it on the way (no full copy in memory), under a
   * temporary name first: the id exists only once every byte arrived. `limit` is checked
   * as bytes arrive; `tooLarge` builds the error thrown past it.
   */
  putStream(source: AsyncIterable<Uint8Array> | Iterable<Uint8Array>, meta: Omit<FileMeta, 'size' | 'createdAt'>, limit: { maxBytes: number; tooLarge: () => Error }): Promise<{ id: string; meta: FileMeta }>;
  /** Metadata and size, or null when the bytes are not there (whatever a record says). */
  stat(id: string): Promise<FileMeta | null>;
  read(id: string): Promise<Buffer | null>;
  /** The bytes from start to end (inclusive), streamed. */
  open(id: string, start: number, end: number): Promise<ReadableStream<Uint8Array> | null>;
  /** A short-lived URL a client may read the object from directly (S3 with S3_PUBLIC_READS=presign). */
  presign?(id: string, meta: FileMeta, download: string | null): Promise<string | null>;
  /** Removes files past their retention that nothing references. */
  sweep(options: { policy: RetentionPolicy; isReferenced: (id: string) => boolean; now?: number }): Promise<CleanupReport>;
  /** Throws when the store cannot be used now (readiness). */
  check(): Promise<void>;
}
