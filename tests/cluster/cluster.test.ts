import { promises as fs } from 'node:fs';
import path from 'node:path';
import { DeleteObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studioCommand } from '../support/studio-command';
import { crash, isRunning, startProcess, stop, until } from './processes';
import { BUCKET, S3_KEY, S3_SECRET, startCluster, type Cluster } from './topology';

/**
 * The multi-instance deployment, for real, on this machine (docs/deploy.md): PostgreSQL,
 * Redis, an S3 server (s3rver), two app instances with JOB_RUN_IN_APP=false, two workers, and
 * nginx round-robin in front. Every call goes through nginx, whose X-Upstream header says
 * which instance answered. Ports 3440-3449.
 */
const BASE_PORT = Number(process.env.CLUSTER_TEST_PORT ?? 3440);
let cluster: Cluster;
let s3: S3Client;

type Envelope = { status: boolean; message: string; code?: string; result: Record<string, unknown> };
interface Answer {
  status: number;
  upstream: string;
  headers: Headers;
  body: Envelope;
}

async function call(pathname: string, init: RequestInit & { json?: unknown; bearer?: string } = {}): Promise<Answer> {
  const headers = new Headers(init.headers);
  if (init.bearer) headers.set('authorization', `Bearer ${init.bearer}`);
  if (init.json !== undefined) headers.set('content-type', 'application/json');
  const response = await fetch(`${cluster.url}${pathname}`, { ...init, headers, body: init.json !== undefined ? JSON.stringify(init.json) : init.body });
  const text = await response.text();
  let body: Envelope;
  try {
    body = JSON.parse(text) as Envelope;
  } catch {
    body = { status: false, message: text.slice(0, 200), result: {} };
  }
  return { status: response.status, upstream: response.headers.get('x-upstream') ?? '', headers: response.headers, body };
}

/** Repeats a read through nginx until an instance other than `not` answers it. */
async function fromTheOther<T extends { upstream: string }>(not: string, read: () => Promise<T>): Promise<T> {
  return until(async () => {
    const answer = await read();
    return answer.upstream !== not && answer;
  }, 10_000, `an answer from the instance other than ${not}`, 10);
}

async function photo(width: number, height: number, seed: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i += 1) raw[i] = (Math.floor(i / 3) % width) * 0.2 + (Math.floor(i / 3 / width) * 0.15) + ((i * seed) % 17);
  return sharp(raw, { raw: { width, height, channels: 3 } }).png().toBuffer();
}

async function upload(bytes: Buffer, name: string): Promise<Answer> {
  return call(`/api/uploads?name=${encodeURIComponent(name)}`, { method: 'POST', body: new Uint8Array(bytes), headers: { 'content-type': 'application/octet-stream' } });
}

/**
 * nginx (open source) checks instances passively: one it saw fail is left out for its
 * fail_timeout. A restarted instance is back in rotation once nginx routes a request to it;
 * a rolling restart waits for that before it stops the next one.
 */
async function backInRotation(index: number): Promise<void> {
  const port = `127.0.0.1:${cluster.apps[index]!.port}`;
  await until(async () => (await call('/api/health')).upstream === port, 30_000, `nginx to route to ${port} again`, 200);
}

const count = (values: number[]) => values.reduce<Record<number, number>>((tally, value) => ({ ...tally, [value]: (tally[value] ?? 0) + 1 }), {});

const jobRows = async (ids: string[]) =>
  (await cluster.pg.query(`select id, status, error, lease_owner, attempts, kind from ${cluster.schema}.jobs where id = any($1)`, [ids])).rows as {
    id: string;
    status: string;
    error: string | null;
    lease_owner: string | null;
    attempts: number;
  }[];

