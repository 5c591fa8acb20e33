import 'server-only';
import { Readable } from 'node:stream';
import Busboy from 'busboy';
import { formatLimit } from '@/lib/contract/limits/sizes';
import { ApiError } from '../errors';
import { refuseEncodedBody } from '../request-input';
import { readHead } from './head';
import { putFileStream, type StoredFile } from './index';
import { ACCEPTED_KINDS, ACCEPTED_MEDIA, sniffMedia, type SniffedMedia } from './sniff';

export interface StoredUpload {
  file: StoredFile;
  media: SniffedMedia;
}

/** Room for multipart boundaries and part headers on top of the file itself. */
const MULTIPART_OVERHEAD = 64 * 1024;
/** Bytes read before the type is judged: every accepted format says what it is well within this. */
const SNIFF_BYTES = 64 * 1024;

/**
 * Receives an upload and stores it as it arrives: a multipart form with a `file` field, or
 * the raw bytes as the body. The first bytes are sniffed before anything is stored: only the
 * images and audio the studio works with are accepted (415 otherwise), whatever the name or
 * the declared type says. The rest streams to the file store (disk or S3) without a full
 * copy in memory, and is refused (413) the moment it passes the cap; a refused or broken
 * upload leaves no file anyone can name.
 */
export async function storeUpload(request: Request, maxBytes: number): Promise<StoredUpload> {
  refuseEncodedBody(request.headers);
  const type = request.headers.get('content-type') ?? '';
  const multipart = /^multipart\/form-data\s*(;|$)/i.test(type);
  // A form's parts cannot be found without its boundary: say so, rather than read the whole
  // form as the file's bytes (which answered "not a known image or audio format").
  if (multipart && !/;\s*boundary=/i.test(type)) throw new ApiError('invalid_input', 'body: is not a valid multipart form (its Content-Type names no boundary)');
  const tooLarge = () => new ApiError('payload_too_large', `file: must be at most ${formatLimit(maxBytes)}`);
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > (multipart ? maxBytes + MULTIPART_OVERHEAD : maxBytes)) throw tooLarge();
  if (!request.body) throw new ApiError('invalid_input', 'file: is empty');

  const params = new URL(request.url).searchParams;
  const query = params.get('name');
  // ?accept=image (or audio): what the page that uploads can use. An MP3 renamed photo.png
  // was once stored for the image page, and its refusals listed audio formats there.
  const accept = params.get('accept');
  if (accept !== null && accept !== 'image' && accept !== 'audio') throw new ApiError('invalid_input', 'accept: must be image or audio');
  const wanted = accept === null ? ACCEPTED_MEDIA : ACCEPTED_KINDS[accept];
  const part = multipart ? await fileField(request.body, type, maxBytes) : { chunks: arriving(request.body), name: null };
  // One byte past the cap is enough to refuse it, whatever its type.
  const { head, all, stop } = await readHead(part.chunks, maxBytes < SNIFF_BYTES + 1 ? maxBytes + 1 : SNIFF_BYTES);
  if (head.byteLength === 0) throw new ApiError('invalid_input', 'file: is empty');
  if (head.byteLength > maxBytes) {
    await stop();
    throw tooLarge();
  }
  const sniffed = await sniffMedia(head);
  if (!sniffed.media || (accept !== null && sniffed.media.kind !== accept)) {
    await stop();
    const detected = sniffed.media?.contentType ?? sniffed.detected;
    const seen = detected ? `the bytes are ${detected}` : 'the bytes are not a known image or audio format';
    throw new ApiError('unsupported_media_type', `file: must be ${wanted}; ${seen}`);
  }
  const file = await putFileStream(all, { contentType: sniffed.media.contentType, name: query ?? part.name ?? undefined, kind: 'upload', maxBytes, tooLarge });
  return { file, media: sniffed.media };
}

const closedEarly = () => new ApiError('invalid_input', 'body: the connection closed before the whole body arrived');

/**
 * The raw body as it arrives. A client that hangs up or breaks the stream mid-body is a 400
 * (nobody may read it, and it is not our failure), not an unexpected error; a body that
 * stopped arriving is the reader's own 408, kept as it is.
 */
async function* arriving(body: ReadableStream<Uint8Array>): AsyncGenerator<Uint8Array> {
  try {
    yield* body as unknown as AsyncIterable<Uint8Array>;
  } catch (error) {
    throw error instanceof ApiError ? error : closedEarly();
  }
}

