'use client';

import { CompareSlider } from '@/components/ui/compare-slider';
import { EngineNote } from '@/components/ui/engine-note';
import { downloadHref, sameOriginFileUrl } from '@/lib/client/file-links';
import type { RecentResult } from './history';
import { operation } from './operations';

/** The before/after comparison of one result, what it is, and its download. */
export function ResultView({ result }: { result: RecentResult }) {
  const op = operation(result.op);
  const full = sameOriginFileUrl(result.after);
  return (
    <section aria-labelledby="image-result-title" className="space-y-3" data-testid="result">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="image-result-title" className="text-base font-semibold">
          {op.label}: {result.summary}
        </h2>
        <p className="text-sm text-ink-muted tabular-nums dark:text-ink-muted-dark" data-testid="result-facts">
          {result.width && result.height ? `${result.width} × ${result.height} px · ` : ''}
          {result.seconds.toFixed(1)} s
        </p>
      </div>
      <CompareSlider before={result.before} after={result.after} beforeLabel="Before" afterLabel="After" label="Before and after divider" />
      {result.note && (
        <p className="text-sm" data-testid="result-note">
          {result.note}
        </p>
      )}
      <EngineNote engine={result.engine} />
      <div className="flex flex-wrap gap-2">
        <a
          href={downloadHref(result.after, result.downloadName)}
          download={result.downloadName}
          className="inline-flex h-10 items-center justify-center rounded-lg bg-accent px-4 text-sm font-medium text-white hover:bg-accent-strong dark:bg-accent-dark dark:text-surface-dark"
        >
          Download
        </a>
        <a
          href={full}
          target="_blank"
          rel="noreferrer"
          className="inline-flex h-10 items-center justify-center rounded-lg border border-line px-4 text-sm font-medium hover:bg-surface dark:border-line-dark dark:hover:bg-surface-dark"
        >
          Open full size
        </a>
      </div>
    </section>
  );
}
