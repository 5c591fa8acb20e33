import 'server-only';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import http, { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { rawWithoutHopByHop, withoutHopByHop } from '@/lib/contract/hop-by-hop';
import { ApiError, ConfigurationError } from '../errors';
import { log } from '../log';
import { refuseRequest } from './api';
import type { PagesWorkerData, PagesWorkerMessage } from './pages-worker';

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

export interface PagesThread {
  /** Answers a page or asset request by forwarding it to the thread. */
  handler: Handler;
  /** Lets the thread's Next close, then ends the thread. */
  close(): Promise<void>;
}

/** The longest a thread may take to start (Next's prepare reads the build) before start-up fails. */
const START_TIMEOUT_MS = 60_000;
/** A thread that dies is started again after this long, doubled for each failure in a row (up to 32×). */
const RESTART_DELAY_MS = 1_000;
/** A thread that ran this long before it died was healthy: its restart waits the first delay again. */
const HEALTHY_RUN_MS = 60_000;

/**
 * How long to wait before start number `failuresInARow + 1`: 1 s, 2 s, 4 s… up to 32 s, so a
 * thread that cannot start (a build removed, memory short) is not retried, and logged, every second.
 */
export function restartDelayMs(failuresInARow: number, firstDelayMs = RESTART_DELAY_MS): number {
  return firstDelayMs * 2 ** Math.min(Math.max(failuresInARow, 0), 5);
}

/**
 * Next on a thread of its own (pages-worker.ts), for `npm start`: the front forwards every
 * request outside /api and /v1 to it over a private Unix socket and streams the answer back.
 * Why: Next's process-wide patches and its per-promise async-context hook then stay on that
 * thread, which took about a sixth of every API call's CPU when Next shared the main thread
 * (docs/gateway.md). `npm run dev` keeps Next in-process (its reload socket and
 * on-demand compiling); `--api-only` has no pages at all.
 *
 * A thread that dies is logged and started again (restartDelayMs); page requests meanwhile
 * get the 503 envelope (`unavailable`, Retry-After: 1) rather than hanging.
 */
export async function startPagesThread(
  options: Omit<PagesWorkerData, 'socketPath'> & {
    /** Tests: a stand-in for pages-worker.ts. */
    entry?: string;
    /** Tests: the first restart delay. */
    restartDelayMs?: number;
  },
): Promise<PagesThread> {
  const { entry = workerEntry(), restartDelayMs: firstDelayMs = RESTART_DELAY_MS, ...given } = options;
  const base = socketBase();
  removeFoldersOfDeadServers(base);
  // mkdtemp makes the folder 0700: no other user can reach the socket, whose header
  // x-prism-peer the thread trusts. The name carries this process's id (see below).
  const folder = socketFolder(base);
  const data: PagesWorkerData = { ...given, socketPath: path.join(folder, SOCKET_NAME) };
  const agent = new http.Agent({ keepAlive: true });
  let closing = false;
  let worker: Worker;
  try {
    worker = await spawn(entry, data);
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }

  // A thread that dies (an uncaught error in a render, out of memory) is started again, later
  // each time it fails in a row: a start that fails, or a thread that dies within HEALTHY_RUN_MS of starting.
  let failuresInARow = 0;
  let startedAt = Date.now();
  const restart = () => {
    const delay = restartDelayMs(failuresInARow, firstDelayMs);
    failuresInARow += 1;
    setTimeout(() => {
      if (closing) return;
      spawn(entry, data).then(
        (started) => {
          if (closing) return void started.terminate(); // closed while it was starting
          worker = started;
          startedAt = Date.now();
          started.once('exit', onExit);
        },
        (error: unknown) => {
          log.error({ err: error, retryInMs: restartDelayMs(failuresInARow, firstDelayMs) }, 'the pages thread could not start again');
          restart();
        },
      );
    }, delay).unref();
  };
  const onExit = (code: number) => {
    if (closing) return;
    if (Date.now() - startedAt >= HEALTHY_RUN_MS) failuresInARow = 0;
    log.error({ code, retryInMs: restartDelayMs(failuresInARow, firstDelayMs) }, 'the pages thread stopped; starting it again');
    restart();
  };
  worker.once('exit', onExit);

  return {
    handler: (req, res) => forward(req, res, data.socketPath, agent),
    async close() {
      closing = true;
      await new Promise<void>((resolve) => {
        const done = () => resolve();
        worker.once('exit', done);
        worker.once('message', (message: PagesWorkerMessage) => {
          if (message.kind === 'closed') void worker.terminate().then(done, done);
        });
        worker.postMessage('close');
        setTimeout(() => void worker.terminate().then(done, done), 5_000).unref();
      });
      agent.destroy();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** `prism-pages-<pid>-<random>/pages.sock`, in the system's temporary folder. */
const FOLDER_PREFIX = 'prism-pages-';
const FOLDER_NAME = /^prism-pages-(\d+)-/;
const SOCKET_NAME = 'pages.sock';
/** The longest Unix socket path Linux takes (sun_path, 108 bytes with its NUL). */
const SOCKET_PATH_MAX = 107;

/**
 * Where the socket's folder goes: the system's temporary folder (TMPDIR), or /tmp when TMPDIR
 * is too long for a socket path. Node does not refuse a longer path: it cuts it short, and the
 * socket then lands wherever the cut falls, outside its private folder.
 */
export function socketBase(tmpdir = os.tmpdir()): string {
  const longest = (folder: string) => Buffer.byteLength(path.join(folder, `${FOLDER_PREFIX}${'9'.repeat(10)}-XXXXXX`, SOCKET_NAME));
  if (longest(tmpdir) <= SOCKET_PATH_MAX) return tmpdir;
  if (longest('/tmp') <= SOCKET_PATH_MAX) return '/tmp';
  throw new ConfigurationError(`TMPDIR: the pages thread's socket path would be longer than ${SOCKET_PATH_MAX} bytes under ${tmpdir}; set TMPDIR to a shorter folder`);
}

/** The socket's private folder under `base`, or the reason it cannot be made, naming TMPDIR. */
function socketFolder(base: string): string {
  try {
    return mkdtempSync(path.join(base, `${FOLDER_PREFIX}${process.pid}-`));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? String(error);
    throw new ConfigurationError(`TMPDIR: the pages thread's socket folder cannot be made in ${base} (${code}); set TMPDIR to a folder this user can write`, { cause: error });
  }
}

/**
 * A server that was killed (SIGKILL, a crash) could not remove its socket's folder: the next
 * start removes every such folder whose process is gone, so none pile up in /tmp.
 */
function removeFoldersOfDeadServers(base: string): void {
  let names: string[];
  try {
    names = readdirSync(base);
  } catch {
    return;
  }
  for (const name of names) {
    const pid = Number(FOLDER_NAME.exec(name)?.[1]);
    if (!(pid > 0) || pid === process.pid || processAlive(pid)) continue;
    try {
      rmSync(path.join(base, name), { recursive: true, force: true });
    } catch {
      // another user's: theirs to remove
    }
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'; // alive, another user's
  }
}

/** The built server runs build/server/pages-worker.cjs; from source, this folder's .ts through tsx (execArgv is inherited). */
function workerEntry(): string {
  return __filename.endsWith('.cjs') ? path.join(__dirname, 'pages-worker.cjs') : path.join(__dirname, 'pages-worker.ts');
}

function spawn(entry: string, data: PagesWorkerData): Promise<Worker> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(entry, { workerData: data });
    const timer = setTimeout(() => {
      void worker.terminate();
      reject(new Error(`the pages thread did not start within ${START_TIMEOUT_MS / 1000} s`));
    }, START_TIMEOUT_MS);
    const settle = (outcome: () => void) => {
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      outcome();
    };
    const onMessage = (message: PagesWorkerMessage) => {
      if (message.kind === 'ready') settle(() => resolve(worker));
      else if (message.kind === 'failed') settle(() => reject(new Error(`the pages thread could not start: ${message.error}`)));
    };
    const onError = (error: Error) => settle(() => reject(error));
    const onExit = (code: number) => settle(() => reject(new Error(`the pages thread exited (code ${code}) before it was ready`)));
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    // An uncaught error after start-up ends the thread ('exit' then restarts it); logged here.
    worker.on('error', (error) => log.error({ err: error }, 'the pages thread failed'));
  });
}

function forward(req: IncomingMessage, res: ServerResponse, socketPath: string, agent: http.Agent): Promise<void> {
  return new Promise<void>((resolve) => {
    res.once('close', () => resolve());
    const outgoing = http.request({ socketPath, agent, method: req.method, path: req.url, headers: forwardedHeaders(req) }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.statusMessage, rawWithoutHopByHop(answer.rawHeaders));
      answer.pipe(res);
      answer.once('error', () => res.destroy());
    });
    outgoing.once('error', (error) => {
      if (res.headersSent) return void res.destroy();
      log.warn({ err: error }, 'a page request could not reach the pages thread');
      void refuseRequest(req, res, new ApiError('unavailable', 'The pages are restarting; try again in a moment.', { 'retry-after': '1' }), 'pages');
    });
    // The client went away: stop the render it asked for.
    res.once('close', () => {
      if (!res.writableFinished) outgoing.destroy();
    });
    req.pipe(outgoing);
  });
}

/**
 * The request as the thread should see it: the client's headers (x-prism-peer is the front's
 * own, written by auth/peer-hook.ts) without hop-by-hop ones, and X-Forwarded-For set to the
 * client's address when the client sent none, as Next does itself from the socket it is given.
 */
function forwardedHeaders(req: IncomingMessage): IncomingHttpHeaders {
  const headers: IncomingHttpHeaders = withoutHopByHop(req.headers);
  headers['x-forwarded-for'] ??= req.socket.remoteAddress;
  return headers;
}
