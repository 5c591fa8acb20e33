import 'server-only';
import pino from 'pino';

/**
 * Log lines gathered and written together, at `minLength` bytes or `flushMs` after the first
 * of them, not with a system call each (on bench/gateway that call was a tenth of a small
 * request's whole cost). pino's destination (sonic-boom) has a periodic flush of its own, but
 * it writes even when nothing is pending: an empty write on a worker thread ten times a second,
 * and the wake-ups around it, for ever, on a server nobody is calling. Here a flush is due only
 * while bytes handed over have not all been written yet, and nothing wakes the thread otherwise.
 *
 * Lines are handed over as Buffers (sonic-boom's buffer mode), not strings: in string mode each
 * write appends to one pending string and measures its bytes, which flattens the whole batch
 * again at every line (a copy of up to 16 KB for the collector each time): the request line cost
 * 3.2 µs against 1.8 (bench/gateway/log-line.ts).
 */
export interface BatchedLines {
  write: (text: string) => boolean;
  /** Writes what is pending now (a warning goes out with what came before it); pino's logger.flush(done) passes `done`. */
  flush: (done?: (error?: Error) => void) => void;
  /** The destination underneath: pino's exit handler writes what is pending through it. */
  destination: ReturnType<typeof pino.destination>;
}

export function batchedLines(dest: number | string, { minLength = 4096, flushMs = 100 } = {}): BatchedLines {
  const destination = pino.destination({ dest, sync: false, minLength, contentMode: 'buffer' });
  let handed = 0;
  let written = 0;
  destination.on('write', (bytes: number) => {
    written += bytes;
  });
  const flush = (done?: (error?: Error) => void) => destination.flush(done);
  // A timer only while bytes wait: an idle server is not woken at all. A flush asked for while
  // a write is under way does nothing, so the timer is set again until all are written.
  let timer: NodeJS.Timeout | undefined;
  const due = () => {
    timer = undefined;
    if (written < handed) {
      destination.flush();
      arm();
    }
  };
  const arm = () => {
    if (timer) return;
    timer = setTimeout(due, flushMs);
    timer.unref();
  };
  return {
    write(text) {
      const bytes = Buffer.from(text);
      handed += bytes.length;
      // sonic-boom's types know only strings; in buffer mode its write takes a Buffer.
      const more = destination.write(bytes as unknown as string);
      arm();
      return more;
    },
    flush,
    destination,
  };
}
