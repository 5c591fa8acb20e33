import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stderrKeeper } from '../stderr-keeper';

/**
 * Runs a command-line tool without a shell, with a time limit, and collects its output.
 * The speech tools (open_jtalk, hts_engine) read and write files we name, never text a user
 * wrote on a command line.
 */
export interface ToolResult {
  stdout: Buffer;
  stderr: string;
}

export class ToolError extends Error {
  constructor(
    message: string,
    readonly tool: string,
    readonly stderr: string,
  ) {
    super(message);
    this.name = 'ToolError';
  }
}

/** How much of a tool's stderr is kept (stderrKeeper): its first characters and its last. */
const HEAD_CHARS = 8192;
const TAIL_CHARS = 2048;

export function runTool(
  command: string,
  args: string[],
  options: { timeoutMs: number; input?: Uint8Array | string; signal?: AbortSignal },
): Promise<ToolResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'pipe'], signal: options.signal });
    const stdout: Buffer[] = [];
    // open_jtalk warns per symbol, then says "waveform cannot be synthesized": head and tail kept.
    const stderr = stderrKeeper(HEAD_CHARS, TAIL_CHARS);
    const stderrSoFar = () => stderr.text();
    let settled = false;
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      finish(new ToolError(`${command} took longer than ${options.timeoutMs} ms`, command, stderrSoFar()));
    }, options.timeoutMs);
    const finish = (error: Error | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (error) reject(error);
      else resolve({ stdout: Buffer.concat(stdout), stderr: stderrSoFar() });
    };
    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
    child.on('error', (error) => finish(new ToolError(`${command} could not run: ${error.message}`, command, stderrSoFar())));
    child.on('close', (code, signal) => {
      if (code === 0) finish(null);
      else finish(new ToolError(`${command} failed (${signal ?? `exit ${code}`}): ${stderrSoFar().trim().slice(0, 300)}`, command, stderrSoFar()));
    });
    child.stdin.on('error', () => undefined);
    child.stdin.end(options.input ?? '');
  });
}

/**
 * A private temporary folder for one tool run, removed afterwards. The tools name their
 * outputs by path, and Node's child pipes are sockets that /dev/stdout-style paths cannot open.
 */
export async function withTempDir<T>(task: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), 'prism-tts-'));
  try {
    return await task(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
