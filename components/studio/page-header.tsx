import type { ReactNode } from 'react';

export function PageHeader({ title, blurb, actions }: { title: string; blurb?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{title}</h1>
        {blurb && <p className="mt-1 max-w-2xl text-ink-muted dark:text-ink-muted-dark">{blurb}</p>}
      </div>
      {actions}
    </div>
  );
}
