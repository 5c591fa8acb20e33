import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { SocialFailure } from './errors';
import { classifyYtDlpError } from './ytdlp-errors';
import { stderrKeeper } from '../stderr-keeper';

export interface YtDlpOptions {
  /** The yt-dlp executable (YTDLP_PATH): a name on PATH or an absolute path. */
  binary: string;
  url: string;
  /**
   * Every request yt-dlp makes goes through this HTTP proxy (ours: it vets each target
   * after DNS). Required: yt-dlp must never reach the network on its own.
   */
  proxyUrl: string;
  /** The whole run is killed after this long. */
  timeoutMs: number;
  /** Largest JSON we read from yt-dlp's stdout. */
  maxOutputBytes?: number;
  signal?: AbortSignal;
}

/** Format choice: one progressive HTTP(S) file when the site offers one, else the best pair. */
const FORMAT = [
  'best[protocol^=http][protocol!*=dash]',
  'bestvideo*[protocol^=http][protocol!*=dash]+bestaudio[protocol^=http][protocol!*=dash]',
  'best',
  'bestvideo*+bestaudio',
].join('/');

const DEFAULT_MAX_OUTPUT = 16 * 1024 * 1024;
/** yt-dlp's stderr kept: its start, and its end where the ERROR line is (stderrKeeper). */
const STDERR_HEAD = 16 * 1024;
const STDERR_TAIL = 16 * 1024;

/** yt-dlp's arguments: metadata only, no config, no cache, no files, no shell. */
export function ytDlpArgs(options: Pick<YtDlpOptions, 'url' | 'proxyUrl' | 'timeoutMs'>): string[] {
  const socketTimeout = Math.max(1, Math.min(15, Math.floor(options.timeoutMs / 1000 / 2)));
  return [
    '--ignore-config', // No /etc/yt-dlp.conf, no ~/.config: only these options apply.
    '--no-cache-dir',
    '-J', // One JSON document on stdout.
    '--skip-download',
    '--no-playlist',
    '--playlist-end', '50', // A carousel or playlist lists its first 50 items.
    '--write-comments', // Comments, where the extractor offers them (capped below for YouTube).
    '--extractor-args', 'youtube:max_comments=100,100,0,0',
    '--format', FORMAT,
    '--proxy', options.proxyUrl,
    '--socket-timeout', String(socketTimeout),
    '--retries', '0',
    '--extractor-retries', '0',
    '--no-colors',
    '--no-progress',
    '--', // Whatever the URL looks like, it is never read as an option.
    options.url,
  ];
}

/**
 * Runs yt-dlp once and returns its info JSON. Spawned directly (no shell, the URL is one
 * argv entry after "--"), with a clean environment (no proxy or config variables leak in),
 * killed at the time cap or when the caller aborts, stdout capped.
 */
export function runYtDlp(options: YtDlpOptions): Promise<Record<string, unknown>> {
  const maxOutput = options.maxOutputBytes ?? DEFAULT_MAX_OUTPUT;
  return new Promise((resolve, reject) => {
    const child = spawn(options.binary, ytDlpArgs(options), {
      shell: false,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: tmpdir(), LANG: 'C.UTF-8', PYTHONIOENCODING: 'utf-8', PYTHONDONTWRITEBYTECODE: '1' } as unknown as NodeJS.ProcessEnv,
    });
    const stdout: Buffer[] = [];
    let stdoutSize = 0;
    const stderr = stderrKeeper(STDERR_HEAD, STDERR_TAIL);
    let failure: SocialFailure | null = null;
    const stop = (reason: SocialFailure) => {
      failure ??= reason;
      child.kill('SIGKILL');
    };

    const timer = setTimeout(
      () => stop(new SocialFailure('timeout', `the site did not answer within ${+(options.timeoutMs / 1000).toFixed(1)} s`)),
      options.timeoutMs,
    );
    const onAbort = () => stop(new SocialFailure('failed', 'the request was cancelled'));
    options.signal?.addEventListener('abort', onAbort, { once: true });
    if (options.signal?.aborted) onAbort();

    child.stdout.on('data', (chunk: Buffer) => {
      stdoutSize += chunk.byteLength;
      if (stdoutSize > maxOutput) return stop(new SocialFailure('too_large', `the post's description is larger than ${Math.round(maxOutput / 1024 / 1024)} MB`));
      stdout.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));

    const finish = (error: SocialFailure | null, value?: Record<string, unknown>) => {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      if (error) reject(error);
      else resolve(value!);
    };

    child.on('error', (error: NodeJS.ErrnoException) => {
      finish(
        error.code === 'ENOENT' || error.code === 'EACCES'
          ? new SocialFailure('tool_missing', `yt-dlp was not found at ${options.binary}`)
          : new SocialFailure('failed', `yt-dlp could not start (${error.code ?? error.message})`),
      );
    });
    child.on('close', (code) => {
      if (failure) return finish(failure);
      const text = Buffer.concat(stdout).toString('utf8').trim();
      if (code === 0 && text && text !== 'null') {
        try {
          const info = JSON.parse(text) as unknown;
          if (info && typeof info === 'object' && !Array.isArray(info)) return finish(null, info as Record<string, unknown>);
        } catch {
          // Reported below.
        }
        return finish(new SocialFailure('failed', 'yt-dlp answered something that is not JSON'));
      }
      finish(classifyYtDlpError(stderr.text()));
    });
  });
}
