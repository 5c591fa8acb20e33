import 'server-only';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  type S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { ApiError } from '../errors';
import { log } from '../log';
import { isFileId, type FileKind, type FileMeta } from './blob-store';
import { attachmentHeader } from './disposition';
import { hashingPassThrough } from './hashing';
import type { CleanupReport } from './retention';
import { describeS3Error, isNotFound, s3Client, type S3Settings } from './s3-client';
import type { BlobStore } from './store';

/**
 * The store in an S3-compatible bucket. Layout:
 *
 *   files/<id>        the bytes (id = SHA-256), Content-Type and user metadata kind, name
 *                     (percent-encoded: metadata is ASCII), created-at; LastModified = the last
 *                     time the bytes were stored, which retention counts from
 *   incoming/<uuid>   a stream being written; copied to files/<id> once its hash is known
 *
 * Large bodies go up in parts (@aws-sdk/lib-storage, two at a time; 5 MB parts for streams),
 * so a streamed upload holds a few parts in memory, never the whole body. Any failure of the store other than "no such
 * object" is a 503 `unavailable` naming the file store; the detail goes to the log.
 */
const PART_SIZE = 8 * 1024 * 1024;
/** A stream is cut into parts of S3's smallest size, so little of it is in memory at once. */
const STREAM_PART_SIZE = 5 * 1024 * 1024;
const INCOMING_MAX_AGE_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface S3StoreOptions extends S3Settings {
  publicReads: 'stream' | 'presign';
  presignSeconds: number;
}

const fileKey = (id: string) => `files/${id}`;

