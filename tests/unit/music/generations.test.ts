import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as advance } from '@/api/music/advance/route';
import { GET as fetchRoute } from '@/api/music/fetch/route';
import { POST as simple } from '@/api/music/simple/route';
import { FETCH_MAX_IDS, type GenerationRecord } from '@/lib/contract/music';
import { readStoredFile } from '@/lib/server/files';
import { resetEnvForTests } from '@/lib/server/env';
import * as jobs from '@/lib/server/jobs';
import { call, freshPlatform } from '../platform-support';

// The logger reads LOG_LEVEL when first imported: quiet before any import runs.
vi.hoisted(() => {
  process.env.LOG_LEVEL = 'silent';
});

/**
 * The music endpoints as Next calls them, on the local engine with a real SQLite store,
 * real worker threads, FluidSynth, eSpeak NG and ffmpeg. Songs are kept short.
 */
let platform: Awaited<ReturnType<typeof freshPlatform>>;

beforeAll(async () => {
  platform = await freshPlatform({ MUSIC_WORKERS: '1' });
});
afterAll(async () => {
  // The durable runtime keeps workers and timers: stop it before the store closes.
  await (jobs as { stopJobRuntime?: () => Promise<void> }).stopJobRuntime?.();
  await platform?.done();
});

const ORIGIN = { origin: 'http://localhost' };

async function post(route: typeof simple, url: string, body: unknown) {
  const response = await route(call(url, { method: 'POST', headers: ORIGIN, body }));
  return { status: response.status, body: (await response.json()) as { status: boolean; message: string; code?: string; details?: Record<string, string>; result: GenerationRecord[] } };
}

async function fetchIds(ids: string) {
  const response = await fetchRoute(call(`/api/music/fetch?ids=${encodeURIComponent(ids)}`));
  return { status: response.status, body: (await response.json()) as { status: boolean; message: string; code?: string; details?: Record<string, string>; result: GenerationRecord[] } };
}

/** Polls until every record is final; returns every status seen per id, in order. */
async function pollUntilFinal(ids: string[], timeoutMs = 100_000) {
  const seen = new Map<string, string[]>(ids.map((id) => [id, []]));
  const partialAudio = new Map<string, string>();
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const { status, body } = await fetchIds(ids.join(','));
    expect(status).toBe(200);
    for (const record of body.result) {
      const list = seen.get(record.id)!;
      if (list.at(-1) !== record.status) list.push(record.status);
      if (record.status === 'streaming') partialAudio.set(record.id, record.output.audio);
    }
    if (body.result.every((r) => r.status === 'complete' || r.status === 'error')) return { records: body.result, seen, partialAudio };
    await new Promise((resolve) => setTimeout(resolve, 120));
  }
  throw new Error(`not final after ${timeoutMs} ms: ${JSON.stringify([...seen])}`);
}

const fileOf = async (url: string) => {
  const match = /^http:\/\/localhost\/api\/files\/([a-f0-9]{64})$/.exec(url);
  expect(match, url).not.toBeNull();
  const stored = await readStoredFile(match![1]!);
  expect(stored).not.toBeNull();
  return stored!;
};

/** Length by ffprobe (from a file: an MP3 on a pipe has no length to read). */
function mp3Seconds(bytes: Buffer): number {
  const file = path.join(platform.dataDir, `probe-${Date.now()}.mp3`);
  writeFileSync(file, bytes);
  const probe = spawnSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file], { encoding: 'utf8' });
  return Number(probe.stdout.trim());
}

