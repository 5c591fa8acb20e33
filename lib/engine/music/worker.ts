/**
 * Worker-thread entry (Piscina, through lib/server/workers.ts): the server hands each
 * render to a worker so composing, singing and mixing never block the event loop.
 * No server imports here: this module runs outside the Next.js bundle.
 */
import type { SongRequest } from './compose';
import { generateSong, previewSong, type GeneratedSong, type PreviewSong, type RenderOptions } from './render';

export type MusicTask =
  | { op: 'preview'; request: SongRequest; options: Omit<RenderOptions, 'signal'> }
  | { op: 'generate'; request: SongRequest; options: Omit<RenderOptions, 'signal'> };

export default async function run(task: MusicTask): Promise<GeneratedSong | PreviewSong> {
  if (task.op === 'preview') return previewSong(task.request, task.options);
  return generateSong(task.request, task.options);
}
