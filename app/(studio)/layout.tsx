import type { ReactNode } from 'react';
import { StudioNav } from '@/components/studio/nav';

export default function StudioLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <a href="#main" className="sr-only z-50 rounded bg-accent px-3 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2">
        Skip to content
      </a>
      <div className="lg:flex">
        <StudioNav />
        <main id="main" className="mx-auto w-full max-w-6xl min-w-0 px-4 py-6 sm:px-6 lg:py-10">
          {children}
        </main>
      </div>
    </>
  );
}
