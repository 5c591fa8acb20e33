'use client';

/**
 * Any studio or embed page that throws while drawing: the studio's own notice instead of Next's
 * bare "This page couldn't load", saying what failed and offering the ways back. It replaces
 * the root layout (the navigation goes with it) and ships with every page's first load, so it
 * is plain elements styled by `.page-error` in globals.css. Only the studio's notice links
 * home: an embed sits in someone else's page. Work typed into a page is kept by the page itself
 * (tab drafts, saved conversations), so Try again and Reload lose no more than the error
 * already did.
 */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  // A server component's error arrives as a generic message and a digest, which names it in the server's log.
  const { message, digest } = error instanceof Error ? (error as Error & { digest?: string }) : { message: String(error), digest: undefined };
  // Keep the theme the page had: this document replaces the layout whose script set it.
  const dark = typeof document !== 'undefined' && document.documentElement.classList.contains('dark');
  const embedded = typeof location !== 'undefined' && location.pathname.startsWith('/embed/');
  return (
    <html lang="en" className={dark ? 'dark' : undefined} suppressHydrationWarning>
      <body className="flex min-h-dvh items-center justify-center p-4">
        <title>Page error</title>
        <main id="main" role="alert" className="page-error">
          <h1>This page stopped working</h1>
          <pre>{digest ? `${message}\nIn the server log: ${digest}` : message}</pre>
          <nav>
            <button type="button" onClick={retry}>
              Try again
            </button>
            <button type="button" onClick={() => location.reload()}>
              Reload
            </button>
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load is the point: the page in memory is broken */}
            {!embedded && <a href="/">Studio home</a>}
          </nav>
        </main>
      </body>
    </html>
  );
}
