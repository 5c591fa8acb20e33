'use client';

import { PageErrorNotice } from '@/components/studio/page-error-notice';

/**
 * The last resort: a throw the pages' own boundaries (app/(studio)/error.tsx,
 * app/embed/error.tsx) cannot catch, from a layout itself: the studio's navigation, where a
 * broken drawer gives way to a plain menu first (FramePartBoundary), and this only if that
 * breaks too. It replaces the root layout, so the navigation goes with it and the notice links home, except on
 * an embed, which sits in someone else's page.
 */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  // Keep the theme the page had: this document replaces the layout whose script set it.
  const dark = typeof document !== 'undefined' && document.documentElement.classList.contains('dark');
  const embedded = typeof location !== 'undefined' && location.pathname.startsWith('/embed/');
  return (
    <html lang="en" className={dark ? 'dark' : undefined} suppressHydrationWarning>
      <body className="flex min-h-dvh items-center justify-center p-4">
        <title>Page error</title>
        <main id="main" className="contents">
          <PageErrorNotice error={error} retry={retry} homeLink={!embedded} />
        </main>
      </body>
    </html>
  );
}
