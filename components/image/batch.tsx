'use client';

import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { loadPart } from '@/lib/client/api';
import { fileNaturalSize } from '@/lib/client/natural-size';
import { OUTSCALE_DEFAULT } from '@/lib/contract/limits/image';
import { tooLarge } from './operations';
import { resultTooLarge } from './upscale-size';
import type { SourceImage } from './source-picker';
import { forgetFiles, keepFiles, keptFiles } from '@/lib/client/kept-files';
import { callOperation } from './call-operation';
import type { QueuedPhotoDraft } from './draft';
import type { RunOutcome, RunRequest } from './use-image-run';

/**
 * Several photos at once. The first picked is the page's photo, as ever; the others wait
 * here and, once it has run (or failed), are run one after another with the same operation and settings,
 * each uploaded when its turn comes and its result added to Recent results. A photo that
 * fails says why and the rest go on; Stop leaves the photos not yet run waiting, and the
 * next run takes them (and the failed ones) up again. A reload of the tab keeps them: the list
 * in the tab's draft, the files in the browser (lib/client/kept-files.ts). Loaded when several
 * photos are picked, or a reload finds some.
 */

/** A batch's photo; `file` is null when the browser could not keep it across a reload. */
export type QueuedPhoto = QueuedPhotoDraft & { file: File | null };

export const NOT_KEPT = 'This browser did not keep the photo across the reload: pick it again.';

/** The photos as they are to be shown again after a reload: one cut off mid-run waits again. */
export async function restoreQueue(saved: readonly QueuedPhotoDraft[]): Promise<QueuedPhoto[]> {
  const files = await keptFiles(saved.map((photo) => photo.id));
  return saved.map((photo) => {
    const file = files.get(photo.id) ?? null;
    if (!file && photo.status !== 'done') return { ...photo, file, status: 'failed', error: NOT_KEPT };
    return { ...photo, file, status: photo.status === 'running' ? 'waiting' : photo.status };
  });
}

/** Keeps a new batch's files for a reload, and lets the earlier batch's go. */
export function keepQueue(photos: readonly QueuedPhoto[], earlier: readonly QueuedPhoto[]): void {
  void forgetFiles(earlier.map((photo) => photo.id)).then(() => keepFiles(photos.flatMap(({ id, file }) => (file ? [{ id, file }] : []))));
}

export interface QueueEvents {
  status: (id: string, patch: Pick<QueuedPhoto, 'status' | 'error'>) => void;
  result: (outcome: RunOutcome, request: RunRequest, source: SourceImage) => void;
}

/** Runs the photos not done yet with `request`'s operation and settings, one after another. */
export async function runQueue(queue: readonly QueuedPhoto[], request: RunRequest, signal: AbortSignal, on: QueueEvents): Promise<void> {
  for (const photo of queue.filter((p) => p.status !== 'done')) {
    if (signal.aborted) return;
    // Not kept across a reload: it says so, and waits to be removed or picked again.
    if (!photo.file) continue;
    const file = photo.file;
    on.status(photo.id, { status: 'running', error: undefined });
    try {
      // Over the operation's size (or, to upscale, its result's), it is said here rather than
      // after its upload (a phone's 12 MP photo, to unblur). A photo the browser cannot read goes on: the server says why.
      const size = await fileNaturalSize(file);
      const refused = size && (tooLarge(size.width * size.height, request.op) ?? (request.op === 'superres' ? resultTooLarge(size, request.input.outscale ?? OUTSCALE_DEFAULT) : null));
      if (refused) {
        on.status(photo.id, { status: 'failed', error: refused });
        continue;
      }
      const { uploadFile } = await loadPart(() => import('@/lib/client/upload'));
      const stored = await uploadFile(file, photo.name, { accept: 'image', signal });
      // Every operation takes its photo as init_image; the rest of the request is the first photo's.
      const own = { ...request, input: { ...request.input, init_image: stored.url } } as RunRequest;
      const outcome = await callOperation(own, signal);
      on.result(outcome, own, { url: stored.url, preview: stored.url, name: photo.name, width: size?.width ?? null, height: size?.height ?? null });
      on.status(photo.id, { status: 'done' });
      void forgetFiles([photo.id]);
    } catch (failure) {
      if (signal.aborted) {
        on.status(photo.id, { status: 'waiting' });
        return;
      }
      on.status(photo.id, { status: 'failed', error: failure instanceof Error ? failure.message : String(failure) });
    }
  }
}

const STATUS: Record<QueuedPhoto['status'], string> = { waiting: 'Waiting', running: 'Running…', done: 'Done', failed: 'Failed' };

/** The photos after the first: each with how it stands, removable while nothing runs. */
export function BatchList({ queue, left, running, onRemove, onClear, onStop }: { queue: QueuedPhoto[]; left: number; running: boolean; onRemove: (id: string) => void; onClear: () => void; onStop: () => void }) {
  const done = queue.filter((p) => p.status === 'done').length;
  return (
    <Card data-testid="batch">
      <CardTitle
        action={
          running ? (
            <Button variant="ghost" size="sm" onClick={onStop}>
              Stop
            </Button>
          ) : (
            <Button variant="ghost" size="sm" onClick={onClear}>
              Clear
            </Button>
          )
        }
      >
        More photos ({done} of {queue.length} done)
      </CardTitle>
      <p className="mb-2 text-sm text-ink-muted dark:text-ink-muted-dark">
        Run after the photo above, with its operation and settings, one after another; each result goes to Recent results.
        {left > 0 && ` ${left} more ${left === 1 ? 'was' : 'were'} left out: ${queue.length + 1} photos at a time.`}
      </p>
      <ul className="grid gap-1" aria-label="More photos">
        {queue.map((photo) => (
          <li key={photo.id} className="text-sm" data-status={photo.status}>
            <div className="flex items-center justify-between gap-2">
              <span className="min-w-0 truncate">{photo.name}</span>
              <span className="flex shrink-0 items-center gap-1">
                <span className={photo.status === 'failed' ? 'text-danger dark:text-danger-dark' : 'text-ink-muted dark:text-ink-muted-dark'}>{STATUS[photo.status]}</span>
                {!running && photo.status !== 'done' && (
                  <Button variant="ghost" size="sm" className="px-2" aria-label={`Remove ${photo.name}`} onClick={() => onRemove(photo.id)}>
                    ×
                  </Button>
                )}
              </span>
            </div>
            {photo.error && <p className="text-xs text-danger dark:text-danger-dark">{photo.error}</p>}
          </li>
        ))}
      </ul>
    </Card>
  );
}
