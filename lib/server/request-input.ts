import 'server-only';
import { MAX_JSON_BODY_BYTES, type EndpointContract } from '@/lib/contract';
import { ApiError } from './errors';
import type { HeaderReader, Incoming } from './incoming';

/**
 * The raw input of a request, before validation: the query for GET and DELETE, the JSON
 * body otherwise. Malformed JSON, a body that is not an object, or one over the size cap
 * are 400/413 here, never a 500.
 */
export async function readInput(request: Incoming, endpoint: EndpointContract): Promise<unknown> {
  if (endpoint.method === 'GET' || endpoint.method === 'DELETE') {
    const params = new URL(request.url).searchParams;
    const query: Record<string, string> = {};
    for (const [key, value] of params) {
      // Taking the last of `ids=a&ids=b` would drop `a` without a word.
      if (Object.hasOwn(query, key)) throw new ApiError('invalid_input', `${key.slice(0, 64)}: is given more than once; send it once (a list is one value, comma-separated)`);
      query[key] = value;
    }
    return query;
  }

  refuseEncodedBody(request.headers);
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > MAX_JSON_BODY_BYTES) throw tooLarge();
  // A byte order mark (what Windows editors put before a saved .json file) is not JSON, but
  // RFC 8259 lets a reader ignore it, and telling the caller "not valid JSON" would be wrong.
  const text = (await request.readBody(MAX_JSON_BODY_BYTES, tooLarge)).toString('utf8').replace(/^\uFEFF/, '');
  if (text.trim() === '') return {};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ApiError('invalid_input', 'body: must be valid JSON');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ApiError('invalid_input', 'body: must be a JSON object');
  }
  return body;
}

/**
 * Request bodies are read as sent: a compressed one (Content-Encoding: gzip …) is a 415 that
 * says so (RFC 9110 15.5.16), rather than "not valid JSON" about bytes nobody could read, and
 * no inflating of a small body into a huge one.
 */
export function refuseEncodedBody(headers: HeaderReader): void {
  const encoding = headers.get('content-encoding')?.trim();
  if (encoding && encoding.toLowerCase() !== 'identity') {
    throw new ApiError('unsupported_media_type', `Content-Encoding: ${encoding.slice(0, 40)} is not accepted; send the body uncompressed`);
  }
}

const tooLarge = () =>
  new ApiError('payload_too_large', `body: must be at most ${Math.floor(MAX_JSON_BODY_BYTES / 1024 / 1024)} MB; upload large files to /api/uploads and pass their URL`);
