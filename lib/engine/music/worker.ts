/**
 * Worker-thread entry (Piscina, through lib/server/workers.ts and its runInPool): the server
 * hands each render to a worker so composing, singing and mixing never block the event loop.
 * No server imports here: this module runs outside the Next.js bundle.
 *
 * A stop (the job's time-out, a lost lease, shutdown) raises the task's shared flag; it
 * becomes the AbortSignal the render passes to its tools, so fluidsynth, espeak-ng and
 * ffmpeg are killed rather than left running. A failure comes back as a value: an error's
 * class and fields do not survive the thread boundary, and the server tells the user its kind.
 */
import { cancelSignal, setCancelFlag } from '../vision/cancel';
import type { SongRequest } from './compose';
import { generateSong, previewSong, type GeneratedSong, type PreviewSong, type RenderOptions } from './render';
import { ToolError } from './tools';

export type MusicTask = (
  | { op: 'preview'; request: SongRequest; options: Omit<RenderOptions, 'signal'> }
  | { op: 'generate'; request: SongRequest; options: Omit<RenderOptions, 'signal'> }
) & { cancel?: SharedArrayBuffer };

/** Why a render did not finish: a tool past its time limit, a stop from outside, or anything else. */
export type RenderFailure = 'timeout' | 'aborted' | 'render_failed';

export type MusicTaskResult = { ok: true; song: GeneratedSong | PreviewSong } | { ok: false; failure: RenderFailure; detail: string };

export default async function run(task: MusicTask): Promise<MusicTaskResult> {
  setCancelFlag(task.cancel);
  const stop = cancelSignal();
  const options = { ...task.options, signal: stop.signal };
  try {
    const song = task.op === 'preview' ? await previewSong(task.request, options) : await generateSong(task.request, options);
    return { ok: true, song };
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    if (stop.signal.aborted) return { ok: false, failure: 'aborted', detail };
    if (error instanceof ToolError && error.kind === 'timeout') return { ok: false, failure: 'timeout', detail };
    return { ok: false, failure: 'render_failed', detail };
  } finally {
    stop.stop();
    setCancelFlag(undefined);
  }
}
