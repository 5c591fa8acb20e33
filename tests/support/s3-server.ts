import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A real S3-protocol server for tests: s3rver (npm) in a child process, on a temporary
 * folder, with one bucket. Its credentials are s3rver's fixed pair. Run with OpenSSL's
 * legacy provider: s3rver makes ListObjectsV2 continuation tokens with DES.
 */
export const S3RVER_KEY = 'S3RVER';
export const S3RVER_SECRET = 'S3RVER';

export interface S3Server {
  url: string;
  bucket: string;
  dir: string;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Stops the server and removes its folder. */
  close(): Promise<void>;
}

export async function startS3Server(port: number, bucket = 'prism-test'): Promise<S3Server> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'prism-s3rver-'));
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  const server: S3Server = {
    url,
    bucket,
    dir,
    async start() {
      child = spawn(
        process.execPath,
        ['--openssl-legacy-provider', 'node_modules/s3rver/bin/s3rver.js', '-d', path.join(dir, 'data'), '-a', '127.0.0.1', '-p', String(port), '--configure-bucket', bucket, '--silent'],
        { stdio: 'ignore' },
      );
      const deadline = Date.now() + 20_000;
      for (;;) {
        if (child.exitCode !== null) throw new Error(`s3rver exited with ${child.exitCode} (port ${port} taken?)`);
        try {
          await fetch(url, { signal: AbortSignal.timeout(500) });
          return;
        } catch {
          if (Date.now() > deadline) throw new Error('s3rver did not start');
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    },
    async stop() {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGKILL');
      await exited;
    },
    async close() {
      await server.stop();
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
  await server.start();
  return server;
}
