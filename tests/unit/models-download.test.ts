import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import http from 'node:http';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DownloadError, downloadToPart, UNPUBLISHED_SIZE_MAX } from '@/lib/server/models/download';
import { sha256, startModelHub, type ModelHub } from '@/tests/support/model-hub';
import { grouped } from '@/lib/contract/limits/figures';

/** The downloader against a local hub: the real HTTP, file and hash code, no network beyond 127.0.0.1. */
let hub: ModelHub;
let dir: string;
const bytes = randomBytes(300_000);
const everywhere = () => true; // 127.0.0.1 is private: the tests' exemption, as ALLOW_PRIVATE_URLS gives.

beforeAll(async () => {
  hub = await startModelHub();
});
afterAll(async () => {
  await hub.close();
});
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'prism-download-'));
  hub.files.clear();
  hub.ranges.length = 0;
  hub.redirects.clear();
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

function options(overrides: Partial<Parameters<typeof downloadToPart>[0]> = {}) {
  return {
    url: `${hub.url}/m/model.gguf`,
    partPath: path.join(dir, 'model.gguf.part'),
    size: bytes.length,
    sha256: sha256(bytes),
    signal: AbortSignal.timeout(20_000),
    stallMs: 5000,
    allowAddress: everywhere,
    ...overrides,
  };
}

async function failure(promise: Promise<unknown>): Promise<DownloadError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DownloadError);
  return error as DownloadError;
}

