import 'server-only';
import { createHash } from 'node:crypto';

/**
 * Passes a byte stream through unchanged while hashing and counting it, and stops it the
 * moment it passes a size limit, so a store can write a stream of unknown size whose
 * content address is known only at its end.
 */
export function hashingPassThrough(source: AsyncIterable<Uint8Array>, limit: { maxBytes: number; tooLarge: () => Error }) {
  const hash = createHash('sha256');
  let size = 0;
  async function* chunks(): AsyncGenerator<Uint8Array> {
    for await (const chunk of source) {
      size += chunk.byteLength;
      if (size > limit.maxBytes) throw limit.tooLarge();
      hash.update(chunk);
      yield chunk;
    }
  }
  return {
    chunks: chunks(),
    /** Valid once `chunks` was read to its end. */
    result: () => ({ id: hash.digest('hex'), size }),
  };
}
