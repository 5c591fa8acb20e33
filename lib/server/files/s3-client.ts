import 'server-only';
import { S3Client } from '@aws-sdk/client-s3';

export interface S3Settings {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

/**
 * One S3 client of the official SDK for the store. Checksums are computed only where the
 * protocol requires them: the SDK's default (CRC32 trailers on every upload) is refused by
 * several S3-compatible servers (older MinIO, Garage, R2 on some operations). Short socket
 * time-outs, so an unreachable store is a quick 503 rather than a hung request.
 */
export function s3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.accessKeyId && settings.secretAccessKey ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } : undefined,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 2,
    requestHandler: { connectionTimeout: 3_000, requestTimeout: 60_000 },
  });
}

interface SdkError {
  name?: string;
  code?: string;
  $metadata?: { httpStatusCode?: number };
}

const asSdkError = (error: unknown): SdkError => (typeof error === 'object' && error !== null ? (error as SdkError) : {});

/** The object (or bucket) does not exist. */
export function isNotFound(error: unknown): boolean {
  const e = asSdkError(error);
  return e.$metadata?.httpStatusCode === 404 || e.name === 'NotFound' || e.name === 'NoSuchKey';
}

/** The store refused the credentials or the signature. */
export function isRefused(error: unknown): boolean {
  const e = asSdkError(error);
  return e.$metadata?.httpStatusCode === 403 || ['InvalidAccessKeyId', 'SignatureDoesNotMatch', 'AccessDenied', 'Forbidden'].includes(e.name ?? '');
}

/** A short, credential-free description for logs and start-up messages. */
export function describeS3Error(error: unknown): string {
  const e = asSdkError(error);
  const status = e.$metadata?.httpStatusCode;
  const name = e.name && e.name !== 'Unknown' && e.name !== 'UnknownError' ? e.name : (e.code ?? 'error');
  return status ? `${status} ${name}` : `${name}${error instanceof Error && error.message ? `: ${error.message}` : ''}`;
}
