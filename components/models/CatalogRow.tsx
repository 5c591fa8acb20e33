'use client';

import { Button } from '@/components/ui/button';
import { formatBytes } from '@/lib/contract/limits/sizes';
import { DownloadError } from './DownloadError';
import { DownloadProgress } from './DownloadProgress';
import { formatKind } from './format';
import { useLicenceAcceptance } from './LicenceAcceptance';
import type { ModelRow } from './use-model-manager';
import { everySizeKnown, knownDownloadBytes } from '@/lib/contract/limits/models';

/** One model of the catalogue: what it is, its licence, and Install, progress or Remove. */
export interface RowProps {
  model: ModelRow;
  recommended: boolean;
  canManage: boolean;
  busy: boolean;
  /** Installs; true when a non-commercial licence was accepted. */
  onInstall: (acceptLicence: boolean) => void;
  onCancel: () => void;
  onRemove: () => void;
}

export function CatalogRow({ model, recommended, canManage, busy, onInstall, onCancel, onRemove }: RowProps) {
  const { entry, download, installed } = model;
  const size = knownDownloadBytes(entry);
  const sized = everySizeKnown(entry);
  const downloading = download && (download.status === 'queued' || download.status === 'running');
  const licence = useLicenceAcceptance(entry);
  const offerInstall = !installed && !downloading && canManage;
  return (
    <li className="space-y-2 py-3" data-testid={`model-${entry.id}`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1 basis-72">
          <p className="font-medium text-ink dark:text-ink-dark">
            {entry.name}
            {recommended && <span className="ml-2 rounded bg-accent-soft px-1.5 py-0.5 text-xs text-ink dark:bg-accent-soft-dark dark:text-ink-dark">recommended for this machine</span>}
          </p>
          <p className="text-xs text-ink-muted dark:text-ink-muted-dark">
            {[
              formatKind(entry),
              [entry.parameters, entry.quantization].filter(Boolean).join(' '),
              sized ? `${formatBytes(size)} download` : 'download size not published',
              `needs ~${formatBytes(entry.memoryMB * 1024 * 1024)} memory`,
              entry.toolCalls ? 'tool calls' : '',
              entry.capability === 'translate' ? '' : `${entry.languages.length} language${entry.languages.length === 1 ? '' : 's'}`,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
          <p className="text-xs text-ink-muted dark:text-ink-muted-dark">
            Licence: {entry.licence.name}
            {!entry.licence.commercialUse && <strong className="ml-1 text-danger dark:text-danger-dark">non-commercial use only</strong>}
            {!model.fitsMemory && <span className="ml-1">· more memory than this machine can spare</span>}
          </p>
          <p className="mt-1 text-sm">{entry.quality}</p>
        </div>
        <div className="flex shrink-0 items-center gap-2">
          {installed ? (
            <>
              <span className="text-xs text-success dark:text-success-dark">Installed · {formatBytes(model.diskBytes)}</span>
              {canManage && (
                <Button variant="secondary" size="sm" onClick={onRemove} busy={busy} aria-label={`Remove ${entry.name}`}>
                  Remove
                </Button>
              )}
            </>
          ) : (
            !downloading &&
            canManage && (
              <Button size="sm" onClick={() => onInstall(licence.needed)} disabled={!licence.accepted} busy={busy} aria-label={`Install ${entry.name}`}>
                {download?.receivedBytes ? 'Resume install' : 'Install'}
              </Button>
            )
          )}
        </div>
      </div>
      {offerInstall && licence.checkbox}
      {downloading && <DownloadProgress name={entry.name} download={download} onCancel={canManage ? onCancel : undefined} cancelling={busy} />}
      {download?.status === 'error' && download.error && <DownloadError error={download.error} />}
    </li>
  );
}
