import 'server-only';
import { randomInt, randomUUID } from 'node:crypto';
import type { RequestOf } from '@/lib/contract';
import type { contract } from '@/lib/contract';
import { FINAL_STATUSES, type GenerationRecord } from '@/lib/contract/music';
import { composeSong, type SongRequest } from '@/lib/engine/music/compose';
import type { GeneratedSong, PreviewSong } from '@/lib/engine/music/render';
import type { MusicTask, MusicTaskResult, RenderFailure } from '@/lib/engine/music/worker';
import type { CallContext } from '../../context';
import { env } from '../../env';
import { ApiError } from '../../errors';
import { absoluteFileUrl, putFile } from '../../files';
import { inTurn } from '../../in-turn';
import { defineJob, enqueueJob, getJob, type JobHandle } from '../../jobs';
import { log } from '../../log';
import { lyricsLanguage } from './lyrics-language';
import { lyricsReading } from './lyrics-reading';
import { runInPool, workerPool } from '../../workers';
import type { CapabilityProvider } from '../types';
import { insertRows, musicTable, readRows, unfinishedRows, update, type Row } from './music-store';

/**
 * Music on this machine. Each request makes two generation records (two seeds, so two
 * different songs) in the `music_generations` table and one durable job per record. The job
 * renders the first section first and publishes it (status streaming, partial MP3), then the
 * whole song (complete: MP3, WAV, cover PNG, MP4). Rendering runs in worker threads
 * (lib/engine/music/worker.ts). Records live in the store, so they survive a restart; a
 * record whose job was lost or failed is marked error when it is next read.
 */

export const MUSIC_JOB = 'music.render';

let pool: ReturnType<typeof workerPool> | undefined;
function renderPool() {
  pool ??= workerPool('lib/engine/music/worker.ts', { maxThreads: env().MUSIC_WORKERS });
  return pool;
}

function requestOf(row: Row): SongRequest {
  return {
    mode: row.mode,
    prompt: row.prompt,
    // A simple song's title as composed at its submission, which its cover shows whatever a render finds.
    title: row.title,
    tags: row.tags,
    negativeTags: row.negative_tags,
    instrumental: row.instrumental === 1,
    seed: row.seed,
  };
}

/** A file name for downloads: the title, in letters and digits. */
function slug(title: string): string {
  return title.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '').slice(0, 60) || 'song';
}

/** What the caller sees of a failure: the kind, never a path or a tool's raw output. */
const FAILURE_MESSAGES: Record<RenderFailure, string> = {
  timeout: 'Rendering took longer than the time limit.',
  aborted: 'Rendering was stopped.',
  render_failed: 'The song could not be rendered.',
};

class SongNotRendered extends Error {
  constructor(
    readonly failure: RenderFailure,
    detail: string,
  ) {
    super(`music render ${failure}: ${detail}`);
  }
}

function describeFailure(error: unknown): { type: RenderFailure; message: string } {
  const type = error instanceof SongNotRendered ? error.failure : 'render_failed';
  return { type, message: FAILURE_MESSAGES[type] };
}

/**
 * One render step on the pool, through runInPool like every engine: a stop raises the shared
 * flag (the worker kills its tools), a dead worker is job_failed. The job's own time-out
 * (JOB_TIMEOUT_MS, through job.signal) is the limit; the pool's is only a backstop past it.
 */
async function renderOnPool<T extends GeneratedSong | PreviewSong>(task: MusicTask, job: JobHandle): Promise<T> {
  const result = await runInPool<MusicTaskResult>(renderPool(), task, {
    signal: job.signal,
    timeoutMs: env().JOB_TIMEOUT_MS + 60_000,
    what: 'the song rendering',
    log,
  });
  if (!result.ok) throw new SongNotRendered(result.failure, result.detail);
  return result.song as T;
}

