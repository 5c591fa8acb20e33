import type { ReactNode } from 'react';
import { Suspense } from 'react';
import { EmbedCredential } from '@/components/studio/embed-credential';

/**
 * Chrome-less pages for iframes and demo links: the same capability components as the
 * studio, no navigation. A demo link's #token= becomes the page's credential.
 */
export default function EmbedLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="mx-auto w-full max-w-5xl p-3 sm:p-4">
      <Suspense fallback={null}>
        <EmbedCredential />
      </Suspense>
      {children}
    </main>
  );
}
