import 'server-only';
import { randomUUID } from 'node:crypto';
import { access, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import type { z } from 'zod';
import type { CatalogEntry, downloadState } from '@/lib/contract/models';
import { formatBytes } from '@/lib/contract/limits/sizes';
import { env } from '../env';
import { judgeAddress } from '../fetch/address-policy';
import { inTurn } from '../in-turn';
import { defineJob, enqueueJob, getJob } from '../jobs';
import { log } from '../log';
import { findCatalogEntry, mirrored } from './catalog';
import { DownloadError, downloadToPart } from './download';
import { commitInstall, freeBytes, readManifest } from './installed';
import { cancelMarkerPath, downloadsFolder, jobRecordPath, partPath } from './paths';
import { knownDownloadBytes } from '@/lib/contract/limits/models';

/**
 * Installing a model is a durable job (`models.install`): it survives a restart (the job
 * runtime starts it again and the download resumes from its .part file with a Range), and
 * its progress is saved on the job record for the studio and the CLI to show.
 */
export const INSTALL_JOB = 'models.install';

type DownloadState = z.input<typeof downloadState>;

interface InstallProgress {
  receivedBytes: number;
  totalBytes: number;
  bytesPerSecond: number;
  secondsLeft: number | null;
}

/** Why a download stopped, kept on the job as `code: words` so the listing can split them. */
const errorText = (code: string, message: string) => `${code}: ${message}`;

/** Extra room left free beyond the model itself, so the disk is never filled to the last byte. */
const HEADROOM_BYTES = 64 * 1024 * 1024;

/** In this process: downloads that can be stopped at once (the marker file reaches other processes). */
const running = new Map<string, AbortController>();

defineJob<{ id: string }, { id: string }>(INSTALL_JOB, {
  resume: 'restart',
  timeoutMs: 24 * 3600_000,
  maxAttempts: 50,
  async handler({ id }, job) {
    const item = await findCatalogEntry(id);
    if (!item) throw new Error(errorText('not_found', `no catalogue entry has id ${id}`));
    const controller = new AbortController();
    running.set(id, controller);
    const signal = AbortSignal.any([job.signal, controller.signal]);
    // Cancel may come from another process (the app while a worker downloads): its marker file.
    const watch = setInterval(() => void cancelled(id).then((yes) => yes && controller.abort(new DownloadError('cancelled', 'cancelled by the owner'))), 1000);
    try {
      if (await cancelled(id)) throw new DownloadError('cancelled', 'cancelled before it started');
      await runInstall(item.entry, signal, (progress) => job.progress(progress));
      return { id };
    } catch (error) {
      if (error instanceof DownloadError) {
        if (error.code === 'cancelled' && (await cancelled(id))) {
          // The parts go; the job record stays, so the listing can say it was cancelled.
          await Promise.all(item.entry.files.map((f) => rm(partPath(id, f.name), { force: true })));
          throw new Error(errorText('cancelled', 'the download was cancelled and its partial file deleted'));
        }
        // Shutdown or lost lease: let the job runtime start it again (resume: restart).
        if (error.code === 'cancelled' && job.signal.aborted) throw job.signal.reason;
        throw new Error(errorText(error.code, error.message));
      }
      throw error;
    } finally {
      clearInterval(watch);
      running.delete(id);
    }
  },
});

const cancelled = (id: string) =>
  access(cancelMarkerPath(id)).then(
    () => true,
    () => false,
  );

/** Downloads every file of the entry, verifies it, then moves it into place. Shared with tests. */
export async function runInstall(entry: CatalogEntry, signal: AbortSignal, report: (progress: InstallProgress) => Promise<void> | void): Promise<void> {
  const { MODELS_TOKEN, MODELS_STALL_MS, ALLOW_PRIVATE_URLS, MODELS_MIRROR } = env();
  await mkdir(downloadsFolder(entry.id), { recursive: true });
  // A file without a published size counts from when the server says it (onSize below).
  let total = knownDownloadBytes(entry);
  const have = await Promise.all(entry.files.map((f) => stat(partPath(entry.id, f.name)).then((s) => s.size, () => 0)));
  const needed = total - have.reduce((a, b) => a + b, 0) + HEADROOM_BYTES;
  const free = await freeBytes();
  if (free < needed) {
    throw new DownloadError('insufficient_storage', `${entry.id} needs ${formatBytes(needed, 'up')} free in MODELS_DIR and ${formatBytes(free, 'down')} is free`);
  }

  // The operator's own mirror may live on the internal network: its host is exempt from the
  // address policy, as ALLOW_PRIVATE_URLS exempts everything (tests, local development).
  const mirrorHost = MODELS_MIRROR ? new URL(MODELS_MIRROR).hostname : null;
  const rate = rateMeter();
  let done = 0;
  let lastReport = 0;
  const finished = new Map<string, string>();
  const learned = new Map<string, number>();
  for (const file of entry.files) {
    const url = mirrored(file.url);
    const host = new URL(url).host;
    await downloadToPart({
      url,
      partPath: partPath(entry.id, file.name),
      size: file.size,
      sha256: file.sha256,
      onSize: (bytes) => {
        if (file.size === undefined && !learned.has(file.name)) {
          learned.set(file.name, bytes);
          total += bytes;
        }
      },
      signal,
      stallMs: MODELS_STALL_MS,
      token: MODELS_TOKEN ? { host, value: MODELS_TOKEN } : undefined,
      allowAddress: ALLOW_PRIVATE_URLS || mirrorHost ? (address, hostname) => ALLOW_PRIVATE_URLS || hostname === mirrorHost || isPublic(address) : undefined,
      onProgress: (received) => {
        const now = Date.now();
        rate.add(done + received, now);
        if (now - lastReport < 250) return;
        lastReport = now;
        void report(progressOf(done + received, total, rate.bytesPerSecond()));
      },
    });
    finished.set(file.name, partPath(entry.id, file.name));
    done += file.size ?? learned.get(file.name) ?? 0;
  }
  await commitInstall(entry, finished, 'download');
  await rm(downloadsFolder(entry.id), { recursive: true, force: true });
  await report(progressOf(total, total, 0));
}

/** The one address policy, as the downloader applies it by default. */
const isPublic = (address: string) => judgeAddress(address).allowed;

const progressOf = (received: number, total: number, bytesPerSecond: number): InstallProgress => ({
  receivedBytes: received,
  totalBytes: total,
  bytesPerSecond: Math.round(bytesPerSecond),
  secondsLeft: bytesPerSecond > 0 ? Math.ceil((total - received) / bytesPerSecond) : null,
});

/** Bytes per second over the last five seconds. */
function rateMeter() {
  const samples: Array<{ bytes: number; at: number }> = [];
  return {
    add(bytes: number, at: number) {
      samples.push({ bytes, at });
      while (samples.length > 2 && at - samples[0]!.at > 5000) samples.shift();
    },
    bytesPerSecond() {
      if (samples.length < 2) return 0;
      const first = samples[0]!;
      const last = samples.at(-1)!;
      return last.at > first.at ? ((last.bytes - first.bytes) * 1000) / (last.at - first.at) : 0;
    },
  };
}


/**
 * Starts the install job of a model, or returns the one already queued or running. Taken in
 * turn per model, so installs arriving together (a double click, two tabs) make one job rather
 * than several downloading into one part file.
 */
export async function startInstall(id: string): Promise<string> {
  return inTurn(`models-install:${id}`, async () => {
    const current = await currentDownload(id);
    if (current && (current.status === 'queued' || current.status === 'running')) return current.job;
    await mkdir(downloadsFolder(id), { recursive: true });
    await rm(cancelMarkerPath(id), { force: true });
    const job = await enqueueJob(INSTALL_JOB, { id }, { id: `models-install-${id}-${randomUUID().slice(0, 8)}` });
    await writeFile(jobRecordPath(id), JSON.stringify({ job }));
    return job;
  });
}

/** Stops a download (here at once, in another process at its next chunk) and deletes its part. */
export async function cancelInstall(id: string): Promise<boolean> {
  const current = await currentDownload(id);
  if (!current || (current.status !== 'queued' && current.status !== 'running')) return false;
  await writeFile(cancelMarkerPath(id), new Date().toISOString());
  running.get(id)?.abort(new DownloadError('cancelled', 'cancelled by the owner'));
  if (current.status === 'queued') log.info({ model: id }, 'model download cancelled before it started');
  return true;
}

/** The model's latest download, as the listing shows it, or null when none is on record. */
export async function currentDownload(id: string): Promise<DownloadState | null> {
  let record: { job: string };
  try {
    record = JSON.parse(await readFile(jobRecordPath(id), 'utf8')) as { job: string };
  } catch {
    return null;
  }
  const job = await getJob(record.job);
  if (!job) return null;
  const progress = (job.progress ?? {}) as Partial<InstallProgress>;
  const total = progress.totalBytes ?? knownDownloadBytes((await findCatalogEntry(id))?.entry ?? { files: [] });
  const error = job.error ? splitError(job.error) : null;
  // A complete job whose model has no manifest (removed since) is history, not state.
  if (job.status === 'complete' && !(await readManifest(id))) return null;
  return {
    job: job.id,
    status: job.status,
    receivedBytes: progress.receivedBytes ?? 0,
    totalBytes: total,
    bytesPerSecond: job.status === 'running' ? (progress.bytesPerSecond ?? 0) : 0,
    secondsLeft: job.status === 'running' ? (progress.secondsLeft ?? null) : null,
    error,
  };
}

function splitError(text: string): { code: string; message: string } {
  const match = /^([a-z_]+): ([\s\S]*)$/.exec(text);
  return match ? { code: match[1]!, message: match[2]! } : { code: 'job_failed', message: text };
}