async function render(payload: { id: string }, job: JobHandle): Promise<{ id: string; audio: string }> {
  const [row] = await readRows([payload.id]);
  if (!row) throw new Error(`music generation ${payload.id} is not in the store`);
  if (row.status === 'complete' && row.audio_url) return { id: row.id, audio: row.audio_url };
  // Detected again, as at the submission (the detector answers the same text the same way).
  const language = await lyricsLanguage(requestOf(row));
  const request = { ...requestOf(row), language, reading: await lyricsReading(requestOf(row), language) };
  const config = env();
  const options = { soundfont: config.MUSIC_SOUNDFONT, toolTimeoutMs: config.MUSIC_TOOL_TIMEOUT_MS };
  const name = slug(row.title || 'song');
  try {
    // A restarted job starts again from the top: same seed, same song, same file ids.
    await update(row.id, { status: 'queued', error_type: null, error_message: null });
    const preview = await renderOnPool<PreviewSong>({ op: 'preview', request, options }, job);
    const partial = await putFile(preview.mp3, { contentType: 'audio/mpeg', name: `${name}-preview.mp3`, kind: 'result' });
    await update(row.id, { status: 'streaming', audio_url: partial.url, audio_partial: 1 });
    await job.progress({ stage: 'streaming', audio: partial.url, seconds: preview.duration });

    const song = await renderOnPool<GeneratedSong>({ op: 'generate', request, options }, job);
    const [mp3, wav, png, mp4] = await Promise.all([
      putFile(song.mp3, { contentType: 'audio/mpeg', name: `${name}.mp3`, kind: 'result' }),
      putFile(song.wav, { contentType: 'audio/wav', name: `${name}.wav`, kind: 'result' }),
      putFile(song.png, { contentType: 'image/png', name: `${name}.png`, kind: 'result' }),
      putFile(song.mp4, { contentType: 'video/mp4', name: `${name}.mp4`, kind: 'result' }),
    ]);
    await update(row.id, {
      status: 'complete',
      audio_url: mp3.url,
      audio_partial: 0,
      wav_url: wav.url,
      image_url: png.url,
      video_url: mp4.url,
      duration: song.meta.duration,
    });
    log.info({ generation: row.id, seconds: song.meta.duration, ms: Math.round(song.timings.total) }, 'music rendered');
    return { id: row.id, audio: mp3.url };
  } catch (error) {
    // Stopped from outside (time-out, lost lease, shutdown): the job runtime decides whether
    // it runs again or fails, and reconcile() reports a failure when the record is read.
    if (job.signal.aborted) throw error;
    log.error({ err: error, generation: row.id }, 'music render failed');
    const failure = describeFailure(error);
    await update(row.id, { status: 'error', error_type: failure.type, error_message: failure.message }).catch(() => undefined);
    throw error;
  }
}

// Resume 'restart': rendering is deterministic and files are content-addressed, so running
// a job killed mid-render again gives the same result.
defineJob<{ id: string }, { id: string; audio: string }>(MUSIC_JOB, { handler: render, resume: 'restart' });

function toRecord(row: Row, origin: string): GenerationRecord {
  const url = (path: string | null) => (path ? absoluteFileUrl(origin, { url: path }) : '');
  return {
    id: row.id,
    status: row.status,
    created_at: row.created_at,
    prompt_description: row.prompt_description,
    output: {
      image_thumb: url(row.image_url),
      audio: url(row.audio_url),
      video: url(row.video_url),
      // Decision: the lossless WAV is offered too, once complete (output allows more fields).
      audio_wav: url(row.wav_url),
    },
    meta: {
      title: row.title,
      tags: row.tags,
      model: row.model,
      lyric: row.lyric,
      type: 'gen',
      duration: row.duration,
      instrumental: row.instrumental === 1,
      // The style the engine read from the text ("lofi, sad, piano, 80 bpm, A minor").
      style: row.style,
      audio_partial: row.audio_partial === 1,
    },
    error: { type: row.error_type ?? '', message: row.error_message ?? '' },
  };
}

type Submission = Omit<SongRequest, 'seed'> & { model: string };

/** How long a caller turned away by the in-progress limit is told to wait: about one song's render. */
const RETRY_AFTER_SECONDS = 30;

/**
 * Each request queues two renders and answers at once, so without a bound one caller could
 * queue more songs than will ever be listened to, and everyone else's would wait behind them.
 * Records whose job was lost are settled first (reconcile), so they never hold a place. The
 * count and the insert of one request are taken in turn per account (submit), so requests
 * arriving together cannot all count the same songs; across instances (a shared database)
 * each instance's request may still pass at once. Callers without an account of their own
 * (demo links) share one allowance.
 */
async function ensureRoomFor(songs: number, ctx: CallContext): Promise<void> {
  const max = env().MUSIC_MAX_IN_PROGRESS;
  let inProgress = 0;
  for (const row of await unfinishedRows(ctx.caller.accountId)) {
    if (!(FINAL_STATUSES as readonly string[]).includes((await reconcile(row)).status)) inProgress++;
  }
  if (inProgress + songs > max) {
    throw new ApiError(
      'rate_limited',
      `${inProgress} songs are being made for you already, and ${max} at once is the most; ask again when one is done.`,
      { 'Retry-After': String(RETRY_AFTER_SECONDS) },
    );
  }
}

