'use client';

import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { PART_NOUNS } from './plan';
import type { Progress } from './use-long-translation';

/** How far a text in parts has come, with Stop while it runs and Continue once stopped or failed. */
export function PartsProgress({ progress, failed, onStop, onContinue }: { progress: Progress; failed: boolean; onStop: () => void; onContinue?: () => void }) {
  const { done, total, stopped } = progress;
  const { one, many, Many } = PART_NOUNS[progress.kind];
  // A failed part says so in the error above; here only the way on, when there is one.
  if (failed && !onContinue) return null;
  return (
    <div role="status" data-testid="parts-progress" className="mb-2 flex flex-wrap items-center gap-2 text-sm text-ink-muted dark:text-ink-muted-dark">
      {stopped || failed ? (
        <>
          {!failed && (
            <span>
              Stopped: {done} of {total} {many} translated.
            </span>
          )}
          {onContinue && (
            <Button variant="secondary" size="sm" onClick={onContinue}>
              Continue from {one} {done + 1}
            </Button>
          )}
        </>
      ) : (
        <>
          <span className="w-24">
            <ProgressBar label={`${Many} translated`} percent={Math.round((done / total) * 100)} valueText={`${done} of ${total} ${many}`} />
          </span>
          <span>
            {progress.waitSeconds
              ? `Waiting ${progress.waitSeconds} s for the rate limit, then ${one} ${Math.min(done + 1, total)} of ${total}…`
              : `Translating ${one} ${Math.min(done + 1, total)} of ${total}…`}
          </span>
          <Button variant="ghost" size="sm" onClick={onStop}>
            Stop
          </Button>
        </>
      )}
    </div>
  );
}