beforeAll(async () => {
  cluster = await startCluster({ basePort: BASE_PORT, apps: 2, workers: 2, env: { UPLOAD_MAX_BYTES: String(200 * 1024 * 1024) } });
  s3 = new S3Client({
    endpoint: cluster.s3Url,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: S3_KEY, secretAccessKey: S3_SECRET },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}, 240_000);

afterAll(async () => {
  s3?.destroy();
  await cluster?.close();
}, 60_000);

describe('a cluster of two app instances and two workers on PostgreSQL, Redis and S3, behind nginx', () => {
  it('is ready on every instance: database, Redis and file store checked', async () => {
    for (const app of cluster.apps) {
      const response = await fetch(`${app.url}/api/ready`);
      expect(response.status).toBe(200);
      expect(((await response.json()) as Envelope).result).toEqual({ ready: true, checks: { database: 'ok', redis: 'ok', file_store: 'ok' } });
    }
  });

  it('serves a file uploaded through one instance from the other, with ranges and a download name', async () => {
    const bytes = await photo(320, 200, 3);
    const stored = await upload(bytes, 'Été à Paris.png');
    expect(stored.status, stored.body.message).toBe(200);
    const id = stored.body.result.id as string;
    expect(stored.body.result.url).toBe(`${cluster.url}/api/files/${id}`);

    const ranged = await fromTheOther(stored.upstream, async () => {
      const response = await fetch(`${cluster.url}/api/files/${id}?download=1`, { headers: { range: 'bytes=100-1099' } });
      return { upstream: response.headers.get('x-upstream') ?? '', response, bytes: Buffer.from(await response.arrayBuffer()) };
    });
    expect(ranged.response.status).toBe(206);
    expect(ranged.response.headers.get('content-range')).toBe(`bytes 100-1099/${bytes.byteLength}`);
    expect(ranged.response.headers.get('content-type')).toBe('image/png');
    expect(ranged.response.headers.get('etag')).toBe(`"${id}"`);
    expect(ranged.response.headers.get('content-disposition')).toContain("filename*=UTF-8''%C3%89t%C3%A9%20%C3%A0%20Paris.png");
    expect(ranged.bytes.equals(bytes.subarray(100, 1100))).toBe(true);

    const whole = await fetch(`${cluster.url}/api/files/${id}`);
    expect(Buffer.from(await whole.arrayBuffer()).equals(bytes)).toBe(true);
    const cached = await fetch(`${cluster.url}/api/files/${id}`, { headers: { 'if-none-match': `"${id}"` } });
    expect(cached.status).toBe(304);
  });

  it('streams a 160 MB upload to S3 without holding it: the instance\'s peak memory grows far less than the file', async () => {
    const app = cluster.apps[0]!;
    const peakKb = async () => Number(/VmHWM:\s+(\d+) kB/.exec(await fs.readFile(`/proc/${app.process.child.pid}/status`, 'utf8'))![1]);
    const size = 160 * 1024 * 1024;
    // A WAV header, then silence, made as it is sent: the test holds no copy either.
    const header = Buffer.alloc(44);
    header.write('RIFF', 0);
    header.writeUInt32LE(size - 8, 4);
    header.write('WAVEfmt ', 8);
    header.writeUInt32LE(16, 16);
    header.writeUInt16LE(1, 20);
    header.writeUInt16LE(1, 22);
    header.writeUInt32LE(44_100, 24);
    header.writeUInt32LE(88_200, 28);
    header.writeUInt16LE(2, 32);
    header.writeUInt16LE(16, 34);
    header.write('data', 36);
    header.writeUInt32LE(size - 44, 40);
    const chunk = Buffer.alloc(1024 * 1024);
    const send = (bytes: number, name: string) => {
      let sent = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent === 0) controller.enqueue(new Uint8Array(header));
          const next = Math.min(chunk.byteLength, bytes - 44 - sent);
          if (next <= 0) return controller.close();
          controller.enqueue(new Uint8Array(chunk.subarray(0, next)));
          sent += next;
        },
      });
      return fetch(`${app.url}/api/uploads?name=${name}`, { method: 'POST', body, duplex: 'half' } as RequestInit);
    };
    // A first, smaller upload loads the code on the way (SDK, multipart) and sizes the heap.
    expect((await send(24 * 1024 * 1024, 'warm-up.wav')).status).toBe(200);
    const before = await peakKb();
    const response = await send(size, 'long.wav');
    const answer = (await response.json()) as Envelope;
    expect(response.status, answer.message).toBe(200);
    expect(answer.result).toMatchObject({ size, content_type: 'audio/wav' });
    const grownMb = ((await peakKb()) - before) / 1024;
    console.log(`160 MB upload: peak RSS of the instance grew by ${grownMb.toFixed(0)} MB`);
    // Held whole, the body alone would be 160 MB (the former code kept two copies); what
    // grows is a few 5 MB parts in flight and garbage not yet collected.
    expect(grownMb).toBeLessThan(80);
    const tail = await fetch(`${cluster.url}/api/files/${answer.result.id as string}`, { headers: { range: 'bytes=-4' } });
    expect(tail.status).toBe(206);
    expect(tail.headers.get('content-range')).toBe(`bytes ${size - 4}-${size - 1}/${size}`);
  }, 120_000);

  it('answers 404, not 500, for a file a record names but the store lost', async () => {
    const stored = await upload(await photo(64, 64, 5), 'lost.png');
    const id = stored.body.result.id as string;
    await s3.send(new DeleteObjectCommand({ Bucket: BUCKET, Key: `files/${id}` }));
    for (let i = 0; i < 2; i += 1) {
      const answer = await call(`/api/files/${id}`);
      expect(answer.status).toBe(404);
      expect(answer.body.code).toBe('not_found');
    }
    // nginx's JSON for its own 404 (deploy/nginx.conf) leaves the app's 404s as they are: the
    // app's envelope for an API path, its HTML page for a page.
    const api = await call('/api/no-such-endpoint');
    expect(api.status).toBe(404);
    expect(api.body.message).not.toBe('No endpoint or resource at this path.');
    const page = await fetch(`${cluster.url}/no-such-page`);
    expect(page.status).toBe(404);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
  });

  it('has a music job and an image job run by a worker, their results fetched through the other instance', async () => {
    const submitted = await call('/api/music/simple', { method: 'POST', json: { prompt: 'short instrumental lofi piano, 30 s', instrumental: true } });
    expect(submitted.status, submitted.body.message).toBe(200);
    const ids = (submitted.body.result as unknown as { id: string }[]).map((record) => record.id);
    expect(ids).toHaveLength(2);

    // The image job: the request waits while a worker colorizes, then answers the result.
    const input = await upload(await photo(1000, 750, 7), 'large.png');
    const colorized = await call('/api/image/colorize', { method: 'POST', json: { init_image: input.body.result.url } });
    expect(colorized.status, colorized.body.message).toBe(200);
    const imageUrl = (colorized.body.result.images as string[])[0]!;
    const image = await fromTheOther(colorized.upstream, async () => {
      const response = await fetch(imageUrl);
      return { upstream: response.headers.get('x-upstream') ?? '', status: response.status, type: response.headers.get('content-type') };
    });
    expect(image.status).toBe(200);
    expect(image.type).toMatch(/^image\/(png|jpeg)$/);

    const records = await until(async () => {
      const answer = await call(`/api/music/fetch?ids=${ids.join(',')}`);
      const list = answer.body.result as unknown as { id: string; status: string; output: { audio: string }; error: { message: string } }[];
      if (list.some((record) => record.status === 'error')) throw new Error(`a song failed: ${JSON.stringify(list.map((r) => r.error))}`);
      return list.every((record) => record.status === 'complete') && { list, upstream: answer.upstream };
    }, 150_000, 'both songs to be rendered', 500);
    for (const record of records.list) {
      const audio = await fromTheOther(submitted.upstream, async () => {
        const response = await fetch(record.output.audio, { headers: { range: 'bytes=0-1023' } });
        return { upstream: response.headers.get('x-upstream') ?? '', status: response.status, type: response.headers.get('content-type') };
      });
      expect(audio).toMatchObject({ status: 206, type: 'audio/mpeg' });
    }

    // Workers ran the jobs; the apps (JOB_RUN_IN_APP=false) ran none.
    const rows = await jobRows(ids);
    expect(rows.map((row) => row.status)).toEqual(['complete', 'complete']);
    const appLogs = await Promise.all(cluster.apps.map((app) => fs.readFile(app.process.log, 'utf8')));
    const workerLogs = await Promise.all(cluster.workers.map((worker) => fs.readFile(worker.log, 'utf8')));
    for (const id of ids) {
      expect(appLogs.some((text) => text.includes(id) && text.includes('"job started"'))).toBe(false);
      expect(workerLogs.some((text) => text.includes(`"jobId":"${id}"`) && text.includes('"job complete"'))).toBe(true);
    }
  }, 240_000);

  it("holds an API key to its rpm exactly across both instances (rpm + 1-th call → 429)", async () => {
    const created = await call('/api/keys', { method: 'POST', json: { name: 'cluster rpm', rpm: 8 } });
    expect(created.status, created.body.message).toBe(200);
    const secret = created.body.result.secret as string;
    const answers: Answer[] = [];
    for (let i = 0; i < 9; i += 1) answers.push(await call('/api/translate/languages', { bearer: secret }));
    expect(answers.slice(0, 8).map((answer) => answer.status)).toEqual(Array(8).fill(200));
    expect(answers[8]!.status).toBe(429);
    expect(answers[8]!.body.code).toBe('rate_limited');
    expect(new Set(answers.map((answer) => answer.upstream)).size).toBe(2);
  });

  it('stops a demo link revoked on one instance on the other at once', async () => {
    const created = await call('/api/demo-links', { method: 'POST', json: { capability: 'translate', rpm: 600 } });
    expect(created.status, created.body.message).toBe(200);
    const token = created.body.result.token as string;
    const linkId = (created.body.result.link as { id: string }).id;
    expect((await call('/api/translate/languages', { bearer: token })).status).toBe(200);
    const revoked = await call(`/api/demo-links/${linkId}`, { method: 'DELETE' });
    expect(revoked.status).toBe(200);
    // The very next call, answered by the other instance.
    const after = await call('/api/translate/languages', { bearer: token });
    expect(after.upstream).not.toBe(revoked.upstream);
    expect(after.status).toBe(401);
    expect(after.body.message).toMatch(/revoked/);
  });

  it('answers 503 (unavailable, the file store) while S3 is down, leaves no partial object, and recovers', async () => {
    await stop(cluster.s3);
    const bytes = await photo(400, 300, 11);
    try {
      const failed = await upload(bytes, 'while-down.png');
      expect(failed.status, failed.body.message).toBe(503);
      expect(failed.body.code).toBe('unavailable');
      expect(failed.body.message).toMatch(/file store/);
      for (const app of cluster.apps) {
        const ready = await fetch(`${app.url}/api/ready`);
        expect(ready.status).toBe(503);
        expect(((await ready.json()) as Envelope).message).toMatch(/file store is down/);
      }
    } finally {
      await cluster.startS3();
    }
    await until(async () => (await Promise.all(cluster.apps.map((app) => fetch(`${app.url}/api/ready`)))).every((r) => r.ok), 20_000, 'the apps to be ready again');
    const staged = await s3.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: 'incoming/' }));
    expect(staged.KeyCount ?? 0).toBe(0);
    const id = (await import('node:crypto')).createHash('sha256').update(bytes).digest('hex');
    expect((await call(`/api/files/${id}`)).status).toBe(404);
    expect((await upload(bytes, 'after.png')).status).toBe(200);
  });

  // s3rver checks the access key id, not SigV4 signatures: the wrong credential is the key id.
  it('refuses to start with wrong S3 credentials, naming the variables', async () => {
    const [command, args] = studioCommand(BASE_PORT + 9);
    const log = path.join(cluster.work, 'wrong-credentials.log');
    const app = startProcess('wrong-credentials', command, args, { env: { ...cluster.env, DATA_DIR: path.join(cluster.work, 'wrong'), S3_ACCESS_KEY_ID: 'NOT-THE-KEY' }, log });
    const code = await Promise.race([app.exited, new Promise<'hung'>((resolve) => setTimeout(() => resolve('hung'), 60_000))]);
    await crash(app);
    expect(code).toBe(1);
    expect(await fs.readFile(log, 'utf8')).toMatch(/cannot start\. S3_ACCESS_KEY_ID \/ S3_SECRET_ACCESS_KEY: the file store refused these credentials/);
  }, 90_000);

  it('finishes a job on the other worker after kill -9 of the worker running it', async () => {
    const submitted = await call('/api/music/simple', { method: 'POST', json: { prompt: 'instrumental synthwave, 2 min', instrumental: true } });
    const ids = (submitted.body.result as unknown as { id: string }[]).map((record) => record.id);
    const running = await until(async () => (await jobRows(ids)).find((row) => row.status === 'running' && row.lease_owner), 60_000, 'a song to be rendering', 100);
    const pid = Number(running.lease_owner!.split('/')[1]);
    const victim = cluster.workers.find((worker) => worker.child.pid === pid);
    expect(victim, `lease owner ${running.lease_owner} is one of the workers`).toBeDefined();
    await crash(victim!);

    const settled = await until(async () => {
      const rows = await jobRows(ids);
      return rows.every((row) => row.status === 'complete' || row.status === 'error') && rows;
    }, 240_000, 'both songs to be settled', 500);
    const victimRow = settled.find((row) => row.id === running.id)!;
    // Restarted on the surviving worker (attempt 2) and finished there.
    expect(victimRow.status, victimRow.error ?? '').toBe('complete');
    expect(victimRow.attempts).toBe(2);
    const records = await call(`/api/music/fetch?ids=${ids.join(',')}`);
    expect((records.body.result as unknown as { status: string }[]).map((record) => record.status)).toEqual(['complete', 'complete']);
    cluster.workers.splice(cluster.workers.indexOf(victim!), 1);
    await cluster.startWorker();
  }, 360_000);

  it('keeps answering through kill -9 of an app instance during a burst of 200 calls', async () => {
    const statuses: { status: number; at: number; upstream: string }[] = [];
    const errors: string[] = [];
    let next = 0;
    let killedAt = Infinity;
    const victim = cluster.apps[1]!;
    const runner = async () => {
      while (next < 200) {
        const index = next++;
        if (index === 60) {
          killedAt = Date.now();
          void crash(victim.process);
        }
        const at = Date.now();
        try {
          const response = await fetch(`${cluster.url}/api/translate/languages`, { signal: AbortSignal.timeout(15_000) });
          await response.arrayBuffer();
          statuses.push({ status: response.status, at, upstream: response.headers.get('x-upstream') ?? '' });
        } catch (error) {
          errors.push(String(error));
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, runner));
    console.log(`burst: 200 calls, kill -9 of ${victim.url} before call 60; statuses ${JSON.stringify(count(statuses.map((s) => s.status)))}, network errors ${errors.length}`);
    expect(errors).toEqual([]);
    expect(statuses).toHaveLength(200);
    const serverErrors = statuses.filter((s) => s.status >= 500);
    expect(serverErrors, `5xx answers (kill at ${killedAt}): ${JSON.stringify(serverErrors)}`).toEqual([]);
    expect(statuses.every((s) => s.status === 200)).toBe(true);
    // Once it is dead, the other instance answers (nginx lists every instance it tried).
    const survivor = `127.0.0.1:${cluster.apps[0]!.port}`;
    const afterKill = statuses.filter((s) => s.at > killedAt + 100);
    expect(afterKill.length).toBeGreaterThan(50);
    expect(afterKill.filter((s) => s.upstream.split(', ').pop() !== survivor)).toEqual([]);
    await cluster.startApp(1);
    await backInRotation(1);
  }, 180_000);

  it('loses no request in a rolling restart (SIGTERM, drain, start again, one instance at a time)', async () => {
    let running = true;
    const failures: string[] = [];
    let answered = 0;
    const png = await photo(200, 150, 13);
    const traffic = async (worker: number) => {
      let i = 0;
      while (running) {
        i += 1;
        try {
          const response =
            worker === 0 && i % 3 === 0
              ? await fetch(`${cluster.url}/api/uploads`, { method: 'POST', body: new Uint8Array(png), signal: AbortSignal.timeout(20_000) })
              : await fetch(`${cluster.url}/api/translate/languages`, { signal: AbortSignal.timeout(20_000) });
          await response.arrayBuffer();
          if (response.status !== 200) failures.push(`${response.status} from ${response.headers.get('x-upstream')}`);
          answered += 1;
        } catch (error) {
          failures.push(String(error));
        }
      }
    };
    const load = Promise.all([0, 1, 2, 3].map(traffic));
    try {
      for (const index of [0, 1]) {
        const app = cluster.apps[index]!;
        await stop(app.process, 20_000);
        expect(app.process.child.exitCode).toBe(0);
        await cluster.startApp(index);
        await backInRotation(index);
      }
    } finally {
      running = false;
      await load;
    }
    console.log(`rolling restart: ${answered} calls answered, ${failures.length} failed`);
    expect(answered).toBeGreaterThan(50);
    expect(failures).toEqual([]);
    expect(cluster.apps.every((app) => isRunning(app.process))).toBe(true);
  }, 300_000);
});