describe('music generations on the local engine', () => {
  let ids: string[] = [];

  it('answers a simple request at once with two submitted variations, then moves them to complete', async () => {
    const { status, body } = await post(simple, '/api/music/simple', { prompt: 'a short happy pop song about summer nights, 12 s' });
    expect(status).toBe(200);
    expect(body.result).toHaveLength(2);
    const [a, b] = body.result;
    expect(a!.id).not.toBe(b!.id);
    for (const record of body.result) {
      expect(record.status).toBe('submitted');
      expect(record.meta).toMatchObject({ title: 'Summer Nights', model: 'chirp-v3-0', type: 'gen' });
      expect(record.meta.lyric).toContain('[Chorus]');
      expect(record.meta.duration).toBeGreaterThan(5);
      expect(record.output).toMatchObject({ audio: '', video: '', image_thumb: '' });
      expect(record.prompt_description).toContain('summer nights');
    }
    ids = body.result.map((r) => r.id);

    const { records, seen, partialAudio } = await pollUntilFinal(ids);
    for (const record of records) {
      expect(record.status, JSON.stringify(record.error)).toBe('complete');
      const statuses = seen.get(record.id)!;
      // queued, then streaming (a partial MP3 exists), then complete; never backwards.
      expect(statuses.at(-1)).toBe('complete');
      expect(statuses).toContain('streaming');
      const order = ['submitted', 'queued', 'streaming', 'complete'];
      expect([...statuses].sort((x, y) => order.indexOf(x) - order.indexOf(y))).toEqual(statuses);
      const partial = await fileOf(partialAudio.get(record.id)!);
      expect(partial.file.contentType).toBe('audio/mpeg');
      expect(mp3Seconds(partial.bytes)).toBeLessThan(record.meta.duration);

      const audio = await fileOf(record.output.audio);
      expect(audio.file.contentType).toBe('audio/mpeg');
      expect(Math.abs(mp3Seconds(audio.bytes) - record.meta.duration)).toBeLessThan(0.1);
      expect((await fileOf(record.output.video)).file.contentType).toBe('video/mp4');
      expect((await fileOf(record.output.image_thumb)).file.contentType).toBe('image/png');
      expect((await fileOf(String(record.output.audio_wav))).file.contentType).toBe('audio/wav');
      expect(record.error).toEqual({ type: '', message: '' });
    }
    // Two variations: two different songs.
    expect(records[0]!.output.audio).not.toBe(records[1]!.output.audio);
  }, 120_000);

  it('returns records in the order asked, repeats included', async () => {
    const { status, body } = await fetchIds(`${ids[1]},${ids[0]},${ids[1]}`);
    expect(status).toBe(200);
    expect(body.result.map((r) => r.id)).toEqual([ids[1], ids[0], ids[1]]);
  });

  it('refuses an unknown id, an empty list, too many ids and malformed ids with 400', async () => {
    const unknown = await fetchIds(`${ids[0]},no-such-song`);
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ status: false, code: 'unknown_id', details: { field: 'ids', id: 'no-such-song' }, result: {} });
    expect(unknown.body.message).toBe('ids: no generation has the id no-such-song');
    for (const bad of ['', ',', ' , ']) {
      const empty = await fetchIds(bad);
      expect(empty.status, bad).toBe(400);
      expect(empty.body.message).toMatch(/^ids/);
    }
    const many = await fetchIds(Array.from({ length: FETCH_MAX_IDS + 1 }, (_, i) => `id${i}`).join(','));
    expect(many.status).toBe(400);
    expect(many.body.message).toContain(`at most ${FETCH_MAX_IDS}`);
    expect((await fetchIds('../etc/passwd')).status).toBe(400);
    const missing = await fetchRoute(call('/api/music/fetch'));
    expect(missing.status).toBe(400);
  });

  it('refuses bad advance input with 400 naming the field', async () => {
    const noLyrics = await post(advance, '/api/music/advance', { title: 'Song', prompt: '' });
    expect(noLyrics.status).toBe(400);
    expect(noLyrics.body.message).toMatch(/^prompt: /);
    const noTitle = await post(advance, '/api/music/advance', { tags: 'rock', prompt: 'la la' });
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.message).toMatch(/^title: /);
  });

  it('records a description that asks for no voice as instrumental, without lyrics, and renders it', async () => {
    const { status, body } = await post(simple, '/api/music/simple', { prompt: 'an instrumental lofi beat, 8 s' });
    expect(status).toBe(200);
    for (const record of body.result) expect(record.meta).toMatchObject({ instrumental: true, lyric: '' });
    // One in Spanish, with the flag set, is titled in its own words.
    const spanish = await post(simple, '/api/music/simple', { prompt: 'Una canción pop tranquila, 8 segundos', instrumental: true });
    expect(spanish.status).toBe(200);
    for (const record of spanish.body.result) expect(record.meta).toMatchObject({ instrumental: true, lyric: '', title: 'Canción pop tranquila' });
    const { records } = await pollUntilFinal([...body.result, ...spanish.body.result].map((r) => r.id));
    for (const record of records) expect(record.status, JSON.stringify(record.error)).toBe('complete');
  }, 120_000);

  it('a render killed mid-way (its process dies) is resumed or marked error after the restart', async () => {
    const child = spawnSync('npx', ['tsx', '--conditions=react-server', path.join(__dirname, 'crash-child.ts')], {
      env: { ...process.env, DATA_DIR: platform.dataDir, LOG_LEVEL: 'silent' },
      encoding: 'utf8',
      timeout: 90_000,
    });
    // Killed by SIGKILL (npx reports its child's death as status 137).
    expect(child.signal === 'SIGKILL' || child.status === 137, child.stderr.slice(-2000)).toBe(true);
    const { ids: crashed, statuses } = JSON.parse(child.stdout.trim().split('\n').at(-1)!) as { ids: string[]; statuses: string[] };
    expect(statuses).toContain('streaming');
    // This process is the restarted server: the records are still in the store.
    const { records } = await pollUntilFinal(crashed, 100_000);
    for (const record of records) {
      if (record.status === 'complete') expect(record.output.audio).toMatch(/\/api\/files\//);
      else expect(record.error.type).toMatch(/^(interrupted|render_failed|timeout)$/);
      expect(record.status === 'complete' || record.error.message.length > 0).toBe(true);
    }
  }, 120_000);

  it('turns a request away with 429 while the account has MUSIC_MAX_IN_PROGRESS songs on the way, and takes it once they are done', async () => {
    process.env.MUSIC_MAX_IN_PROGRESS = '2';
    resetEnvForTests();
    try {
      const first = await post(simple, '/api/music/simple', { prompt: 'a short calm piano song, 8 s', instrumental: true });
      expect(first.status, first.body.message).toBe(200);

      const response = await simple(call('/api/music/simple', { method: 'POST', headers: ORIGIN, body: { prompt: 'one more song, 8 s' } }));
      expect(response.status).toBe(429);
      expect(response.headers.get('retry-after')).toBe('30');
      const refused = (await response.json()) as { code: string; message: string };
      expect(refused.code).toBe('rate_limited');
      expect(refused.message).toBe('2 songs are being made for you already, and 2 at once is the most; ask again when one is done.');

      // Once they are done, there is room again.
      await pollUntilFinal(first.body.result.map((r) => r.id));
      const again = await post(simple, '/api/music/simple', { prompt: 'a short calm piano song, 8 s', instrumental: true });
      expect(again.status, again.body.message).toBe(200);
      await pollUntilFinal(again.body.result.map((r) => r.id));
    } finally {
      delete process.env.MUSIC_MAX_IN_PROGRESS;
      resetEnvForTests();
    }
  }, 120_000);

  it('keeps the bound when requests arrive together: six at once with room for two take two', async () => {
    process.env.MUSIC_MAX_IN_PROGRESS = '4';
    resetEnvForTests();
    try {
      const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => post(simple, '/api/music/simple', { prompt: `a short calm piano song number ${i}, 8 s`, instrumental: true })));
      const taken = answers.filter((a) => a.status === 200);
      // Without taking the count and the insert in turn, all six counted no songs and passed.
      expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 429, 429, 429, 429]);
      expect(answers.filter((a) => a.status === 429).every((a) => a.body.code === 'rate_limited')).toBe(true);
      await pollUntilFinal(taken.flatMap((a) => a.body.result.map((r) => r.id)));
    } finally {
      delete process.env.MUSIC_MAX_IN_PROGRESS;
      resetEnvForTests();
    }
  }, 150_000);
});
