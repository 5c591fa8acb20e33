import 'server-only';
import { createHash } from 'node:crypto';

/**
 * Passes a byte stream through unchanged while hashing and counting it, and stops it the
 * moment it passes a size limit, so a store can write a stream of unknown size whose
 * content address is known only at its end.
 */
export function hashingPassThrough(source: AsyncIterable<Uint8Array> | Iterable<Uint8Array>, limit: { maxBytes: number; tooLarge: () => Error }) {
  const hash = createHash('sha256');
  let size = 0;
  let failure: unknown = null;
  async function* chunks(): AsyncGenerator<Uint8Array> {
    try {
      for await (const chunk of source) {
        size += chunk.byteLength;
        if (size > limit.maxBytes) throw limit.tooLarge();
        hash.update(chunk);
        yield chunk;
      }
    } catch (error) {
      failure = error;
      throw error;
    }
  }
  return {
    chunks: chunks(),
    /**
     * The error the source (or the limit) raised, if any: the one to report, whatever the
     * writer makes of it (an S3 upload reports its own clean-up failure instead).
     */
    sourceError: () => failure,
    /** Valid once `chunks` was read to its end. */
    result: () => ({ id: hash.digest('hex'), size }),
  };
}
