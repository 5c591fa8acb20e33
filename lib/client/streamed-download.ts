/**
 * A file the page writes as it goes, saved by the browser's own download as it is written:
 * the page hands each chunk to the studio's service worker (public/sw.js), which answers a
 * download URL with a stream of them. Nothing gathers the whole file, in the page or in the
 * browser, so a zip of fifty large results costs the size of a few chunks. Without a service
 * worker of this build controlling the page (the first visit, a development server, a browser
 * that blocks them) openStreamedDownload answers null, and the caller gathers a Blob instead
 * (save-file.ts).
 */

/** The path the service worker answers with a stream; the same string is in public/sw.js. */
export const STREAMED_DOWNLOAD_PATH = '/__prism/download/';

/** Chunks the page may have written ahead of the browser's reading: the page's memory for it. */
const AHEAD_BYTES = 8 * 1024 * 1024;
/** Chunks go to the worker at this size at least (fewer messages), the last one smaller. */
const CHUNK_BYTES = 1024 * 1024;
/** A worker of an older build does not know the message: the page waits this long, then gathers a Blob. */
const ANSWER_WITHIN_MS = 2000;
/** A browser that never reads the file (a download it blocked, a Save As left open) is let go. */
const FIRST_READ_WITHIN_MS = 120_000;
/** Messages to the worker's scope keep it alive: an idle worker is stopped after ~30 s. */
const KEEP_ALIVE_MS = 10_000;

export interface StreamedDownload {
  /** Resolves once the browser has room for more: the page writes no further ahead than that. */
  write(chunk: Uint8Array): Promise<void>;
  /** Ends the file; resolves when the browser has read all of it. */
  close(): Promise<void>;
  /** Ends the download as failed, with why (the browser's download list says it failed). */
  abort(reason: string): void;
}

type FromWorker = { kind: 'ready' } | { kind: 'pull' } | { kind: 'cancel' };
type ToWorker = { chunk: ArrayBuffer } | { done: true } | { error: string };

export class DownloadCancelledError extends Error {
  constructor(message = 'The download was cancelled in the browser, so nothing was saved.') {
    super(message);
    this.name = 'DownloadCancelledError';
  }
}

export async function openStreamedDownload(name: string, type: string): Promise<StreamedDownload | null> {
  const worker = typeof navigator === 'undefined' ? null : (navigator.serviceWorker?.controller ?? null);
  if (!worker) return null;
  const id = crypto.randomUUID();
  const { port1: port, port2 } = new MessageChannel();
  const answered = new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), ANSWER_WITHIN_MS);
    port.onmessage = ({ data }: MessageEvent<FromWorker>) => {
      if (data?.kind !== 'ready') return;
      clearTimeout(timer);
      resolve(true);
    };
  });
  worker.postMessage({ kind: 'prism-download', id, name, type }, [port2]);
  if (!(await answered)) {
    port.close();
    return null;
  }
  return new WorkerDownload(worker, port, `${STREAMED_DOWNLOAD_PATH}${id}`);
}

class WorkerDownload implements StreamedDownload {
  private queue: ToWorker[] = [];
  private queued = 0;
  private gathering: Uint8Array[] = [];
  private gathered = 0;
  private pulls = 0;
  /** The worker asked for the next chunk before one was ready: it is sent as soon as one is. */
  private waitingPull = false;
  private failure: Error | null = null;
  private room: (() => void)[] = [];
  private drained: (() => void)[] = [];
  private readonly frame: HTMLIFrameElement;
  private readonly keepAlive: ReturnType<typeof setInterval>;
  private readonly firstRead: ReturnType<typeof setTimeout>;

  constructor(
    private readonly worker: ServiceWorker,
    private readonly port: MessagePort,
    url: string,
  ) {
    port.onmessage = ({ data }: MessageEvent<FromWorker>) => {
      if (data?.kind === 'pull') this.pull();
      else if (data?.kind === 'cancel') this.fail(new DownloadCancelledError());
    };
    // A page closed mid-way: the download fails at once, rather than waiting in the browser's
    // list for chunks that will not come (the worker's fetch keeps it alive meanwhile).
    window.addEventListener('pagehide', this.leaving);
    this.keepAlive = setInterval(() => this.worker.postMessage({ kind: 'prism-keep-alive' }), KEEP_ALIVE_MS);
    this.firstRead = setTimeout(() => {
      if (this.pulls === 0) this.fail(new DownloadCancelledError('The browser did not take the download (blocked, or its Save dialog left open), so nothing was saved.'));
    }, FIRST_READ_WITHIN_MS);
    // A hidden frame opens the URL: the answer is an attachment, so the browser saves it and
    // the page stays where it is.
    this.frame = document.createElement('iframe');
    this.frame.hidden = true;
    this.frame.src = url;
    document.body.append(this.frame);
  }

  async write(chunk: Uint8Array): Promise<void> {
    if (this.failure) throw this.failure;
    this.gathering.push(chunk);
    this.gathered += chunk.length;
    if (this.gathered >= CHUNK_BYTES) this.enqueueGathered();
    if (this.queued < AHEAD_BYTES) return;
    await new Promise<void>((resolve) => this.room.push(resolve));
    if (this.failure) throw this.failure;
  }

  async close(): Promise<void> {
    if (this.failure) throw this.failure;
    this.enqueueGathered();
    this.enqueue({ done: true });
    await new Promise<void>((resolve) => this.drained.push(resolve));
    if (this.failure) throw this.failure;
  }

  abort(reason: string): void {
    if (this.failure) return;
    this.queue = [];
    this.queued = 0;
    this.port.postMessage({ error: reason } satisfies ToWorker);
    this.fail(new Error(reason));
  }

  private enqueueGathered(): void {
    if (this.gathered === 0) return;
    const chunk = new Uint8Array(this.gathered);
    let at = 0;
    for (const part of this.gathering) {
      chunk.set(part, at);
      at += part.length;
    }
    this.gathering = [];
    this.gathered = 0;
    this.enqueue({ chunk: chunk.buffer });
  }

  private enqueue(message: ToWorker): void {
    this.queue.push(message);
    if ('chunk' in message) this.queued += message.chunk.byteLength;
    if (this.waitingPull) this.pull();
  }

  private pull(): void {
    this.pulls++;
    const next = this.queue.shift();
    if (!next) {
      this.waitingPull = true;
      return;
    }
    this.waitingPull = false;
    if ('chunk' in next) {
      this.queued -= next.chunk.byteLength;
      this.port.postMessage(next, [next.chunk]);
    } else {
      this.port.postMessage(next);
    }
    if (this.queued < AHEAD_BYTES) this.release(this.room);
    if ('done' in next) this.finish();
  }

  private fail(error: Error): void {
    if (this.failure) return;
    this.failure = error;
    this.release(this.room);
    this.finish();
  }

  private readonly leaving = () => this.abort('The page making this file was closed before it was done.');

  private finish(): void {
    window.removeEventListener('pagehide', this.leaving);
    clearInterval(this.keepAlive);
    clearTimeout(this.firstRead);
    this.release(this.drained);
    // The frame goes once the browser has the whole answer; a moment later, so that it does not cut it off.
    setTimeout(() => this.frame.remove(), 1000);
  }

  private release(waiting: (() => void)[]): void {
    for (const resolve of waiting.splice(0)) resolve();
  }
}
