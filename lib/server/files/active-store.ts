import 'server-only';
import { env } from '../env';
import { filesRoot } from './blob-store';
import { diskStore } from './disk-store';
import { describeS3Error, isNotFound, isRefused } from './s3-client';
import { s3Store } from './s3-store';
import type { BlobStore } from './store';

/**
 * The store the configuration picks (FILE_STORE), one per process and configuration. Kept
 * on globalThis so every bundle of the app shares one S3 client and its connection pool.
 */
const KEY = Symbol.for('prism.files.store');
type Holder = { [KEY]?: { signature: string; store: BlobStore } };

export function fileStore(): BlobStore {
  const config = env();
  const signature = JSON.stringify([config.FILE_STORE, config.DATA_DIR, config.S3_BUCKET, config.S3_ENDPOINT, config.S3_REGION, config.S3_ACCESS_KEY_ID, config.S3_SECRET_ACCESS_KEY, config.S3_FORCE_PATH_STYLE, config.S3_PUBLIC_READS, config.S3_PRESIGN_SECONDS]);
  const holder = globalThis as Holder;
  if (holder[KEY]?.signature !== signature) {
    const store =
      config.FILE_STORE === 's3'
        ? s3Store({
            bucket: config.S3_BUCKET!,
            endpoint: config.S3_ENDPOINT,
            region: config.S3_REGION,
            accessKeyId: config.S3_ACCESS_KEY_ID,
            secretAccessKey: config.S3_SECRET_ACCESS_KEY,
            forcePathStyle: config.S3_FORCE_PATH_STYLE,
            publicReads: config.S3_PUBLIC_READS,
            presignSeconds: config.S3_PRESIGN_SECONDS,
          })
        : diskStore(filesRoot(config.DATA_DIR));
    holder[KEY] = { signature, store };
  }
  return holder[KEY]!.store;
}

/**
 * At start-up (server and worker): the bucket must be reachable with these credentials, or
 * the process refuses to start with a message naming the variable to fix, instead of
 * failing every upload later.
 */
export async function verifyFileStore(): Promise<void> {
  const config = env();
  if (config.FILE_STORE !== 's3') return;
  try {
    await fileStore().check();
  } catch (error) {
    const seen = describeS3Error(error);
    if (isRefused(error)) throw new Error(`S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY: the file store refused these credentials for bucket ${config.S3_BUCKET} (${seen})`);
    if (isNotFound(error)) throw new Error(`S3_BUCKET: the file store has no bucket named ${config.S3_BUCKET} (${seen})`);
    throw new Error(`S3_ENDPOINT: the file store at ${config.S3_ENDPOINT ?? 'AWS'} could not be reached (${seen})`);
  }
}
