'use client';

import { useEffect, useState } from 'react';
import { callEndpoint, invalidateQueries, useEndpointQuery } from '@/lib/client';
import { withId } from '@/lib/client/with-id';
import { llmApi } from '@/lib/client/endpoints/llm';
import { platformApi } from '@/lib/client/endpoints/platform';
import type { ResultOf } from '@/lib/contract/define';
import type { platform } from '@/lib/contract/platform';

export type ModelListing = ResultOf<typeof platform.modelsList>;
export type ModelRow = ModelListing['models'][number];

const POLL_MS = 500;

/**
 * The model manager in the browser: the listing (polled twice a second while a download
 * runs, so the progress bar moves), and install, cancel and remove, each refreshing the
 * listing and the chat's model list (an installed chat model changes what chat answers with).
 * Not enabled, it asks for nothing (a demo visitor may not read the model list).
 */
export function useModelManager({ enabled = true }: { enabled?: boolean } = {}) {
  const listing = useEndpointQuery(platformApi.modelsList, {}, { staleTime: 0, enabled });
  const downloading = listing.data?.models.some((m) => m.download?.status === 'queued' || m.download?.status === 'running') ?? false;
  const { refetch } = listing;
  useEffect(() => {
    if (!downloading) return;
    const timer = setInterval(() => void refetch(), POLL_MS);
    return () => clearInterval(timer);
  }, [downloading, refetch]);
  const [acting, setActing] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);

  async function act(id: string, work: () => Promise<unknown>) {
    setActing(id);
    setError(null);
    try {
      await work();
      await invalidateQueries(platformApi.modelsList.id);
      await invalidateQueries(llmApi.models.id);
    } catch (failure) {
      setError(failure);
    } finally {
      setActing(null);
    }
  }

  return {
    listing,
    acting,
    error,
    install: (id: string, acceptLicence?: boolean) => act(id, () => callEndpoint(platformApi.modelsInstall, { id, ...(acceptLicence ? { accept_licence: true } : {}) })),
    cancel: (id: string) => act(id, () => callEndpoint(withId(platformApi.modelsCancel, id), {})),
    remove: (id: string) => act(id, () => callEndpoint(withId(platformApi.modelsRemove, id), {})),
  };
}
