'use client';

import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { Alert, ErrorMessage } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { Tabs } from '@/components/ui/tabs';
import { lazyPart } from '@/components/ui/lazy-part';
import { loadPart } from '@/lib/client/api';
import { useLeaveWarning } from '@/lib/client/leave-warning';
import { useTabDraft } from '@/lib/client/tab-draft';
import { IMAGE_DRAFT_KEY, parseImageDraft } from './draft';
import type { Estimating } from './estimate';
import type { QueuedPhoto } from './batch';
import { RECENT_LIMIT, recentServerSnapshot, recentSnapshot, setRecent, subscribeRecent, type RecentResult } from './history';
import { operation, OPERATIONS, tooLarge, type OperationId } from './operations';
import { SourcePicker, type SourceImage } from './source-picker';
import { UnblurForm } from './unblur-form';
import { useImageRun, type RunOutcome, type RunRequest } from './use-image-run';

// The first tab's form comes with the page; the others, the progress bar and the results
// (this browser's history, then the before/after view) load when they are shown.
const SuperresForm = lazyPart(() => import('./superres-form').then((m) => m.SuperresForm));
const RembgForm = lazyPart(() => import('./rembg-form').then((m) => m.RembgForm));
const ColorizeForm = lazyPart(() => import('./colorize-form').then((m) => m.ColorizeForm));
const RunProgress = lazyPart(() => import('./run-progress').then((m) => m.RunProgress));
const ResultView = lazyPart(() => import('./result-view').then((m) => m.ResultView));
const RecentResults = lazyPart(() => import('./recent-results').then((m) => m.RecentResults));
const BatchList = lazyPart(() => import('./batch').then((m) => m.BatchList));

/** Photos after the first, at most: with it, as many as Recent results keep, so a batch pushes none of its own out. */
const MORE_PHOTOS_MAX = RECENT_LIMIT - 1;

/**
 * The image enhancer: bring a photo in (drop, paste, pick or URL), choose an operation and
 * its options, watch it run, then compare before and after with the divider, zoom into
 * detail, download. Results of this browser stay listed under "Recent results". Several
 * photos picked at once: the others run after the first, with its settings (batch.tsx).
 */
