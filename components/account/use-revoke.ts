'use client';

import { useState } from 'react';
import type { EndpointRef } from '@/lib/client';
import { callEndpoint, invalidateQueries } from '@/lib/client';
import { withId } from '@/lib/client/with-id';

/**
 * Revoking one row of a credentials list (API keys, demo links): ask first, call the
 * revoke endpoint for that id, refresh the list; `revoking` is the id in flight, `error`
 * the last failure.
 */
export function useRevoke(revokeEndpoint: EndpointRef, listEndpoint: EndpointRef, confirmation: (name: string) => string) {
  const [revoking, setRevoking] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);

  async function revoke(id: string, name: string) {
    if (!window.confirm(confirmation(name))) return;
    setRevoking(id);
    setError(null);
    try {
      await callEndpoint(withId(revokeEndpoint, id), {});
      await invalidateQueries(listEndpoint.id);
    } catch (failure) {
      setError(failure);
    } finally {
      setRevoking(null);
    }
  }

  return { revoke, revoking, error };
}
