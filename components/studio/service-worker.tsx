'use client';

import { useEffect } from 'react';

/** Registers the service worker that caches the app shell (production builds only). */
export function ServiceWorker() {
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // Without a service worker the studio still works; it just is not installable offline.
    });
  }, []);
  return null;
}
