'use client';

import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CopyButton } from '@/components/ui/copy-button';
import { ErrorMessage } from '@/components/ui/alert';
import { EngineNote } from '@/components/ui/engine-note';
import { ProgressBar } from '@/components/ui/progress-bar';
import type { ApiClientError } from '@/lib/client';
import { nameOf, type Languages } from './language-names';
import type { Progress } from './use-long-translation';

/** A translation on screen; `engine` is the API's (absent for one restored from the recent list). */
export type Shown = { text: string; lang: string; path?: string[]; source: string; engine?: string };

/** The translation side: the result (or its error), where it came from, copy and share. */
export function TranslationCard({
  shown,
  target,
  languages,
  pending,
  error,
  progress,
  onStop,
  onContinue,
  canShare,
  shareNote,
  onShare,
  link,
  autoCode,
}: {
  shown: Shown | null;
  target: string | undefined;
  languages: Languages | undefined;
  pending: boolean;
  error: ApiClientError | null;
  /** A long text's translation in parts: how far it has come (null for one request). */
  progress: Progress | null;
  onStop: () => void;
  /** Goes on from the next part of a stopped or failed translation in parts (absent: it cannot). */
  onContinue?: () => void;
  canShare: boolean;
  /** Why there is no share link (a text too long for one). */
  shareNote?: string;
  onShare: () => void;
  link: { url: string; copied: boolean } | null;
  autoCode: string;
}) {
  const linkId = useId();
  const viaPivots = shown?.path && shown.path.length > 2 ? shown.path.slice(1, -1) : [];
  return (
    <Card className="grid content-start gap-2">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-sm font-medium">Translation</h2>
        <div className="flex gap-2">
          {shown && <CopyButton text={shown.text} />}
          <Button variant="secondary" size="sm" onClick={onShare} disabled={!canShare}>
            Share link
          </Button>
        </div>
      </div>
      <div aria-live="polite" aria-busy={pending} className="min-h-44">
        {error && <ErrorMessage error={error} />}
        {/* A long text's parts done stay on screen when a later one fails or is stopped. */}
        {progress && <PartsProgress progress={progress} failed={Boolean(error)} onStop={onStop} onContinue={onContinue} />}
        {error && !progress ? null : shown ? (
          <>
            <p className="whitespace-pre-wrap text-base leading-relaxed" data-testid="translation" lang={target}>
              {shown.text}
            </p>
            <p className="mt-3 text-xs text-ink-muted dark:text-ink-muted-dark">
              From {nameOf(shown.lang, languages)}
              {shown.source === autoCode ? ' (detected)' : ''}
              {viaPivots.length > 0 && <> · via {viaPivots.map((c) => nameOf(c, languages)).join(', ')}</>}
            </p>
            <EngineNote engine={shown.engine} />
          </>
        ) : (
          <p className="text-sm text-ink-muted dark:text-ink-muted-dark">{pending ? 'Translating…' : 'The translation appears here.'}</p>
        )}
      </div>
      {shareNote && <p className="text-xs text-ink-muted dark:text-ink-muted-dark">{shareNote}</p>}
      {link && (
        <div className="grid gap-1">
          <label htmlFor={linkId} className="text-xs font-medium">
            {link.copied ? 'Share link (copied)' : 'Share link'}
          </label>
          <input
            id={linkId}
            readOnly
            value={link.url}
            onFocus={(e) => e.currentTarget.select()}
            className="h-9 w-full rounded-lg border border-line bg-surface px-2 font-mono text-xs dark:border-line-dark dark:bg-surface-dark"
          />
        </div>
      )}
    </Card>
  );
}

function PartsProgress({ progress, failed, onStop, onContinue }: { progress: Progress; failed: boolean; onStop: () => void; onContinue?: () => void }) {
  const { done, total, stopped } = progress;
  // A failed part says so in the error above; here only the way on, when there is one.
  if (failed && !onContinue) return null;
  return (
    <div role="status" data-testid="parts-progress" className="mb-2 flex flex-wrap items-center gap-2 text-sm text-ink-muted dark:text-ink-muted-dark">
      {stopped || failed ? (
        <>
          {!failed && (
            <span>
              Stopped: {done} of {total} parts translated.
            </span>
          )}
          {onContinue && (
            <Button variant="secondary" size="sm" onClick={onContinue}>
              Continue from part {done + 1}
            </Button>
          )}
        </>
      ) : (
        <>
          <span className="w-24">
            <ProgressBar label="Parts translated" percent={Math.round((done / total) * 100)} valueText={`${done} of ${total} parts`} />
          </span>
          <span>
            {progress.waitSeconds
              ? `Waiting ${progress.waitSeconds} s for the rate limit, then part ${Math.min(done + 1, total)} of ${total}…`
              : `Translating part ${Math.min(done + 1, total)} of ${total}…`}
          </span>
          <Button variant="ghost" size="sm" onClick={onStop}>
            Stop
          </Button>
        </>
      )}
    </div>
  );
}
