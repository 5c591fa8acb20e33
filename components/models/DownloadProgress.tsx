'use client';

import { Button } from '@/components/ui/button';
import { formatBytes } from '@/lib/contract/limits/sizes';
import { ProgressBar } from '@/components/ui/progress-bar';
import { formatDuration, formatRate } from './format';
import type { ModelRow } from './use-model-manager';

/** A running or queued download: a real progress bar with bytes, rate and time left, and Cancel. */
export function DownloadProgress({ name, download, onCancel, cancelling }: { name: string; download: NonNullable<ModelRow['download']>; onCancel?: () => void; cancelling?: boolean }) {
  const percent = download.totalBytes ? Math.min(100, Math.floor((download.receivedBytes / download.totalBytes) * 100)) : 0;
  const queued = download.status === 'queued';
  return (
    <div className="space-y-1.5" data-testid="download-progress">
      <ProgressBar label={`Downloading ${name}`} percent={percent} valueText={`${percent}%, ${formatBytes(download.receivedBytes)} of ${formatBytes(download.totalBytes)}`} />
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
