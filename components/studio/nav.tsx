import { STUDIO_PAGES } from '@/lib/studio/pages';
import { FramePartBoundary } from './frame-part-boundary';
import { MobileMenu } from './mobile-menu';
import { NavLink } from './nav-link';
import { PlainMenu } from './plain-menu';
import { ThemeToggle } from './theme-toggle';

/**
 * Sidebar on wide screens; a menu button and drawer below 1024 px. A server component: the
 * page list is HTML, and only the current-page mark, the drawer and the theme switch run in
 * the browser. A drawer that throws gives way to a plain one (FramePartBoundary).
 */
export function StudioNav() {
  const links = (
    <ul className="space-y-0.5">
      {STUDIO_PAGES.map((page) => (
        <li key={page.slug}>
          <NavLink href={`/${page.slug}`}>
            <span aria-hidden className="w-5 text-center">
              {page.icon}
            </span>
            {page.title}
          </NavLink>
        </li>
      ))}
    </ul>
  );

  return (
    <>
      <header className="sticky top-0 z-30 flex h-14 items-center justify-between border-b border-line bg-surface/90 px-4 backdrop-blur lg:hidden dark:border-line-dark dark:bg-surface-dark/90">
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- plain links on purpose: see nav-link.tsx */}
        <a href="/" className="font-semibold">
          <span aria-hidden className="text-accent dark:text-accent-dark">◆</span> Prism Studio
        </a>
        <div className="flex items-center gap-1">
          <ThemeToggle />
          {/* The drawer breaking (an extension, say) leaves the page alone and the menu working. */}
          <FramePartBoundary fallback={<PlainMenu>{links}</PlainMenu>}>
            <MobileMenu>{links}</MobileMenu>
          </FramePartBoundary>
        </div>
      </header>
      <aside className="sticky top-0 hidden h-dvh w-60 shrink-0 flex-col border-r border-line p-4 lg:flex dark:border-line-dark">
        <div className="mb-6 flex items-center justify-between">
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- plain links on purpose: see nav-link.tsx */}
          <a href="/" className="text-lg font-semibold">
            <span aria-hidden className="text-accent dark:text-accent-dark">◆</span> Prism Studio
          </a>
          <ThemeToggle />
        </div>
        <nav aria-label="Studio" className="flex-1 overflow-y-auto">
          {links}
        </nav>
      </aside>
    </>
  );
}
