import { STUDIO_PAGES } from '@/lib/studio/pages';

export const metadata = { title: 'Page not found' };

/**
 * Any address no page answers (a mistyped or old link): the studio's own look, and the pages
 * there are, instead of Next's bare "404". API paths never come here: the API front answers
 * them with the 404 envelope.
 */
export default function NotFound() {
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center p-4">
      <div className="w-full max-w-md rounded-xl border border-line bg-panel p-6 dark:border-line-dark dark:bg-panel-dark">
        <p className="text-sm font-medium text-ink-muted dark:text-ink-muted-dark">404</p>
        <h1 className="mt-1 text-2xl font-semibold">Page not found</h1>
        <p className="mt-2 text-ink-muted dark:text-ink-muted-dark">There is no page at this address. The studio&apos;s pages are:</p>
        <ul className="mt-4 grid grid-cols-2 gap-1">
          {STUDIO_PAGES.map((page) => (
            <li key={page.slug}>
              <a href={`/${page.slug}`} className="flex items-center gap-2 rounded-md px-2 py-1.5 text-accent hover:bg-accent/10 dark:text-accent-dark">
                <span aria-hidden className="w-5 text-center">
                  {page.icon}
                </span>
                {page.title}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </main>
  );
}
