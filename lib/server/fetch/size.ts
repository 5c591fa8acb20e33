import 'server-only';
import { grouped } from '@/lib/contract/limits/grouped';
/** A byte count as a person reads it in an error message: "20 MB", "512 KB", "300 bytes". */
export function describeSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${+(bytes / 1024 / 1024).toFixed(1)} MB`;
  if (bytes >= 1024) return `${+(bytes / 1024).toFixed(1)} KB`;
  return `${grouped(bytes)} bytes`;
}

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
