import 'server-only';
import type { ApiError } from './errors';

/**
 * Reads a request body, giving up (and cancelling the upload) as soon as it passes `limit`
 * bytes, so an oversized body costs at most `limit` of memory. A declared Content-Length is
 * not trusted: chunked bodies have none.
 */
export async function readBodyCapped(request: Request, limit: number, tooLarge: () => ApiError): Promise<Buffer> {
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, size);
}
