'use client';

import { useSyncExternalStore } from 'react';
import { demoTokenOf } from '@/lib/contract/limits/access';
import { setDemoToken } from '@/lib/client';

const noSubscription = () => () => {};

/**
 * Hands the demo token from the page's address (#token=, or ?token= of older links) to the API
 * client. Set during render, not in an effect, so the page's very first request already
 * carries it. The fragment exists only in the browser: the server renders without a token.
 */
export function EmbedCredential() {
  const token = useSyncExternalStore(noSubscription, () => demoTokenOf(window.location), () => null);
  setDemoToken(token);
  return null;
}