describe('the model downloader', () => {
  it('reports progress up to the whole size and ends with the verified file', async () => {
    hub.files.set('/m/model.gguf', { bytes, bytesPerSecond: 1_000_000 });
    const seen: number[] = [];
    await downloadToPart(options({ onProgress: (received) => seen.push(received) }));
    expect(seen.length).toBeGreaterThan(3);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(seen.at(-1)).toBe(bytes.length);
    expect((await stat(path.join(dir, 'model.gguf.part'))).size).toBe(bytes.length);
  });

  it('follows a redirect to the file, as hubs send downloads to a CDN', async () => {
    hub.files.set('/cdn/blob', { bytes });
    hub.redirects.set('/m/model.gguf', `${hub.url}/cdn/blob`);
    await downloadToPart(options());
    expect(hub.ranges.map((r) => r.path)).toEqual(['/m/model.gguf', '/cdn/blob']);
  });

  it('resumes a download cut mid-file with a Range request and ends verified', async () => {
    hub.files.set('/m/model.gguf', { bytes, cutAfter: 120_000 });
    await downloadToPart(options());
    expect(hub.ranges).toHaveLength(2);
    expect(hub.ranges[0]!.range).toBeUndefined();
    const resumedFrom = Number(/^bytes=(\d+)-$/.exec(hub.ranges[1]!.range ?? '')?.[1]);
    expect(resumedFrom).toBeGreaterThan(0);
    expect(resumedFrom).toBeLessThanOrEqual(120_000);
    expect((await stat(path.join(dir, 'model.gguf.part'))).size).toBe(bytes.length);
  });

  it('resumes after a restart: a stopped download continues from its part file', async () => {
    hub.files.set('/m/model.gguf', { bytes, bytesPerSecond: 200_000 });
    const first = new AbortController();
    // The process "dies" a little into the download: its part file stays behind.
    const stopped = downloadToPart(options({ signal: first.signal, onProgress: (received) => received > 50_000 && first.abort() }));
    expect((await failure(stopped)).code).toBe('cancelled');
    const kept = (await stat(path.join(dir, 'model.gguf.part'))).size;
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThan(bytes.length);

    hub.files.set('/m/model.gguf', { bytes });
    hub.ranges.length = 0;
    await downloadToPart(options());
    expect(hub.ranges[0]!.range).toBe(`bytes=${kept}-`);
    expect((await stat(path.join(dir, 'model.gguf.part'))).size).toBe(bytes.length);
  });

  it('without a published size, takes the server\'s, keeps it for a resume after a restart, and still checks the sha256', async () => {
    hub.files.set('/m/model.gguf', { bytes, bytesPerSecond: 200_000 });
    const sizes: number[] = [];
    const first = new AbortController();
    const stopped = downloadToPart(options({ size: undefined, signal: first.signal, onSize: (size) => sizes.push(size), onProgress: (received) => received > 50_000 && first.abort() }));
    expect((await failure(stopped)).code).toBe('cancelled');
    expect(sizes).toEqual([bytes.length]);
    expect(await readFile(path.join(dir, 'model.gguf.part.size'), 'utf8')).toBe(String(bytes.length));

    // The restart knows the size from beside the part, before the server says it again.
    hub.files.set('/m/model.gguf', { bytes });
    hub.ranges.length = 0;
    const again: number[] = [];
    await downloadToPart(options({ size: undefined, onSize: (size) => again.push(size) }));
    expect(again[0]).toBe(bytes.length);
    expect(hub.ranges[0]!.range).toMatch(/^bytes=\d+-$/);
    expect((await stat(path.join(dir, 'model.gguf.part'))).size).toBe(bytes.length);
    await expect(stat(path.join(dir, 'model.gguf.part.size'))).rejects.toThrow();

    // A wrong digest is refused the same way.
    await rm(path.join(dir, 'model.gguf.part'));
    expect((await failure(downloadToPart(options({ size: undefined, sha256: sha256(Buffer.from('other')) })))).code).toBe('checksum_mismatch');
  });

  it('takes a size on the server\'s word only up to a bound', async () => {
    const server = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-length': String(UNPUBLISHED_SIZE_MAX + 1) });
      res.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as { port: number }).port}/huge.bin`;
      const error = await failure(downloadToPart(options({ url, size: undefined })));
      expect(error.code).toBe('size_mismatch');
      expect(error.message).toMatch(/ offers [\d,]+ bytes .* at most [\d,]+ are taken on the server's word/);
      await expect(stat(path.join(dir, 'model.gguf.part'))).rejects.toThrow();
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  it('refuses bytes whose sha256 differs and leaves no file', async () => {
    const wrong = Buffer.from(bytes);
    wrong[1000] = wrong[1000]! ^ 0xff;
    hub.files.set('/m/model.gguf', { bytes: wrong });
    const error = await failure(downloadToPart(options()));
    expect(error.code).toBe('checksum_mismatch');
    expect(error.message).toContain(sha256(bytes));
    expect(existsSync(path.join(dir, 'model.gguf.part'))).toBe(false);
  });

  it('says the file is not there on a 404', async () => {
    const error = await failure(downloadToPart(options()));
    expect(error.code).toBe('not_found');
    expect(error.message).toMatch(/404/);
  });

  it('stops a stalled server with a clear error after the stall time', async () => {
    hub.files.set('/m/model.gguf', { bytes, stallAfter: 10_000 });
    const error = await failure(downloadToPart(options({ stallMs: 300, retries: 0 })));
    expect(error.code).toBe('stalled');
    expect(error.message).toMatch(/no data for 0.3 s/);
  });

  it('says how to import instead when the hub cannot be reached', async () => {
    const error = await failure(downloadToPart(options({ url: 'http://127.0.0.1:1/m/model.gguf', retries: 0 })));
    expect(error.code).toBe('network');
    expect(error.message).toContain('npm run models -- import FILE');
  });

  it('asks the address policy: a private address is refused without the exemption', async () => {
    hub.files.set('/m/model.gguf', { bytes });
    const error = await failure(downloadToPart(options({ allowAddress: undefined })));
    expect(error.code).toBe('refused_address');
    expect(hub.ranges).toHaveLength(0);
  });

  it('starts over when a resumed answer starts elsewhere than the part ends', async () => {
    hub.files.set('/m/model.gguf', { bytes, rangeStartsAt: 4096 });
    await writeFile(path.join(dir, 'model.gguf.part'), bytes.subarray(0, 100_000));
    await downloadToPart(options());
    // bytes 4096.. appended at 100,000 would fail the sha256 only after the whole rest came.
    expect(hub.ranges.map((r) => r.range)).toEqual(['bytes=100000-', undefined]);
    expect(await readFile(path.join(dir, 'model.gguf.part'))).toEqual(bytes);
  });

  it('says at once when the hub holds a file of another size than the catalogue (the entry is out of date)', async () => {
    for (const served of [bytes.subarray(0, 200_000), Buffer.concat([bytes, bytes])]) {
      hub.files.set('/m/model.gguf', { bytes: served, bytesPerSecond: 100_000 });
      hub.ranges.length = 0;
      const error = await failure(downloadToPart(options()));
      expect(error.code).toBe('size_mismatch');
      expect(error.message).toBe(`${new URL(hub.url).host} offers ${grouped(served.length)} bytes, the catalogue says 300,000: the catalogue entry may be out of date`);
      // Refused on the headers: one request, not the whole file and three retries.
      expect(hub.ranges).toHaveLength(1);
      await rm(path.join(dir, 'model.gguf.part'), { force: true });
    }
    // The same on a resume: the total in Content-Range is the file's size.
    hub.files.set('/m/model.gguf', { bytes: Buffer.concat([bytes, bytes]) });
    await writeFile(path.join(dir, 'model.gguf.part'), bytes.subarray(0, 1000));
    expect((await failure(downloadToPart(options()))).message).toMatch(/^127\.0\.0\.1:\d+ offers 600,000 bytes, the catalogue says 300,000/);
  });

  it('waits as long as a busy hub asks (429, 503 with Retry-After) and tries again', async () => {
    hub.files.set('/m/model.gguf', { bytes, busy: { status: 429, retryAfter: '1', times: 1 } });
    const started = Date.now();
    await downloadToPart(options());
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(hub.ranges).toHaveLength(2);

    // Still busy after the retries: the error says so, and how long it was asked to wait.
    hub.files.set('/m/model.gguf', { bytes, busy: { status: 503, retryAfter: '0', times: 10 } });
    hub.ranges.length = 0;
    const error = await failure(downloadToPart(options({ partPath: path.join(dir, 'other.part') })));
    expect(error.code).toBe('network');
    expect(error.message).toBe(`${new URL(hub.url).host} is busy (503); try again later`);
    expect(hub.ranges).toHaveLength(4);
  });

  it('starts over when the part is longer than the file', async () => {
    hub.files.set('/m/model.gguf', { bytes });
    await writeFile(path.join(dir, 'model.gguf.part'), Buffer.alloc(bytes.length + 10));
    await downloadToPart(options());
    expect(hub.ranges[0]!.range).toBeUndefined();
  });
});
