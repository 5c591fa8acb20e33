import { Alert } from '@/components/ui/alert';
import type { ModelRow } from './use-model-manager';

/** Why the last download stopped, in words that say what to do. */
const ADVICE: Record<string, string> = {
  // The server's message says what went wrong (unreachable, busy, a cut connection) and, when
  // the host cannot be reached at all, how to install without internet: not repeated here.
  network: 'Install again to resume where it stopped.',
  not_found: 'The hub has no file at the catalogue address; the catalogue entry may be out of date.',
  checksum_mismatch: 'The downloaded bytes did not match the catalogue checksum, so they were deleted. Install again to retry.',
  insufficient_storage: 'Not enough free disk space. Free some space (or set MODELS_DIR to a larger disk) and install again.',
  stalled: 'The download stopped receiving data. Install again to resume where it stopped.',
  unauthorized: 'The hub refused the download: this model is gated. Accept its licence on the hub and set MODELS_TOKEN.',
  cancelled: 'The download was cancelled.',
};

export function DownloadError({ error }: { error: NonNullable<NonNullable<ModelRow['download']>['error']> }) {
  return (
    <Alert tone={error.code === 'cancelled' ? 'info' : 'error'} title={error.code === 'cancelled' ? 'Cancelled' : `Download failed (${error.code})`}>
      <p className="mt-1">{ADVICE[error.code] ?? error.message}</p>
      {ADVICE[error.code] && error.code !== 'cancelled' && <p className="mt-1 text-xs">{error.message}</p>}
    </Alert>
  );
}
