import 'server-only';

/**
 * A body read whole, but refused with `tooLarge()` the moment it passes `maxBytes`: what came
 * is dropped and the rest is not read (leaving the loop closes the stream: a Node stream is
 * destroyed, a Web stream cancelled).
 */
export async function readAtMost(body: AsyncIterable<Uint8Array>, maxBytes: number, tooLarge: () => Error): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.byteLength;
    if (size > maxBytes) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size);
}
