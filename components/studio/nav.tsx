'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useState } from 'react';
import { STUDIO_PAGES } from '@/lib/studio/pages';
import { cn } from '@/components/ui/cn';
import { ThemeToggle } from './theme-toggle';

/** Sidebar on wide screens; a menu button and drawer below 1024 px. */
export function StudioNav() {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);

  const links = (
    <ul className="space-y-0.5">
      {STUDIO_PAGES.map((page) => {
        const href = `/${page.slug}`;
        const active = pathname === href || pathname.startsWith(`${href}/`);
        return (
          <li key={page.slug}>
            <Link
              href={href}
              onClick={() => setOpen(false)}
              aria-current={active ? 'page' : undefined}
              className={cn(
                'flex items-center gap-3 rounded-lg px-3 py-2 text-sm',
                active
                  ? 'bg-accent-soft font-semibold text-accent dark:bg-accent-soft-dark dark:text-accent-dark'
                  : 'text-ink-muted hover:bg-accent-soft/60 hover:text-ink dark:text-ink-muted-dark dark:hover:bg-accent-soft-dark/60 dark:hover:text-ink-dark',
              )}
            >
              <span aria-hidden className="w-5 text-center">
                {page.icon}
              </span>
              {page.title}
            </Link>
          </li>
        );
      })}
    </ul>
  );

  return (
    <>
      <header className="sticky top-0 z-30 flex h-14 items-center justify-between border-b border-line bg-surface/90 px-4 backdrop-blur lg:hidden dark:border-line-dark dark:bg-surface-dark/90">
        <Link href="/" className="font-semibold">
          <span aria-hidden className="text-accent dark:text-accent-dark">◆</span> Prism Studio
        </Link>
        <div className="flex items-center gap-1">
          <ThemeToggle />
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
        </div>
      </header>
      {open && (
        <nav id="studio-menu" aria-label="Studio" className="fixed inset-x-0 top-14 z-20 max-h-[calc(100dvh-3.5rem)] overflow-y-auto border-b border-line bg-surface p-3 shadow-lg lg:hidden dark:border-line-dark dark:bg-surface-dark">
          {links}
        </nav>
      )}
      <aside className="sticky top-0 hidden h-dvh w-60 shrink-0 flex-col border-r border-line p-4 lg:flex dark:border-line-dark">
        <div className="mb-6 flex items-center justify-between">
          <Link href="/" className="text-lg font-semibold">
            <span aria-hidden className="text-accent dark:text-accent-dark">◆</span> Prism Studio
          </Link>
          <ThemeToggle />
        </div>
        <nav aria-label="Studio" className="flex-1 overflow-y-auto">
          {links}
        </nav>
      </aside>
    </>
  );
}
