'use client';

/**
 * What a page that threw while drawing shows: what failed, and the ways back. Plain elements
 * styled by `.page-error` in globals.css, because it ships with every page's first load. Work
 * typed into a page is kept by the page itself (tab drafts, saved conversations), so Try again
 * and Reload lose no more than the error already did.
 */
export function PageErrorNotice({ error, retry, homeLink }: { error: unknown; retry: () => void; homeLink: boolean }) {
  // A server component's error arrives as a generic message and a digest, which names it in the server's log.
  const { message, digest } = error instanceof Error ? (error as Error & { digest?: string }) : { message: String(error), digest: undefined };
  return (
    <div role="alert" className="page-error">
      <h1>This page stopped working</h1>
      <pre>{digest ? `${message}\nIn the server log: ${digest}` : message}</pre>
      <nav aria-label="Ways back">
        <button type="button" onClick={retry}>
          Try again
        </button>
        <button type="button" onClick={() => location.reload()}>
          Reload
        </button>
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load is the point: the page in memory is broken */}
        {homeLink && <a href="/">Studio home</a>}
      </nav>
    </div>
  );
}
