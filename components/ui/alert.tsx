import type { ReactNode } from 'react';
import { cn } from './cn';

type Tone = 'error' | 'info' | 'success';
const TONES: Record<Tone, string> = {
  error: 'border-danger/40 bg-danger/5 text-danger dark:border-danger-dark/40 dark:text-danger-dark',
  info: 'border-accent/30 bg-accent-soft text-ink dark:border-accent-dark/30 dark:bg-accent-soft-dark dark:text-ink-dark',
  success: 'border-success/40 bg-success/5 text-success dark:border-success-dark/40 dark:text-success-dark',
};

/** A message box; errors are announced to screen readers as they appear. */
export function Alert({ tone = 'info', title, children }: { tone?: Tone; title?: ReactNode; children: ReactNode }) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={cn('rounded-lg border px-3 py-2 text-sm', TONES[tone])}>
      {title && <p className="font-semibold">{title}</p>}
      <div>{children}</div>
    </div>
  );
}

/** Shows an API error's message (the envelope's), or nothing. */
export function ErrorMessage({ error }: { error: unknown }) {
  if (!error) return null;
  const message = error instanceof Error ? error.message : String(error);
  return <Alert tone="error">{message}</Alert>;
}
