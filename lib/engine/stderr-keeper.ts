/**
 * What a child process's stderr is kept of: its first `headChars` and its last `tailChars`,
 * since a tool's verdict ("Error: …", yt-dlp's "ERROR: …") comes last, after any number of
 * warnings, and its first lines say what it was doing. Bounded however the output arrives: a
 * pipe read can bring up to 64 KB at once, so each chunk is split at the head's bound.
 */
export function stderrKeeper(headChars: number, tailChars: number) {
  let head = '';
  let tail = '';
  let cut = false;
  return {
    push(chunk: Buffer | string): void {
      const text = chunk.toString();
      const room = Math.max(0, headChars - head.length);
      head += text.slice(0, room);
      tail += text.slice(room);
      if (tail.length > tailChars) {
        tail = tail.slice(-tailChars);
        cut = true;
      }
    },
    /** The kept text; `…` on a line of its own marks where the middle was left out. */
    text(): string {
      return cut ? `${head}\n…\n${tail}` : head + tail;
    },
  };
}