async function submit(submission: Submission, ctx: CallContext): Promise<GenerationRecord[]> {
  const language = await lyricsLanguage(submission);
  const reading = await lyricsReading(submission, language);
  const rows = await inTurn(`music:${ctx.caller.accountId}`, async () => {
    await ensureRoomFor(2, ctx);
    const rows = newRows(submission, { language, reading }, ctx);
    await insertRows(rows);
    return rows;
  });
  for (const row of rows) {
    await enqueueJob(MUSIC_JOB, { id: row.id }, { id: row.id });
    // Only the queue may have moved the record on already (a fast worker): never go back.
    await (await musicTable())
      .updateTable('music_generations')
      .set({ status: 'queued', updated_at: new Date().toISOString() })
      .where('id', '=', row.id)
      .where('status', '=', 'submitted')
      .execute();
  }
  return rows.map((row) => toRecord(row, ctx.origin));
}

/** The two records of a request, composed (title, lyrics, style and length) but not rendered. */
function newRows(submission: Submission, sung: Pick<SongRequest, 'language' | 'reading'>, ctx: CallContext): Row[] {
  const now = new Date().toISOString();
  const batch = randomUUID();
  return [0, 1].map(() => {
    const seed = randomInt(1, 2 ** 31);
    // Composing is quick: title, lyrics, style and length are known before any sound.
    const song = composeSong({ ...submission, seed, ...sung });
    return {
      id: randomUUID(),
      batch_id: batch,
      account_id: ctx.caller.accountId,
      status: 'submitted',
      mode: submission.mode,
      prompt: submission.prompt,
      prompt_description: submission.mode === 'simple' ? submission.prompt : submission.tags,
      title: song.title,
      tags: submission.mode === 'advance' ? submission.tags : song.style.tags,
      negative_tags: submission.negativeTags,
      lyric: submission.mode === 'advance' ? submission.prompt : song.lyrics,
      model: submission.model,
      // As composed: a description that asked for no voice is instrumental without the flag.
      instrumental: submission.instrumental || song.vocals.length === 0 ? 1 : 0,
      seed,
      duration: song.durationSeconds,
      style: song.style.tags,
      audio_url: null,
      audio_partial: 0,
      wav_url: null,
      image_url: null,
      video_url: null,
      error_type: null,
      error_message: null,
      created_at: now,
      updated_at: now,
    };
  });
}

/**
 * A record still on its way whose job is gone (the server restarted without a durable queue)
 * or failed outside the handler (a crash beyond the retry limit) is an error now, said so.
 */
async function reconcile(row: Row): Promise<Row> {
  if ((FINAL_STATUSES as readonly string[]).includes(row.status)) return row;
  const job = await getJob(row.id);
  let failure: { type: string; message: string } | null = null;
  if (!job) failure = { type: 'interrupted', message: 'The render was interrupted (the server restarted) and cannot resume; generate the song again.' };
  else if (job.status === 'error') {
    failure =
      job.errorKind === 'timeout'
        ? { type: 'timeout', message: 'Rendering took longer than the time limit.' }
        : job.errorKind === 'interrupted'
          ? { type: 'interrupted', message: 'The render was interrupted too many times; generate the song again.' }
          : { type: 'render_failed', message: 'The song could not be rendered.' };
  }
  if (!failure) return row;
  await update(row.id, { status: 'error', error_type: failure.type, error_message: failure.message });
  return { ...row, status: 'error', error_type: failure.type, error_message: failure.message };
}

async function fetchRecords(input: RequestOf<typeof contract.music.fetch>, ctx: CallContext): Promise<GenerationRecord[]> {
  const rows = new Map((await readRows([...new Set(input.ids)])).map((row) => [row.id, row]));
  const unknown = input.ids.find((id) => !rows.has(id));
  if (unknown) throw new ApiError('unknown_id', `ids: no generation has the id ${unknown}`, {}, { field: 'ids', id: unknown });
  const current = new Map<string, Row>();
  for (const row of rows.values()) current.set(row.id, await reconcile(row));
  return input.ids.map((id) => toRecord(current.get(id)!, ctx.origin));
}

export const music: CapabilityProvider<'music'> = {
  simple: (input, ctx) =>
    submit({ mode: 'simple', prompt: input.prompt, title: '', tags: '', negativeTags: '', instrumental: input.instrumental, model: input.model }, ctx),
  advance: (input, ctx) =>
    submit(
      { mode: 'advance', prompt: input.prompt, title: input.title, tags: input.tags, negativeTags: input.negative_tags, instrumental: input.instrumental, model: input.model },
      ctx,
    ),
  fetch: fetchRecords,
};