export function ImageStudio() {
  const [source, setSource] = useState<SourceImage | null>(null);
  const [op, setOp] = useState<OperationId>('unblur');
  const recent = useSyncExternalStore(subscribeRecent, recentSnapshot, recentServerSnapshot);
  // undefined: show the latest result; null: nothing (after Clear); else that result's id.
  const [shownId, setShownId] = useState<string | null | undefined>(undefined);
  const shown: RecentResult | null = shownId === undefined ? (recent[0] ?? null) : (recent.find((r) => r.id === shownId) ?? null);
  // A finished run whose result could not be listed (its part did not load: loadPart says why).
  const [lost, setLost] = useState<unknown>(null);
  const [running, setRunning] = useState<{ startedAt: number; estimating: Estimating; op: OperationId } | null>(null);
  // The photos after the first (kept across a reload: their list in the draft, their files in
  // the browser), and the batch's Stop while they run.
  const [queue, setQueue] = useState<QueuedPhoto[]>([]);
  const [leftOut, setLeftOut] = useState(0);
  const [batch, setBatch] = useState<AbortController | null>(null);
  // The queue as it is now, for a batch started from an older render's callback (a first photo
  // that failed: photos removed while it ran are not run).
  const queueNow = useRef(queue);
  useEffect(() => {
    queueNow.current = queue;
  }, [queue]);
  // The photo, the operation and the batch survive a reload of the tab (draft.ts).
  const draft = useMemo(() => ({ source, op, queue: queue.map(({ file: _file, ...kept }) => kept) }), [source, op, queue]);
  useTabDraft(IMAGE_DRAFT_KEY, draft, parseImageDraft, (saved) => {
    setSource(saved.source);
    setOp(saved.op);
    if (saved.queue.length > 0) loadPart(() => import('./batch')).then(({ restoreQueue }) => restoreQueue(saved.queue).then(setQueue), setLost);
  });

  function addResult(outcome: RunOutcome, request: RunRequest, from: SourceImage) {
    // Loaded with the first result, not with the page.
    loadPart(() => import('./recent-result')).then(({ recentResultOf }) => {
      const item = recentResultOf(outcome, request, from);
      setRecent([item, ...recentSnapshot()]);
      setShownId(item.id);
    }, setLost);
  }

  async function runBatch(request: RunRequest) {
    const abort = new AbortController();
    setBatch(abort);
    try {
      const { runQueue } = await loadPart(() => import('./batch'));
      await runQueue(queueNow.current, request, abort.signal, {
        status: (id, patch) => setQueue((now) => now.map((photo) => (photo.id === id ? { ...photo, ...patch } : photo))),
        result: addResult,
      });
    } catch (failure) {
      setLost(failure);
    } finally {
      setBatch(null);
    }
  }

  const { mutation, cancel } = useImageRun((outcome: RunOutcome, request: RunRequest) => {
    setRunning(null);
    if (!source) return;
    addResult(outcome, request, source);
    if (queueNow.current.some((photo) => photo.status !== 'done')) void runBatch(request);
  });

  function queueMore(files: File[]) {
    // Ids unique across tabs too: the files are kept under them in one store of the browser.
    const batchId = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
    const photos: QueuedPhoto[] = files.slice(0, MORE_PHOTOS_MAX).map((file, i) => ({ id: `${batchId}-${i}`, name: file.name, file, status: 'waiting' }));
    const earlier = queueNow.current;
    setQueue(photos);
    setLeftOut(Math.max(0, files.length - MORE_PHOTOS_MAX));
    loadPart(() => import('./batch')).then(({ keepQueue }) => keepQueue(photos, earlier), setLost);
  }

  /** Takes photos off the batch, and their files out of the browser's keeping. */
  function unqueue(ids: string[]) {
    setQueue((now) => now.filter((photo) => !ids.includes(photo.id)));
    void import('@/lib/client/kept-files').then(({ forgetFiles }) => forgetFiles(ids), () => undefined);
  }

  function run(request: RunRequest) {
    const pixels = source?.width && source.height ? source.width * source.height : 1e6;
    // The estimate itself is worked out by the progress bar, which loads with the first run.
    const estimating: Estimating = {
      op: request.op,
      pixels,
      outscale: request.op === 'superres' ? request.input.outscale : undefined,
      upsampler: request.op === 'unblur' ? request.input.pipeline?.background_enhance : undefined,
    };
    setRunning({ startedAt: Date.now(), estimating, op: request.op });
    // A new run: an earlier result's failure to be listed is no longer the news.
    setLost(null);
    mutation.mutate(request, {
      onError: () => {
        setRunning(null);
        // The others go on after the first photo fails, as after any photo of the batch (Cancel
        // is no failure: it ends the run here).
        if (queueNow.current.some((photo) => photo.status !== 'done')) void runBatch(request);
      },
    });
  }

  const pixels = source?.width && source.height ? source.width * source.height : null;
  const overLimit = pixels !== null ? tooLarge(pixels, op) : null;
  const busy = mutation.isPending || batch !== null;
  useLeaveWarning(busy);
  const sourceUrl = source?.url ?? null;
  const size = source?.width && source.height ? { width: source.width, height: source.height } : null;

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
      <div className="min-w-0 space-y-4 self-start">
        <Card>
          <h2 className="mb-3 text-base font-semibold">Photo</h2>
          <SourcePicker source={source} onPick={setSource} onMore={queueMore} />
        </Card>
        {queue.length > 0 && (
          <BatchList
            queue={queue}
            left={leftOut}
            running={batch !== null}
            onRemove={(id) => unqueue([id])}
            onClear={() => unqueue(queue.map((photo) => photo.id))}
            onStop={() => batch?.abort()}
          />
        )}
        <Card>
          <Tabs<OperationId> label="Operation" value={op} onChange={setOp} tabs={OPERATIONS.map((o) => ({ id: o.id, label: o.label }))}>
            <p className="mb-4 text-sm text-ink-muted dark:text-ink-muted-dark">{operation(op).blurb}</p>
            {overLimit && (
              <div className="mb-4">
                <Alert tone="error">{overLimit}</Alert>
              </div>
            )}
            {op === 'unblur' && <UnblurForm source={sourceUrl} busy={busy} onRun={run} />}
            {op === 'superres' && <SuperresForm source={sourceUrl} size={size} busy={busy} onRun={run} />}
            {op === 'rembg' && <RembgForm source={sourceUrl} busy={busy} onRun={run} />}
            {op === 'colorize' && <ColorizeForm source={sourceUrl} busy={busy} onRun={run} />}
            {!source && <p className="mt-3 text-sm text-ink-muted dark:text-ink-muted-dark">Bring a photo in first.</p>}
          </Tabs>
        </Card>
      </div>

      <div className="min-w-0 space-y-6">
        {running && busy && <RunProgress startedAt={running.startedAt} estimating={running.estimating} label={operation(running.op).verb} onCancel={cancel} />}
        <ErrorMessage error={mutation.error ?? lost} />
        {shown ? (
          <ResultView result={shown} />
        ) : (
          !busy && (
            <p className="rounded-xl border border-dashed border-line p-6 text-center text-sm text-ink-muted dark:border-line-dark dark:text-ink-muted-dark">
              Results appear here with a before/after divider: drag it, or focus it and use the arrow keys; zoom with the wheel or + and −.
            </p>
          )
        )}
        {recent.length > 0 && (
          <RecentResults
            items={recent}
          current={shown?.id ?? null}
          onShow={(item) => setShownId(item.id)}
            onClear={() => {
              setRecent([]);
              setShownId(null);
            }}
          />
        )}
      </div>
    </div>
  );
}