/** How much of a form besides its file busboy reads. */
const FORM_LIMITS = { fields: 50, fieldSize: 64 * 1024, parts: 100 } as const;

const brokenForm = () => new ApiError('invalid_input', 'body: is not a valid multipart form');

/**
 * The `file` part of a multipart body, as a stream (busboy parses the form as it arrives).
 * Other parts are skipped. The part is cut one byte past `maxBytes`, so the store's own
 * count refuses it with 413.
 */
/**
 * A form's file name as the user named it. Browsers (and fetch's FormData) send `"`, CR and LF
 * in filename="…" as %22, %0D and %0A (the HTML standard's multipart/form-data encoding), and
 * busboy hands them on as they came: 'Mum "at" the party.jpg' was kept, and downloaded, as
 * 'Mum %22at%22 the party.jpg'. Only these three are escaped, so only they are undone.
 */
export function unescapedFileName(sent: string): string {
  return sent.replace(/%(22|0D|0A)/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function fileField(body: ReadableStream<Uint8Array>, contentType: string, maxBytes: number): Promise<{ chunks: AsyncIterable<Uint8Array>; name: string | null }> {
  return new Promise((resolve, reject) => {
    let parser: Busboy.Busboy;
    try {
      // defParamCharset: browsers send a file's name as raw UTF-8 in filename="…"; busboy's
      // default (latin1) turned "été.wav" into "Ã©tÃ©.wav".
      parser = Busboy({ headers: { 'content-type': contentType }, defParamCharset: 'utf8', limits: { ...FORM_LIMITS, files: 1, fileSize: maxBytes + 1 } });
    } catch {
      reject(brokenForm());
      return;
    }
    let found: Readable | null = null;
    // Why the body stopped, if it did: a hang-up, or the reader's 408 for a stalled body.
    let broken: unknown = null;
    // A second file would be dropped without a word (busboy's files limit): the form is read
    // to its end before the file is kept, and refused if one came.
    let secondFile = false;
    const formRead = new Promise<void>((done) => parser.once('close', done));
    parser.on('filesLimit', () => {
      secondFile = true;
    });
    parser.on('file', (field, stream, info) => {
      if (field !== 'file' || found) {
        stream.resume();
        return;
      }
      found = stream;
      const form = { read: formRead, secondFile: () => secondFile };
      resolve({ chunks: partBytes(stream, () => broken, form), name: info.filename ? unescapedFileName(info.filename) : null });
    });
    parser.on('field', (field) => {
      if (field === 'file' && !found) reject(new ApiError('invalid_input', 'file: must be a file, not a text field'));
    });
    // Past these busboy stops reading parts: say so, rather than that the file is missing.
    parser.on('partsLimit', () => reject(new ApiError('invalid_input', `body: a form may hold at most ${FORM_LIMITS.parts} parts; send the file alone`)));
    parser.on('fieldsLimit', () => reject(new ApiError('invalid_input', `body: a form may hold at most ${FORM_LIMITS.fields} text fields; send the file alone`)));
    parser.on('error', () => {
      if (found) found.destroy(brokenForm());
      else reject(broken instanceof ApiError ? broken : brokenForm());
    });
    parser.on('close', () => {
      if (!found) reject(new ApiError('invalid_input', 'file: is required (a multipart field named "file")'));
    });
    const input = Readable.fromWeb(body as import('node:stream/web').ReadableStream<Uint8Array>);
    input.on('error', (error) => {
      broken = error;
      parser.destroy(error);
    });
    input.pipe(parser);
  });
}

/**
 * The file part's bytes. Busboy ends the part with an error of its own when the form stops
 * before its closing boundary ("Unexpected end of form"), or when the client hangs up: either
 * is the caller's broken body (400), never an unexpected error (500).
 */
async function* partBytes(stream: Readable, broken: () => unknown, form: { read: Promise<void>; secondFile: () => boolean }): AsyncGenerator<Uint8Array> {
  const why = () => {
    const cause = broken();
    return cause instanceof ApiError ? cause : cause ? closedEarly() : null;
  };
  try {
    yield* stream as AsyncIterable<Uint8Array>;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw why() ?? brokenForm();
  }
  // Thrown before the store keeps the file, so a refused form leaves none.
  await form.read;
  const cause = why();
  if (cause) throw cause;
  if (form.secondFile()) throw new ApiError('invalid_input', 'file: one file per upload; send each file in its own request');
}
