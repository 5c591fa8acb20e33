'use client';

import { useSearchParams } from 'next/navigation';
import { setDemoToken } from '@/lib/client';

/**
 * Hands the demo token from the URL to the API client. Set during render, not in an
 * effect, so the page's very first request already carries it.
 */
export function EmbedCredential() {
  const token = useSearchParams().get('token');
  setDemoToken(token);
  return null;
}
