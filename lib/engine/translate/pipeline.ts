import { spawn, type ChildProcess } from 'node:child_process';

/**
 * One Apertium translation direction kept running between requests, as apertium-apy does:
 * every stage of the mode is its own long-lived process started with -z (flush on NUL),
 * the stages joined by OS pipes. A request writes its stream and a NUL to the first stage
 * and reads the last stage up to the NUL that comes out. Requests wait their turn in a
 * queue, so two translations never interleave in the pipes.
 *
 * A stage that dies, or a request that takes too long, takes the whole pipeline down; the
 * next request starts it again. Each request ends its stream with a numbered superblank the
 * stages carry through untouched: an answer without it is not an answer. (When the first
 * stage dies, the next ones read end of file and flush a NUL of their own, which looked like
 * an empty translation.)
 */
export interface PipelineOptions {
  /** Longest a request may take once it has the pipeline (ms); longer kills the pipeline. */
  timeoutMs?: number;
  /** Stop the processes after this long without a request (ms); 0 keeps them forever. */
  idleMs?: number;
}

/** Why a pipeline failed: code branches on `kind`; the message is for the log and people. */
export type PipelineFailure = 'timeout' | 'broken';

export class PipelineError extends Error {
  constructor(
    message: string,
    readonly kind: PipelineFailure = 'broken',
  ) {
    super(message);
    this.name = 'PipelineError';
  }
}

interface Running {
  stages: ChildProcess[];
  /** The first stage's stdin. */
  input: NodeJS.WritableStream | null;
  stderr: string[];
  /** Bytes read from the last stage that belong to the request in flight. */
  chunks: Buffer[];
  /** Settles the request in flight, if any; its answer must carry `mark`. */
  waiter: { mark: Buffer; resolve: (out: Buffer) => void; reject: (error: Error) => void } | null;
  dead: boolean;
}

const NUL = 0;
// Apertium's tools read and write UTF-8 only under a UTF-8 locale.
const CHILD_ENV = { ...process.env, LC_ALL: 'C.UTF-8', LANG: 'C.UTF-8' };

export class ApertiumPipeline {
  private running: Running | null = null;
  private starting: Promise<Running> | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private idleTimer: NodeJS.Timeout | null = null;
  private readonly timeoutMs: number;
  private readonly idleMs: number;
  /** How many times the processes were started (for tests and logs). */
  starts = 0;
  /** Numbers each request's end mark. */
  private requests = 0;

  constructor(
    readonly name: string,
    private readonly commands: () => Promise<string[][]>,
    options: PipelineOptions = {},
  ) {
    this.timeoutMs = options.timeoutMs ?? 20_000;
    this.idleMs = options.idleMs ?? 30 * 60_000;
  }

  /** Process ids of the running stages (empty when stopped). */
  get pids(): number[] {
    return this.running && !this.running.dead ? this.running.stages.map((s) => s.pid ?? -1) : [];
  }

  /** Translates one deformatted stream, after the requests already queued. */
  translate(stream: string, signal?: AbortSignal): Promise<string> {
    const job = this.queue.then(() => {
      signal?.throwIfAborted();
      return this.runWithRestart(stream);
    });
    // The queue continues whatever this job's outcome.
    this.queue = job.catch(() => undefined);
    return job;
  }

  /** Starts the processes ahead of the first request (errors surface on that request). */
  warm(): void {
    this.ensureRunning().then(
      () => this.scheduleIdleStop(),
      () => undefined,
    );
  }

  /** Stops the processes; the next request starts them again. */
  close(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    if (this.running) this.kill(this.running, new PipelineError(`${this.name}: pipeline closed`));
    this.running = null;
  }

  private async runWithRestart(stream: string): Promise<string> {
    const wasWarm = this.running !== null && !this.running.dead;
    try {
      return await this.runOnce(stream);
    } catch (error) {
      // A pipeline that died while idle (killed, out of memory) fails the first write:
      // start it once more before giving up. A fresh pipeline that fails is a real error.
      if (!wasWarm || !(error instanceof PipelineError) || error.kind === 'timeout') throw error;
      return this.runOnce(stream);
    }
  }

