'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callEndpoint, useEndpointQuery } from '@/lib/client';
import { contract, platform, type EndpointContract, type ResultOf } from '@/lib/contract';

export type ModelListing = ResultOf<typeof platform.modelsList>;
export type ModelRow = ModelListing['models'][number];

const withId = <E extends EndpointContract>(endpoint: E, id: string): E => ({ ...endpoint, path: endpoint.path.replace('{id}', encodeURIComponent(id)) });

/**
 * The model manager in the browser: the listing (polled twice a second while a download
 * runs, so the progress bar moves), and install, cancel and remove, each refreshing the
 * listing and the chat's model list (an installed chat model changes what chat answers with).
 */
export function useModelManager() {
  const queryClient = useQueryClient();
  const listing = useEndpointQuery(platform.modelsList, {}, {
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.models.some((m) => m.download?.status === 'queued' || m.download?.status === 'running') ? 500 : false),
  });
  const [acting, setActing] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);

  async function act(id: string, work: () => Promise<unknown>) {
    setActing(id);
    setError(null);
    try {
      await work();
      await queryClient.invalidateQueries({ queryKey: [platform.modelsList.id] });
      await queryClient.invalidateQueries({ queryKey: [contract.llm.models.id] });
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
    install: (id: string, acceptLicence?: boolean) => act(id, () => callEndpoint(platform.modelsInstall, { id, ...(acceptLicence ? { accept_licence: true } : {}) })),
    cancel: (id: string) => act(id, () => callEndpoint(withId(platform.modelsCancel, id), {})),
    remove: (id: string) => act(id, () => callEndpoint(withId(platform.modelsRemove, id), {})),
  };
}
