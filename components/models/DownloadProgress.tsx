'use client';

import { Button } from '@/components/ui/button';
import { formatBytes, formatDuration, formatRate } from './format';
import type { ModelRow } from './use-model-manager';

/** A running or queued download: a real progress bar with bytes, rate and time left, and Cancel. */
export function DownloadProgress({ name, download, onCancel, cancelling }: { name: string; download: NonNullable<ModelRow['download']>; onCancel?: () => void; cancelling?: boolean }) {
  const percent = download.totalBytes ? Math.min(100, Math.floor((download.receivedBytes / download.totalBytes) * 100)) : 0;
  const queued = download.status === 'queued';
  return (
    <div className="space-y-1.5" data-testid="download-progress">
      <div
        role="progressbar"
        aria-label={`Downloading ${name}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%, ${formatBytes(download.receivedBytes)} of ${formatBytes(download.totalBytes)}`}
        className="h-2.5 w-full overflow-hidden rounded-full bg-line dark:bg-line-dark"
      >
        <div className="h-full rounded-full bg-accent transition-[width] duration-300 dark:bg-accent-dark" style={{ width: `${percent}%` }} />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-ink-muted dark:text-ink-muted-dark">
        <span aria-live="polite" data-testid="download-figures">
          {queued
            ? 'Waiting to start…'
            : `${percent}% · ${formatBytes(download.receivedBytes)} of ${formatBytes(download.totalBytes)} · ${download.bytesPerSecond > 0 ? formatRate(download.bytesPerSecond) : 'measuring speed…'}${download.secondsLeft !== null ? ` · ${formatDuration(download.secondsLeft)} left` : ''}`}
        </span>
        {onCancel && (
          <Button variant="secondary" size="sm" onClick={onCancel} busy={cancelling}>
            Cancel
          </Button>
        )}
      </div>
    </div>
  );
}
