'use client';

import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { estimateSeconds, type Estimating } from './estimate';

/**
 * Progress of a running operation. The API answers once, at the end, so the bar measures
 * elapsed time against an estimate from the image size; past it, it says "finishing".
 */
export function RunProgress({ startedAt, estimating, label, onCancel }: { startedAt: number; estimating: Estimating; label: string; onCancel: () => void }) {
  const estimate = estimateSeconds(estimating);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, []);
  const elapsed = Math.max(0, (now - startedAt) / 1000);
  // Ease toward 95 %: honest about being an estimate, never "done" before the answer.
  const percent = Math.round(95 * (1 - Math.exp(-elapsed / Math.max(1, estimate))) * 1.05);
  const shown = Math.min(95, percent);
  const text = elapsed < estimate ? `${Math.round(elapsed)} s of about ${Math.round(estimate)} s` : `${Math.round(elapsed)} s, finishing…`;
  return (
    <div className="space-y-2 rounded-xl border border-line p-4 dark:border-line-dark" data-testid="run-progress">
      <div className="flex items-center justify-between gap-3 text-sm">
        <span className="font-medium">{label}…</span>
        <span className="text-ink-muted tabular-nums dark:text-ink-muted-dark">{text}</span>
      </div>
      <ProgressBar label={`${label} progress (estimated)`} percent={shown} valueText={text} />
      <div className="flex justify-end">
        <Button variant="ghost" size="sm" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
