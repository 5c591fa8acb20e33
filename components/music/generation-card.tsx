'use client';

import type { GenerationRecord } from '@/lib/contract/music';
import { cn } from '@/components/ui/cn';
import { downloadHref, sameOriginFileUrl as local } from '@/lib/client/file-links';
import { formatClock } from './clock';
import { WaveformPlayer } from './waveform-player';

const STATUS_TEXT: Record<GenerationRecord['status'], string> = {
  submitted: 'Submitted',
  queued: 'Queued',
  streaming: 'Rendering · preview ready',
  complete: 'Ready',
  error: 'Failed',
};

const STATUS_TONE: Record<GenerationRecord['status'], string> = {
  submitted: 'bg-line text-ink dark:bg-line-dark dark:text-ink-dark',
  queued: 'bg-line text-ink dark:bg-line-dark dark:text-ink-dark',
  streaming: 'bg-accent-soft text-accent dark:bg-accent-soft-dark dark:text-accent-dark',
  complete: 'bg-success/10 text-success dark:text-success-dark',
  error: 'bg-danger/10 text-danger dark:text-danger-dark',
};

function DownloadLink({ href, label, title }: { href: string; label: string; title: string }) {
  return (
    <a
      // Our file: the server sends it as an attachment under the song's name.
      href={downloadHref(href)}
      download
      aria-label={`Download ${label} of ${title}`}
      className="inline-flex h-8 items-center rounded-lg border border-line px-3 text-sm font-medium hover:bg-surface dark:border-line-dark dark:hover:bg-surface-dark"
    >
      {label}
    </a>
  );
}

/** One generation: cover, title, status, player with waveform, lyrics and downloads. */
export function GenerationCard({ record, compact = false }: { record: GenerationRecord; compact?: boolean }) {
  const title = record.meta.title || 'Untitled';
  const working = record.status !== 'complete' && record.status !== 'error';
  const wav = typeof record.output.audio_wav === 'string' ? record.output.audio_wav : '';
  return (
    <article
      aria-label={title}
      data-testid="generation"
      data-status={record.status}
      className={cn('rounded-xl border border-line bg-panel shadow-sm dark:border-line-dark dark:bg-panel-dark', compact ? 'p-3' : 'p-4')}
    >
      <div className="flex gap-3">
        <div className={cn('relative shrink-0 overflow-hidden rounded-lg bg-line dark:bg-line-dark', compact ? 'size-16' : 'size-24 sm:size-28')}>
          {record.output.image_thumb ? (
            // A generated file from our own store: no optimisation pipeline needed.
            <img src={local(record.output.image_thumb)} alt={`Cover of ${title}`} className="size-full object-cover" />
          ) : (
            <div aria-hidden className={cn('grid size-full place-items-center text-2xl text-ink-muted dark:text-ink-muted-dark', working && 'animate-pulse')}>
              ♫
            </div>
          )}
        </div>
        <div className="min-w-0 flex-1">
          <h3 className="line-clamp-2 font-semibold leading-snug break-words">{title}</h3>
          <span role="status" aria-live="polite" className={cn('mt-1 inline-block rounded-full px-2 py-0.5 text-xs font-medium', STATUS_TONE[record.status])}>
            {STATUS_TEXT[record.status]}
          </span>
          <p className="mt-1 line-clamp-2 text-xs text-ink-muted dark:text-ink-muted-dark">
            {[record.meta.tags, record.meta.duration ? formatClock(record.meta.duration) : ''].filter(Boolean).join(' · ')}
          </p>
          {!compact && <p className="mt-1 text-xs text-ink-muted dark:text-ink-muted-dark">{new Date(record.created_at).toLocaleString()}</p>}
        </div>
      </div>

      <div className="mt-3">
        {record.output.audio && record.status !== 'error' ? (
          <WaveformPlayer src={local(record.output.audio)} title={title} compact={compact} />
        ) : record.status === 'error' ? null : (
          <div className="flex h-14 items-center gap-2 text-sm text-ink-muted dark:text-ink-muted-dark">
            <span aria-hidden className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" />
            Composing…
          </div>
        )}
        {record.status === 'streaming' && <p className="mt-1 text-xs text-ink-muted dark:text-ink-muted-dark">Playing the first section while the rest renders.</p>}
      </div>

      {record.status === 'error' && (
        <p role="alert" className="mt-2 rounded-lg border border-danger/40 bg-danger/5 px-3 py-2 text-sm text-danger dark:border-danger-dark/40 dark:text-danger-dark">
          {record.error.message || 'The song could not be made.'}
        </p>
      )}

      {record.status === 'complete' && (
        <div className="mt-3 flex flex-wrap gap-2">
          <DownloadLink href={local(record.output.audio)} label="MP3" title={title} />
          {wav && <DownloadLink href={local(wav)} label="WAV" title={title} />}
          {record.output.video && <DownloadLink href={local(record.output.video)} label="Video" title={title} />}
        </div>
      )}

      {record.meta.lyric && (
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer font-medium text-ink-muted hover:text-ink dark:text-ink-muted-dark dark:hover:text-ink-dark">Lyrics</summary>
          <pre className="mt-2 max-h-64 overflow-auto font-sans whitespace-pre-wrap">{record.meta.lyric}</pre>
        </details>
      )}
    </article>
  );
}
