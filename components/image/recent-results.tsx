'use client';

import { useState } from 'react';
import { cn } from '@/components/ui/cn';
import { loadPart } from '@/lib/client/api';
import { useLeaveWarning } from '@/lib/client/leave-warning';
import type { RecentResult } from './history';
import { operation } from './operations';

/** Thumbnails shown until all are asked for: each is a whole result, decoded at full size. */
const FIRST_SHOWN = 12;

/** Thumbnails of the latest results in this browser; choosing one shows it again; all of them in one zip. */
export function RecentResults({ items, current, onShow, onClear }: { items: RecentResult[]; current: string | null; onShow: (item: RecentResult) => void; onClear: () => void }) {
  /** While the zip is made: how many results are in it so far. */
  const [zipping, setZipping] = useState<number | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  const [all, setAll] = useState(false);
  // The zip is written into the download as it is made: leaving would cut it off.
  useLeaveWarning(zipping !== null);
  if (items.length === 0) return null;
  const shown = all ? items : items.slice(0, FIRST_SHOWN);

  async function downloadAll() {
    setZipping(0);
    setSaid(null);
    try {
      const { saveResultsZip } = await loadPart(() => import('./zip-results'));
      const { saved, missing, name } = await saveResultsZip(items, { onProgress: setZipping });
      const left = missing ? ` ${missing} could not be read (removed since, or another server's) and ${missing === 1 ? 'is' : 'are'} not in it.` : '';
      setSaid(saved ? `Saved ${saved} result${saved === 1 ? '' : 's'} in ${name}.${left}` : `No result could be read, so nothing was saved.${left}`);
    } catch (failure) {
      setSaid(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setZipping(null);
    }
  }

  return (
    <section aria-labelledby="image-recent" className="space-y-2">
      <div className="flex items-center justify-between">
        <h2 id="image-recent" className="text-base font-semibold">
          Recent results
        </h2>
        <span className="flex gap-3">
          <button type="button" onClick={() => void downloadAll()} disabled={zipping !== null} className="text-sm text-ink-muted underline-offset-2 hover:underline disabled:opacity-60 dark:text-ink-muted-dark">
            {zipping === null ? 'Download all (.zip)' : `Zipping… ${zipping} of ${items.length}`}
          </button>
          <button type="button" onClick={onClear} className="text-sm text-ink-muted underline-offset-2 hover:underline dark:text-ink-muted-dark">
            Clear
          </button>
        </span>
      </div>
      {said && (
        <p role="status" className="text-sm text-ink-muted dark:text-ink-muted-dark" data-testid="zip-outcome">
          {said}
        </p>
      )}
      <ul id="image-recent-list" className="grid grid-cols-3 gap-2 sm:grid-cols-4 xl:grid-cols-6" data-testid="recent-results">
        {shown.map((item) => (
          <li key={item.id}>
            <button
              type="button"
              onClick={() => onShow(item)}
              aria-pressed={item.id === current}
              className={cn(
                'block w-full overflow-hidden rounded-lg border text-left',
                item.id === current ? 'border-accent ring-2 ring-accent dark:border-accent-dark dark:ring-accent-dark' : 'border-line dark:border-line-dark',
              )}
            >
              <Thumbnail src={item.after} />
              <span className="block truncate px-1.5 py-1 text-xs">
                {operation(item.op).label}: {item.summary}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {items.length > FIRST_SHOWN && (
        <button type="button" onClick={() => setAll(!all)} aria-controls="image-recent-list" className="text-sm text-ink-muted underline-offset-2 hover:underline dark:text-ink-muted-dark">
          {all ? `Show the latest ${FIRST_SHOWN}` : `Show all ${items.length}`}
        </button>
      )}
    </section>
  );
}

/** A result's thumbnail, or a plain "unavailable" square once its file is gone (kept days ago, since removed). */
function Thumbnail({ src }: { src: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const square = 'aspect-square w-full';
  if (failedSrc === src) {
    return <span className={cn(square, 'grid place-items-center bg-line text-xs text-ink-muted dark:bg-line-dark dark:text-ink-muted-dark')}>unavailable</span>;
  }
  return (
    <img
      src={src}
      alt=""
      className={cn(square, 'bg-[repeating-conic-gradient(#8882_0_25%,transparent_0_50%)] bg-[length:12px_12px] object-cover')}
      loading="lazy"
      decoding="async"
      onError={() => setFailedSrc(src)}
    />
  );
}
