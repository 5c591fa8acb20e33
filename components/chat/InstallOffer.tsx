'use client';

import { useEffect } from 'react';
import { Alert, ErrorMessage } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { invalidateQueries } from '@/lib/client';
import { isDemoVisitor } from '@/lib/client/credential';
import { llmApi } from '@/lib/client/endpoints/llm';
import { DownloadError } from '@/components/models/DownloadError';
import { DownloadProgress } from '@/components/models/DownloadProgress';
import { formatBytes } from '@/lib/contract/limits/sizes';
import { useLicenceAcceptance } from '@/components/models/LicenceAcceptance';
import { useModelManager, type ModelRow } from '@/components/models/use-model-manager';
import { everySizeKnown, knownDownloadBytes } from '@/lib/contract/limits/models';

/**
 * What a fresh machine's chat page shows instead of a dead end: the catalogue chat model that
 * fits this machine's memory, with its size and licence, as one click for the owner; then the
 * download's progress; then (the chat's model list refreshed) the chat itself. Others, and
 * machines where no catalogue model fits, see how to set a model up. A demo link's visitor
 * (an /embed page) sees the server's word for visitors, and the model list is not asked for:
 * its token opens the chat only.
 */
export function InstallOffer({ guidance }: { guidance: string | null | undefined }) {
  const { listing, acting, error, install, cancel } = useModelManager({ enabled: !isDemoVisitor() });
  const data = listing.data;
  const offer = data?.models.find((m) => m.entry.id === data.recommendedChat);
  const installed = offer?.installed ?? false;
  useEffect(() => {
    // Installed: the chat's backend is this model now; its model list says so and the chat opens.
    if (installed) void invalidateQueries(llmApi.models.id);
  }, [installed]);

  if (!data || !offer || !data.canManage) {
    return (
      <div data-testid="no-backend">
        <Alert tone="info" title="Set up a language model to chat">
          <p className="mt-1 leading-relaxed">{guidance}</p>
          {data && !data.canManage && <p className="mt-2 text-xs">The owner of this studio can install one from the Models page.</p>}
        </Alert>
      </div>
    );
  }

  return <Offer entry={offer.entry} download={offer.download} acting={acting} error={error} install={install} cancel={cancel} guidance={guidance} />;
}

type Manager = ReturnType<typeof useModelManager>;
type OfferProps = Pick<Manager, 'acting' | 'error' | 'install' | 'cancel'> & Pick<ModelRow, 'entry' | 'download'> & { guidance: string | null | undefined };

/** The offer itself, once there is a model to offer and the caller may install it. */
function Offer({ entry, download, acting, error, install, cancel, guidance }: OfferProps) {
  const licence = useLicenceAcceptance(entry);
  const size = knownDownloadBytes(entry);
  const sized = everySizeKnown(entry);
  const downloading = download && (download.status === 'queued' || download.status === 'running');
  return (
    <Card className="space-y-3" data-testid="no-backend">
      <div>
        <p className="font-semibold text-ink dark:text-ink-dark" data-testid="install-offer">
          Chat on this machine with {entry.name}
        </p>
        <p className="mt-1 text-sm text-ink-muted dark:text-ink-muted-dark">
          No language model is installed yet. {entry.name} fits this machine: {sized ? formatBytes(size) : 'an unpublished size'} to download, about {formatBytes(entry.memoryMB * 1024 * 1024)} of memory, licence {entry.licence.name}
          {entry.licence.commercialUse ? '' : ' (non-commercial use only)'}. It runs here, offline, once downloaded.
        </p>
        <p className="mt-1 text-xs text-ink-muted dark:text-ink-muted-dark">{entry.quality}</p>
      </div>
      {downloading ? (
        <DownloadProgress name={entry.name} download={download} onCancel={() => void cancel(entry.id)} cancelling={acting === entry.id} />
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          {licence.checkbox}
          <Button onClick={() => void install(entry.id, licence.needed)} disabled={!licence.accepted} busy={acting === entry.id}>
            Install {entry.name}
            {sized ? ` (${formatBytes(size)})` : ''}
          </Button>
          <a href="/models" className="text-sm text-accent underline-offset-2 hover:underline dark:text-accent-dark">
            Other models
          </a>
        </div>
      )}
      {download?.status === 'error' && download.error && <DownloadError error={download.error} />}
      <ErrorMessage error={error} />
      <details className="text-xs text-ink-muted dark:text-ink-muted-dark">
        <summary className="cursor-pointer">Or use a model server of your own</summary>
        <p className="mt-1 leading-relaxed">{guidance}</p>
      </details>
    </Card>
  );
}
