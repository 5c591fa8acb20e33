import 'server-only';

/**
 * Reads the first `size` bytes (or a little more: whole chunks) of a stream so its type can
 * be judged before it is stored; `all` then yields those bytes and the rest, and `stop`
 * ends the stream when it is refused. Used by uploads and the downloader.
 */
export async function readHead(source: AsyncIterable<Uint8Array>, size: number) {
  const iterator = source[Symbol.asyncIterator]();
  const first: Uint8Array[] = [];
  let length = 0;
  let done = false;
  while (length < size) {
    const next = await iterator.next();
    if (next.done) {
      done = true;
      break;
    }
    first.push(next.value);
    length += next.value.byteLength;
  }
  async function* all(): AsyncGenerator<Uint8Array> {
    yield* first;
    if (done) return;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  }
  return { head: Buffer.concat(first), all: all(), stop: async () => void (await iterator.return?.()) };
}

