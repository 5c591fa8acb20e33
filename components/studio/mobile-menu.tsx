'use client';

import { useState, type MouseEvent, type ReactNode } from 'react';

/** The menu button and drawer below 1024 px; the links inside are rendered on the server. */
export function MobileMenu({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  // Following a link closes the drawer.
  const closeOnLink = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest('a')) setOpen(false);
  };
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls="studio-menu"
        onClick={() => setOpen((o) => !o)}
        className="grid size-9 place-items-center rounded-lg hover:bg-accent-soft dark:hover:bg-accent-soft-dark"
      >
        <span aria-hidden>{open ? '✕' : '☰'}</span>
        <span className="sr-only">Menu</span>
      </button>
      {open && (
        <nav
          id="studio-menu"
          aria-label="Studio"
          onClick={closeOnLink}
          className="fixed inset-x-0 top-14 z-20 max-h-[calc(100dvh-3.5rem)] overflow-y-auto border-b border-line bg-surface p-3 shadow-lg lg:hidden dark:border-line-dark dark:bg-surface-dark"
        >
          {children}
        </nav>
      )}
    </>
  );
}
