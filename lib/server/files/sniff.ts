import 'server-only';
import { fileTypeFromBuffer } from 'file-type';

/**
 * What a file really is, judged from its bytes (never from its name or a declared type).
 * Only the media the studio works with pass: a script renamed photo.png is refused.
 */
export interface SniffedMedia {
  kind: 'image' | 'audio';
  /** The content type we store and serve. */
  contentType: string;
  /** A file name extension for downloads, without the dot. */
  ext: string;
}

/** file-type's answer (mime) → what we store. Anything absent here is refused. */
const ACCEPTED: Record<string, SniffedMedia> = {
  'image/jpeg': { kind: 'image', contentType: 'image/jpeg', ext: 'jpg' },
  'image/png': { kind: 'image', contentType: 'image/png', ext: 'png' },
  'image/webp': { kind: 'image', contentType: 'image/webp', ext: 'webp' },
  'image/avif': { kind: 'image', contentType: 'image/avif', ext: 'avif' },
  'image/gif': { kind: 'image', contentType: 'image/gif', ext: 'gif' },
  'audio/wav': { kind: 'audio', contentType: 'audio/wav', ext: 'wav' },
  'audio/mpeg': { kind: 'audio', contentType: 'audio/mpeg', ext: 'mp3' },
  'audio/ogg': { kind: 'audio', contentType: 'audio/ogg', ext: 'ogg' },
  'audio/ogg; codecs=opus': { kind: 'audio', contentType: 'audio/ogg', ext: 'ogg' },
  'audio/flac': { kind: 'audio', contentType: 'audio/flac', ext: 'flac' },
  'audio/x-m4a': { kind: 'audio', contentType: 'audio/mp4', ext: 'm4a' },
  'audio/mp4': { kind: 'audio', contentType: 'audio/mp4', ext: 'm4a' },
};

/** The accepted formats of each kind, as words for error messages. */
export const ACCEPTED_KINDS = { image: 'an image (JPEG, PNG, WebP, AVIF, GIF)', audio: 'audio (WAV, MP3, OGG, FLAC, M4A)' } as const;
export const ACCEPTED_MEDIA = `${ACCEPTED_KINDS.image} or ${ACCEPTED_KINDS.audio}`;

export interface SniffResult {
  media: SniffedMedia | null;
  /** What the bytes look like when they are refused (for the message), if anything is known. */
  detected?: string;
}

export async function sniffMedia(bytes: Uint8Array): Promise<SniffResult> {
  const found = await fileTypeFromBuffer(bytes);
  if (!found) return { media: null };
  const media = ACCEPTED[found.mime] ?? null;
  return media ? { media } : { media: null, detected: found.mime };
}

/** A download extension for a stored content type (results carry types the sniffer never saw). */
export function extensionFor(contentType: string): string {
  const known = Object.values(ACCEPTED).find((m) => m.contentType === contentType);
  if (known) return known.ext;
  const extra: Record<string, string> = {
    'video/mp4': 'mp4',
    'video/webm': 'webm',
    'audio/midi': 'mid',
    'application/json': 'json',
    'text/plain': 'txt',
    'application/zip': 'zip',
  };
  return extra[contentType] ?? 'bin';
}
