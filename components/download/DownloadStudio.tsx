'use client';

import { useRef, useState, type FormEvent } from 'react';
import { Alert, ProblemAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { useTabDraft } from '@/lib/client/tab-draft';
import { ResultCard } from './result-card';
import { MAX_URLS, parseUrlLines } from './url-lines';
import { useDownloads, type DownloadRow, type RowStatus } from './use-downloads';

/** The links typed or pasted and not yet fetched, kept for this tab: a reload once emptied the box. */
const LINKS_DRAFT_KEY = 'prism.download.links';
const parseLinks = (value: unknown) => (typeof value === 'string' ? value : null);

const STATUS_TEXT: Record<RowStatus, string> = { waiting: 'Waiting', reading: 'Reading…', done: 'Ready', failed: 'Failed' };
const STATUS_TONE: Record<RowStatus, string> = {
  waiting: 'bg-line text-ink dark:bg-line-dark dark:text-ink-dark',
  reading: 'bg-accent-soft text-accent dark:bg-accent-soft-dark dark:text-accent-dark',
  done: 'bg-success/10 text-success dark:text-success-dark',
  failed: 'bg-danger/10 text-danger dark:text-danger-dark',
};

/**
 * The downloader: paste one link or several (one per line); each becomes a row with its
 * own status, then a card with the post's details, previews and Save buttons.
 */
export function DownloadStudio() {
  const [text, setText] = useState('');
  const [problems, setProblems] = useState<string[]>([]);
  const [pasteNote, setPasteNote] = useState<string | null>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  const { rows, start, retry, clear } = useDownloads();
  useTabDraft(LINKS_DRAFT_KEY, text, parseLinks, setText);

  async function submit(event: FormEvent) {
    event.preventDefault();
    let parsed;
    try {
      parsed = await parseUrlLines(text);
    } catch (cause) {
      // The links' rule could not load (loadPart says why): the paste stays for another try.
      setProblems([cause instanceof Error ? cause.message : String(cause)]);
      return;
    }
    if (!parsed.urls.length && !parsed.problems.length) parsed.problems.push('Paste at least one link');
    setProblems(parsed.problems);
    if (parsed.problems.length) return;
    start(parsed.urls);
    setText('');
  }

  async function paste() {
    setPasteNote(null);
    try {
      const clip = (await navigator.clipboard.readText()).trim();
      if (!clip) return setPasteNote('The clipboard is empty.');
      setText((current) => (current.trim() ? `${current.trimEnd()}\n${clip}` : clip));
      setProblems([]);
      box.current?.focus();
    } catch {
      setPasteNote('The browser did not let the page read the clipboard: paste into the box with Ctrl+V (⌘V).');
    }
  }

  return (
    <div className="space-y-6">
      <Card>
        <form onSubmit={submit} noValidate className="space-y-3">
          <Field
            label="Links to posts, reels or pages"
            hint={`One per line, up to ${MAX_URLS}. Public posts only: private or login-only posts cannot be read.`}
            error={problems.length ? problems.join('. ') : undefined}
          >
            <Textarea
              ref={box}
              name="urls"
              rows={3}
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder="https://www.example.com/reel/Cx1Y2z"
              spellCheck={false}
              autoCapitalize="off"
              autoCorrect="off"
              inputMode="url"
              className="font-mono text-xs sm:text-sm"
            />
          </Field>
          <div className="flex flex-wrap gap-2">
            <Button type="submit">Fetch</Button>
            <Button type="button" variant="secondary" onClick={paste}>
              Paste
            </Button>
            {rows.length > 0 && (
              <Button type="button" variant="ghost" onClick={clear} className="ml-auto">
                Clear results
              </Button>
            )}
          </div>
          {pasteNote && <Alert tone="info">{pasteNote}</Alert>}
        </form>
      </Card>

      <section aria-labelledby="download-results">
        <CardTitle>
          <span id="download-results">Results</span>
        </CardTitle>
        {rows.length ? (
          <ul className="space-y-4">
            {rows.map((row) => (
              <ResultRow key={row.key} row={row} onRetry={() => retry(row.key)} />
            ))}
          </ul>
        ) : (
          <p className="rounded-xl border border-dashed border-line p-6 text-center text-sm text-ink-muted dark:border-line-dark dark:text-ink-muted-dark">
            Paste a link and press “Fetch”: the post’s media and details appear here, ready to preview and save.
          </p>
        )}
      </section>
    </div>
  );
}

function ResultRow({ row, onRetry }: { row: DownloadRow; onRetry: () => void }) {
  const headingId = `result-${row.key}`;
  return (
    <li>
      <Card>
        <article aria-labelledby={row.result ? headingId : undefined} aria-label={row.result ? undefined : row.url} data-testid="download-row" data-status={row.status}>
          <div className="mb-3 flex items-center gap-2">
            <p className="min-w-0 flex-1 truncate font-mono text-xs text-ink-muted dark:text-ink-muted-dark" title={row.url}>
              {row.url}
            </p>
            <span role="status" aria-live="polite" className={cn('shrink-0 rounded-full px-2 py-0.5 text-xs font-medium', STATUS_TONE[row.status])}>
              {STATUS_TEXT[row.status]}
            </span>
          </div>
          {row.status === 'failed' && (
            <div className="space-y-2">
              <ProblemAlert message={row.error ?? 'The request failed'} status={row.errorStatus} />
              <Button variant="secondary" size="sm" onClick={onRetry}>
                Try again
              </Button>
            </div>
          )}
          {(row.status === 'waiting' || row.status === 'reading') && (
            <div aria-hidden className="flex animate-pulse gap-3">
              <div className="size-20 rounded-lg bg-line dark:bg-line-dark sm:size-24" />
              <div className="flex-1 space-y-2 pt-1">
                <div className="h-4 w-2/3 rounded bg-line dark:bg-line-dark" />
                <div className="h-3 w-1/3 rounded bg-line dark:bg-line-dark" />
              </div>
            </div>
          )}
          {row.result && <ResultCard result={row.result} headingId={headingId} />}
        </article>
      </Card>
    </li>
  );
}
