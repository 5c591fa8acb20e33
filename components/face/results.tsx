'use client';

import { CompareSlider } from '@/components/ui/compare-slider';
import { downloadHref } from '@/lib/client/file-links';
import { Button } from '@/components/ui/button';

export interface FaceResult {
  id: string;
  title: string;
  detail?: string;
  before: string;
  after: string;
  seconds: number;
  downloadName: string;
}

/** Results, newest first: each with a before/after divider and a download link. */
export function FaceResults({ results, onClear }: { results: FaceResult[]; onClear: () => void }) {
  if (results.length === 0) return null;
  return (
    <section aria-labelledby="face-results-title" className="space-y-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id="face-results-title" className="text-base font-semibold">
          Results
        </h2>
        <Button variant="ghost" size="sm" onClick={onClear}>
          Clear
        </Button>
      </div>
      <ul className="grid gap-4 md:grid-cols-2" data-testid="face-results">
        {results.map((result) => (
          <li key={result.id} className="space-y-2 rounded-xl border border-line p-3 dark:border-line-dark" data-testid="face-result">
            <CompareSlider before={result.before} after={result.after} afterLabel={result.title} label={`Compare the original with ${result.title}`} />
            <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <div className="min-w-0">
                <p className="font-medium">{result.title}</p>
                <p className="text-ink-muted dark:text-ink-muted-dark">
                  {result.detail ? `${result.detail} · ` : ''}
                  {result.seconds.toFixed(1)} s
                </p>
              </div>
              <a
                href={downloadHref(result.after, result.downloadName)}
                download={result.downloadName}
                className="inline-flex h-8 items-center rounded-lg border border-line px-3 text-sm font-medium hover:bg-surface dark:border-line-dark dark:hover:bg-surface-dark"
              >
                Download
              </a>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
