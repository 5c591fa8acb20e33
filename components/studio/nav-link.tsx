'use client';

import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';

/**
 * A navigation link that marks itself as the current page. A plain link, not next/link:
 * studio pages are static HTML the service worker keeps, so a full load is quick, and
 * next/link's router glue (~3 kB gz) would ride on every page.
 */
export function NavLink({ href, children }: { href: string; children: ReactNode }) {
  const pathname = usePathname();
  const active = pathname === href || pathname.startsWith(`${href}/`);
  return (
    <a
      href={href}
      aria-current={active ? 'page' : undefined}
      className={cn(
        'flex items-center gap-3 rounded-lg px-3 py-2 text-sm',
        active
          ? 'bg-accent-soft font-semibold text-accent dark:bg-accent-soft-dark dark:text-accent-dark'
          : 'text-ink-muted hover:bg-accent-soft/60 hover:text-ink dark:text-ink-muted-dark dark:hover:bg-accent-soft-dark/60 dark:hover:text-ink-dark',
      )}
    >
      {children}
    </a>
  );
}
