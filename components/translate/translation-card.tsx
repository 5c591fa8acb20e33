'use client';

import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorMessage } from '@/components/ui/alert';
import { EngineNote } from '@/components/ui/engine-note';
import { lazyPart } from '@/components/ui/lazy-part';
import type { ApiClientError } from '@/lib/client';
import { loadPart } from '@/lib/client/api';
import { UNDETERMINED_LANGUAGE } from '@/lib/contract/limits/translate';
import { nameOf, type Languages } from './language-names';
import type { Progress } from './use-long-translation';
import type { OpenedFile } from './opened-file';

// Shown with the first translation, so it loads then; without its file (the studio updated
// under the page) the text can still be selected and copied by hand.
const CopyButton = lazyPart(() => import('@/components/ui/copy-button').then((m) => m.CopyButton), () => null);
// Shown only while a text goes in parts: loaded then. Without its file it is left out; the
// run says what failed.
const PartsProgress = lazyPart(() => import('./parts-progress').then((m) => m.PartsProgress), () => null);

/** A translation on screen; `engine` is the API's (absent for one restored from the recent list). */
export type Shown = { text: string; lang: string; path?: string[]; source: string; engine?: string };

/** The translation side: the result (or its error), where it came from, copy, save and share. */
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
  opened,
  onSaveFailed,
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
  /** The file the text was opened from: the translation is saved as one of its kind. */
  opened: OpenedFile | null;
  /** Saving could not start (the part of the page that saves did not load). */
  onSaveFailed: (error: Error) => void;
}) {
  const linkId = useId();
  const viaPivots = shown?.path && shown.path.length > 2 ? shown.path.slice(1, -1) : [];
  return (
    <Card className="grid content-start gap-2">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-sm font-medium">Translation</h2>
        <div className="flex gap-2">
          {shown && <CopyButton text={shown.text} />}
          {/* Saved whole: not while parts are still to come. */}
          {shown && target && !progress && (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => void loadPart(() => import('./document-file')).then(({ saveTranslation }) => saveTranslation(shown.text, opened, target), onSaveFailed)}
            >
              Save
            </Button>
          )}
          <Button variant="secondary" size="sm" onClick={onShare} disabled={!canShare}>
            Share link
          </Button>
        </div>
      </div>
      <div aria-live="polite" aria-busy={pending} className="min-h-44">
        {error && <ErrorMessage error={error} />}
        {/* A long text's parts done stay on screen when a later one fails or is stopped. */}
        {progress && (
          <PartsProgress progress={progress} failed={Boolean(error)} onStop={onStop} onContinue={onContinue} />
        )}
        {error && !progress ? null : shown ? (
          <>
            {/* translate="no": a browser translating the page must not translate the translation.
                dir="auto": one into Arabic or Hebrew runs right to left. */}
            <p className="whitespace-pre-wrap text-base leading-relaxed" data-testid="translation" lang={target} dir="auto" translate="no">
              {shown.text}
            </p>
            <p className="mt-3 text-xs text-ink-muted dark:text-ink-muted-dark">
              {/* "und": a hosted service may answer that it could not tell (Intl would call it "root"). */}
              {shown.lang === UNDETERMINED_LANGUAGE ? 'Source language not determined' : `From ${nameOf(shown.lang, languages)}${shown.source === autoCode ? ' (detected)' : ''}`}
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
