'use client';

import { useEffect } from 'react';

/**
 * While `active`, leaving the page (a reload, closing the tab, typing another address) asks
 * first. For work the server drops with the connection: a photo being enhanced, speech being
 * made, a file going up. Without it a stray reload lost minutes of work without a word.
 * Only while active: a beforeunload listener keeps the page out of the back/forward cache.
 */
export function useLeaveWarning(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Chromium before 119 and Safari ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [active]);
}
