import 'server-only';
import { describeSize } from '../fetch/size';
import { ApiError } from '../errors';
import { readBodyCapped } from '../read-body';
import { ACCEPTED_MEDIA, sniffMedia, type SniffedMedia } from './sniff';

export interface ReceivedUpload {
  bytes: Buffer;
  media: SniffedMedia;
  /** The name the client gave (form file name or ?name=), unsanitised: only used for downloads. */
  name: string | null;
}

/** Room for multipart boundaries and part headers on top of the file itself. */
const MULTIPART_OVERHEAD = 64 * 1024;

/**
 * Reads an upload: a multipart form with a `file` field, or the raw bytes as the body.
 * The body is streamed and refused (413) the moment it passes the cap, and the bytes are
 * sniffed: only the images and audio the studio works with are accepted (415 otherwise),
 * whatever the name or the declared type says.
 */
export async function receiveUpload(request: Request, maxBytes: number): Promise<ReceivedUpload> {
  const type = request.headers.get('content-type') ?? '';
  const multipart = /^multipart\/form-data\s*;/i.test(type);
  const limit = multipart ? maxBytes + MULTIPART_OVERHEAD : maxBytes;
  const tooLarge = () => new ApiError('payload_too_large', `file: must be at most ${describeSize(maxBytes)}`);

  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > limit) throw tooLarge();
  const body = await readBodyCapped(request, limit, tooLarge);

  let bytes: Buffer;
  let name: string | null = new URL(request.url).searchParams.get('name');
  if (multipart) {
    let form: FormData;
    try {
      form = await new Response(new Uint8Array(body), { headers: { 'content-type': type } }).formData();
    } catch {
      throw new ApiError('invalid_input', 'body: is not a valid multipart form');
    }
    const part = form.get('file');
    if (part === null) throw new ApiError('invalid_input', 'file: is required (a multipart field named "file")');
    if (typeof part === 'string') throw new ApiError('invalid_input', 'file: must be a file, not a text field');
    bytes = Buffer.from(await part.arrayBuffer());
    name ??= part.name || null;
  } else {
    bytes = body;
  }
  if (bytes.byteLength === 0) throw new ApiError('invalid_input', 'file: is empty');
  if (bytes.byteLength > maxBytes) throw tooLarge();

  const sniffed = await sniffMedia(bytes);
  if (!sniffed.media) {
    const seen = sniffed.detected ? `the bytes are ${sniffed.detected}` : 'the bytes are not a known image or audio format';
    throw new ApiError('unsupported_media_type', `file: must be ${ACCEPTED_MEDIA}; ${seen}`);
  }
  return { bytes, media: sniffed.media, name };
}
