'use client';

import { formatBytes } from '@/lib/contract/limits/sizes';
import { Button } from './button';
import { ProgressBar } from './progress-bar';

/** An upload under way: what is going up, how far it is, and how to stop it. */
export interface Upload {
  name: string;
  sent: number;
  total: number;
  controller: AbortController;
}

/** FileDrop's progress while a file goes up: a bar, the bytes sent of the whole, and Cancel upload. */
export function UploadProgress({ upload, onCancel }: { upload: Upload; onCancel: () => void }) {
  const percent = upload.total > 0 ? Math.min(100, Math.floor((upload.sent / upload.total) * 100)) : 0;
  const figures = `${percent}% · ${formatBytes(upload.sent)} of ${formatBytes(upload.total)}`;
  return (
    <div className="space-y-1.5" data-testid="upload-progress">
      <ProgressBar label={`Uploading ${upload.name}`} percent={percent} valueText={figures} />
      <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-ink-muted dark:text-ink-muted-dark">
        {/* Not a live region: progress events come many times a second. The bar's value text says it when asked. */}
        <span>
          Uploading {upload.name}: {upload.sent >= upload.total && upload.total > 0 ? 'checking it on the server…' : figures}
        </span>
        <Button variant="secondary" size="sm" onClick={onCancel}>
          Cancel upload
        </Button>
      </div>
    </div>
  );
}
