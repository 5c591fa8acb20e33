import 'server-only';
import { z } from 'zod';
import { flag, wholeNumber } from './rules';

/**
 * Where uploaded and generated files live (documented in .env.example and docs/deploy.md).
 * disk: DATA_DIR/files, one machine. s3: an S3-compatible bucket (AWS S3, MinIO, Cloudflare
 * R2, Garage ...) that every app instance and worker shares.
 */
export const fileStoreEnv = {
  FILE_STORE: z.enum(['disk', 's3'], { error: 'must be disk or s3' }).default('disk'),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name: 3 to 63 lowercase letters, digits, dots or hyphens')
    .optional(),
  /** Empty for AWS; the server's URL for MinIO, R2 (https://<account>.r2.cloudflarestorage.com), Garage. */
  S3_ENDPOINT: z.url({ error: 'must be a URL such as http://127.0.0.1:9000' }).optional(),
  /** AWS region; R2 wants auto, MinIO and Garage accept us-east-1 (or their configured region). */
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** Unset both to use the SDK's own chain (instance role, AWS_PROFILE ...). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** http://endpoint/bucket/key instead of http://bucket.endpoint/key: MinIO, Garage and most self-hosted servers need it. */
  S3_FORCE_PATH_STYLE: flag.default(false),
  /**
   * stream: /api/files/<id> streams the object through the app. presign: it answers a
   * redirect to a short-lived signed URL of the object (the client must reach S3_ENDPOINT).
   */
  S3_PUBLIC_READS: z.enum(['stream', 'presign'], { error: 'must be stream or presign' }).default('stream'),
  /** Lifetime of a presigned URL, in seconds. */
  S3_PRESIGN_SECONDS: wholeNumber(10, 86_400).default(300),
} satisfies Record<string, z.ZodType>;

/** Cross-variable rules of the file store, run by the env schema's superRefine. */
export function checkFileStoreEnv(
  env: { FILE_STORE: 'disk' | 's3'; S3_BUCKET?: string; S3_ACCESS_KEY_ID?: string; S3_SECRET_ACCESS_KEY?: string },
  issue: (path: string, message: string) => void,
): void {
  if (env.FILE_STORE !== 's3') return;
  if (!env.S3_BUCKET) issue('S3_BUCKET', 'is required when FILE_STORE=s3');
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    issue(env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID', 'must be set together with the other S3 key variable (or both left unset)');
  }
}
