import { spawn } from 'node:child_process';
import { stderrKeeper } from '../stderr-keeper';

/**
 * Runs a Debian tool (fluidsynth, ffmpeg, espeak-ng) as a child process: arguments as an
 * array (never a shell), stdin from bytes, stdout collected, and a time limit after which
 * the process is killed and the call fails. An abort signal stops it early.
 */
export interface ToolOptions {
  input?: Uint8Array | string;
  timeoutMs: number;
  signal?: AbortSignal;
  /** Largest stdout accepted (bytes); more is an error rather than memory exhaustion. */
  maxOutputBytes?: number;
}

export class ToolError extends Error {
  constructor(
    message: string,
    readonly tool: string,
    readonly kind: 'timeout' | 'exit' | 'spawn' | 'aborted' | 'output',
  ) {
    super(message);
    this.name = 'ToolError';
  }
}

export function runTool(command: string, args: string[], options: ToolOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) return reject(new ToolError(`${command} aborted`, command, 'aborted'));
    const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'pipe'], shell: false });
    const chunks: Buffer[] = [];
    let size = 0;
    // The start (what the tool was doing) and the end (its error): 2 KB of each.
    const stderr = stderrKeeper(2048, 2048);
    let settled = false;
    const finish = (error: Error | null, value?: Buffer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      if (error) reject(error);
      else resolve(value!);
    };
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      finish(new ToolError(`${command} took longer than ${options.timeoutMs} ms`, command, 'timeout'));
    }, options.timeoutMs);
    const onAbort = () => {
      child.kill('SIGKILL');
      finish(new ToolError(`${command} aborted`, command, 'aborted'));
    };
    options.signal?.addEventListener('abort', onAbort, { once: true });
    child.on('error', (error) => finish(new ToolError(`${command} could not start: ${error.message}`, command, 'spawn')));
    child.stdout.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (options.maxOutputBytes && size > options.maxOutputBytes) {
        child.kill('SIGKILL');
        finish(new ToolError(`${command} wrote more than ${options.maxOutputBytes} bytes`, command, 'output'));
        return;
      }
      chunks.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
    child.on('close', (code) => {
      if (code === 0) finish(null, Buffer.concat(chunks));
      else finish(new ToolError(`${command} exited with code ${code}: ${stderr.text().trim().slice(-500)}`, command, 'exit'));
    });
    // A tool that exits before reading all its input must not crash us with EPIPE.
    child.stdin.on('error', () => undefined);
    child.stdin.end(options.input ?? '');
  });
}
