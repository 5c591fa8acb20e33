import type { ReactNode } from 'react';

/**
 * Chrome-less pages for iframes and demo links: the same capability components as the
 * studio, no navigation. A demo link's #token= is the page's credential (lib/client/credential.ts).
 */
export default function EmbedLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="mx-auto w-full max-w-5xl p-3 sm:p-4">
      {children}
    </main>
  );
}