  private async runOnce(stream: string): Promise<string> {
    const running = await this.ensureRunning();
    const input = running.input;
    if (!input) throw new PipelineError(`${this.name}: the pipeline has no input`);
    if (this.idleTimer) clearTimeout(this.idleTimer);
    // A superblank: every stage passes it through as it is (no character in it needs escaping).
    const mark = `[prism-end-${++this.requests}]`;
    const output = await new Promise<Buffer>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.kill(running, new PipelineError(`${this.name}: translation took longer than ${this.timeoutMs} ms`, 'timeout'));
      }, this.timeoutMs);
      running.waiter = {
        mark: Buffer.from(mark, 'utf8'),
        resolve: (out) => {
          clearTimeout(timer);
          resolve(out);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      };
      input.write(Buffer.concat([Buffer.from(stream + mark, 'utf8'), Buffer.from([NUL])]), (error) => {
        if (error) this.kill(running, new PipelineError(`${this.name}: could not write to the pipeline (${error.message})`));
      });
    });
    this.scheduleIdleStop();
    return output.toString('utf8');
  }

  private scheduleIdleStop(): void {
    if (this.idleMs <= 0) return;
    this.idleTimer = setTimeout(() => this.close(), this.idleMs);
    this.idleTimer.unref();
  }

  private ensureRunning(): Promise<Running> {
    if (this.running && !this.running.dead) return Promise.resolve(this.running);
    this.starting ??= this.start().finally(() => {
      this.starting = null;
    });
    return this.starting;
  }

  private async start(): Promise<Running> {
    const commands = await this.commands();
    if (commands.length === 0) throw new PipelineError(`${this.name}: the mode has no stages`);
    const stages: ChildProcess[] = [];
    const running: Running = { stages, input: null, stderr: [], chunks: [], waiter: null, dead: false };
    this.starts += 1;
    let previous: ChildProcess | undefined;
    for (const [program, ...args] of commands) {
      if (!program) throw new PipelineError(`${this.name}: empty stage in the mode`);
      const child: ChildProcess = spawn(program, args, {
        // Each stage reads the previous one's stdout directly: the bytes never pass through Node.
        stdio: [previous?.stdout ?? 'pipe', 'pipe', 'pipe'],
        env: CHILD_ENV,
      });
      // The next stage holds its own copy of the pipe; ours would only compete for the bytes.
      previous?.stdout?.destroy();
      child.stderr?.on('data', (data: Buffer) => {
        running.stderr.push(`${program}: ${data.toString('utf8').trim()}`);
        if (running.stderr.length > 8) running.stderr.shift();
      });
      child.on('error', (error) => this.kill(running, new PipelineError(`${this.name}: ${program} could not start (${error.message})`)));
      child.on('exit', (code, signal) => {
        const detail = running.stderr.length ? `: ${running.stderr.join(' | ')}` : '';
        this.kill(running, new PipelineError(`${this.name}: ${program} stopped (${signal ?? `exit ${code}`})${detail}`));
      });
      stages.push(child);
      previous = child;
    }
    const first = stages[0];
    if (!first?.stdin || !previous?.stdout) throw new PipelineError(`${this.name}: the pipeline has no ends`);
    running.input = first.stdin;
    first.stdin.on('error', () => undefined); // reported through 'exit'
    previous.stdout.on('data', (data: Buffer) => this.receive(running, data));
    this.running = running;
    return running;
  }

  /**
   * Output of the last stage: everything up to a NUL answers the request in flight, if it
   * carries that request's end mark (taken out here). A NUL without it means a stage stopped
   * mid-request: the pipeline is broken (runWithRestart tries the request once more on a new one).
   */
  private receive(running: Running, data: Buffer): void {
    let rest = data;
    let end = rest.indexOf(NUL);
    while (end !== -1) {
      running.chunks.push(rest.subarray(0, end));
      const out = Buffer.concat(running.chunks);
      running.chunks = [];
      const waiter = running.waiter;
      const at = waiter ? out.lastIndexOf(waiter.mark) : -1;
      if (waiter && at < 0) {
        this.kill(running, new PipelineError(`${this.name}: the answer was cut off (a stage stopped mid-request)`));
        return;
      }
      running.waiter = null;
      if (waiter) waiter.resolve(Buffer.concat([out.subarray(0, at), out.subarray(at + waiter.mark.length)]));
      rest = rest.subarray(end + 1);
      end = rest.indexOf(NUL);
    }
    if (rest.length > 0) running.chunks.push(rest);
  }

  private kill(running: Running, reason: PipelineError): void {
    if (running.dead) return;
    running.dead = true;
    for (const stage of running.stages) {
      if (stage.exitCode === null && stage.signalCode === null) stage.kill('SIGKILL');
    }
    const waiter = running.waiter;
    running.waiter = null;
    waiter?.reject(reason);
    if (this.running === running) this.running = null;
  }
}
