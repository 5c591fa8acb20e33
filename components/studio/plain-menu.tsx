import type { ReactNode } from 'react';

/**
 * The menu below 1024 px without any script of its own: a native disclosure, which the browser
 * opens and closes. What the studio shows if its drawer (mobile-menu.tsx) throws; its links
 * load whole pages, so it never needs closing by hand.
 */
export function PlainMenu({ children }: { children: ReactNode }) {
  return (
    <details className="group">
      <summary className="grid size-9 cursor-pointer list-none place-items-center rounded-lg hover:bg-accent-soft dark:hover:bg-accent-soft-dark [&::-webkit-details-marker]:hidden">
        <span aria-hidden className="group-open:hidden">
          ☰
        </span>
        <span aria-hidden className="hidden group-open:inline">
          ✕
        </span>
        <span className="sr-only">Menu</span>
      </summary>
      <nav
        aria-label="Studio"
        className="fixed inset-x-0 top-14 z-20 max-h-[calc(100dvh-3.5rem)] overflow-y-auto border-b border-line bg-surface p-3 shadow-lg lg:hidden dark:border-line-dark dark:bg-surface-dark"
      >
        {children}
      </nav>
    </details>
  );
}