export function s3Store(options: S3StoreOptions, client: S3Client = s3Client(options)): BlobStore {
  const Bucket = options.bucket;

  const unavailable = (operation: string, error: unknown) => {
    if (error instanceof ApiError) return error;
    log.error({ operation, bucket: Bucket, s3: describeS3Error(error) }, 'file store (S3) call failed');
    return new ApiError('unavailable', 'The file store is unavailable; try again shortly.');
  };

  async function head(id: string): Promise<FileMeta | null> {
    try {
      const found = await client.send(new HeadObjectCommand({ Bucket, Key: fileKey(id) }));
      const meta = found.Metadata ?? {};
      return {
        contentType: found.ContentType ?? 'application/octet-stream',
        name: meta.name ? decodeURIComponent(meta.name) : null,
        kind: (meta.kind === 'upload' ? 'upload' : 'result') satisfies FileKind,
        size: found.ContentLength ?? 0,
        createdAt: meta['created-at'] ?? found.LastModified?.toISOString() ?? new Date().toISOString(),
      };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw unavailable('head', error);
    }
  }

  const describe = async (id: string, partial: Omit<FileMeta, 'size' | 'createdAt'>, size: number): Promise<FileMeta> => {
    const previous = await head(id);
    return { ...partial, name: partial.name ?? previous?.name ?? null, size, createdAt: previous?.createdAt ?? new Date().toISOString() };
  };
  const userMetadata = (meta: FileMeta) => ({
    kind: meta.kind,
    'created-at': meta.createdAt,
    ...(meta.name ? { name: encodeURIComponent(meta.name) } : {}),
  });

  async function remove(Key: string): Promise<void> {
    await client.send(new DeleteObjectCommand({ Bucket, Key }));
  }

  return {
    name: 's3',

    async put(id, bytes, partial) {
      const meta = await describe(id, partial, bytes.byteLength);
      try {
        // Stored again even when present: that renews its age (LastModified), as on disk.
        await new Upload({
          client,
          partSize: PART_SIZE,
          queueSize: 2,
          params: { Bucket, Key: fileKey(id), Body: bytes, ContentType: meta.contentType, Metadata: userMetadata(meta) },
        }).done();
      } catch (error) {
        throw unavailable('put', error);
      }
      return meta;
    },

    async putStream(source, partial, limit) {
      const staging = `incoming/${randomUUID()}`;
      const hashing = hashingPassThrough(source, limit);
      let staged = false;
      try {
        try {
          await new Upload({ client, partSize: STREAM_PART_SIZE, queueSize: 2, params: { Bucket, Key: staging, Body: Readable.from(hashing.chunks) } }).done();
          staged = true;
        } catch (error) {
          // The source's own error (too large, the client went away) is the caller's to see.
          if (hashing.sourceError()) throw hashing.sourceError();
          throw unavailable('put (stream)', error);
        }
        const { id, size } = hashing.result();
        const meta = await describe(id, partial, size);
        try {
          await client.send(
            new CopyObjectCommand({
              Bucket,
              Key: fileKey(id),
              CopySource: `${Bucket}/${staging}`,
              MetadataDirective: 'REPLACE',
              ContentType: meta.contentType,
              Metadata: userMetadata(meta),
            }),
          );
        } catch (error) {
          throw unavailable('copy', error);
        }
        return { id, meta };
      } finally {
        // A failed multipart upload is aborted by lib-storage; a staged copy is removed here
        // (or, if the store is gone meanwhile, by the retention sweep after an hour).
        if (staged) await remove(staging).catch((error: unknown) => log.warn({ key: staging, s3: describeS3Error(error) }, 'staged upload not removed'));
      }
    },

    stat: (id) => (isFileId(id) ? head(id) : Promise.resolve(null)),

    async read(id) {
      if (!isFileId(id)) return null;
      try {
        const found = await client.send(new GetObjectCommand({ Bucket, Key: fileKey(id) }));
        return Buffer.from(await found.Body!.transformToByteArray());
      } catch (error) {
        if (isNotFound(error)) return null;
        throw unavailable('read', error);
      }
    },

    async open(id, start, end) {
      if (!isFileId(id)) return null;
      try {
        const found = await client.send(new GetObjectCommand({ Bucket, Key: fileKey(id), Range: `bytes=${start}-${end}` }));
        return found.Body!.transformToWebStream() as ReadableStream<Uint8Array>;
      } catch (error) {
        if (isNotFound(error)) return null;
        throw unavailable('open', error);
      }
    },

    async presign(id, meta, download) {
      if (options.publicReads !== 'presign') return null;
      const command = new GetObjectCommand({
        Bucket,
        Key: fileKey(id),
        ResponseContentType: meta.contentType,
        ...(download ? { ResponseContentDisposition: attachmentHeader(download) } : {}),
      });
      return getSignedUrl(client, command, { expiresIn: options.presignSeconds });
    },

    async sweep({ policy, isReferenced, now = Date.now() }) {
      const report: CleanupReport = { scanned: 0, removed: 0, kept: 0, freedBytes: 0, removedIds: [] };
      const horizons = [policy.resultDays, policy.uploadDays].filter((days) => days > 0);
      try {
        for await (const object of listAll(client, Bucket, 'incoming/')) {
          if (object.modified < now - INCOMING_MAX_AGE_MS) await remove(object.key);
        }
        if (horizons.length === 0) return report;
        const oldest = now - Math.min(...horizons) * DAY_MS;
        for await (const object of listAll(client, Bucket, 'files/')) {
          const id = object.key.slice('files/'.length);
          if (!isFileId(id)) continue;
          report.scanned += 1;
          if (object.modified >= oldest) continue;
          // Old enough for one kind: the metadata says which kind it is.
          const meta = await head(id);
          const days = meta?.kind === 'upload' ? policy.uploadDays : policy.resultDays;
          if (!meta || days <= 0 || object.modified >= now - days * DAY_MS) continue;
          if (isReferenced(id)) {
            report.kept += 1;
            continue;
          }
          await remove(object.key);
          report.removed += 1;
          report.freedBytes += object.size;
          report.removedIds.push(id);
        }
      } catch (error) {
        throw unavailable('sweep', error);
      }
      return report;
    },

    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
  };
}

async function* listAll(client: S3Client, Bucket: string, Prefix: string): AsyncGenerator<{ key: string; modified: number; size: number }> {
  let ContinuationToken: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken, MaxKeys: 1000 }));
    for (const object of page.Contents ?? []) {
      if (object.Key) yield { key: object.Key, modified: object.LastModified?.getTime() ?? 0, size: object.Size ?? 0 };
    }
    ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (ContinuationToken);
}
