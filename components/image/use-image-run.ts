'use client';

import { useRef } from 'react';
import type { RequestInputOf, ResultOf } from '@/lib/contract/define';
import type { contract } from '@/lib/contract/registry';
import { loadPart, type ApiClientError } from '@/lib/client/api';
import { useMutationState } from '@/lib/client/mutation';

type Image = typeof contract.image;

/** One request of one operation, typed by the contract. */
export type RunRequest =
  | { op: 'unblur'; input: RequestInputOf<Image['unblur']> }
  | { op: 'superres'; input: RequestInputOf<Image['gfp_superres']> }
  | { op: 'rembg'; input: RequestInputOf<Image['rembg']> }
  | { op: 'colorize'; input: RequestInputOf<Image['colorize']> };

export type RunOutcome =
  | { op: 'unblur'; result: ResultOf<Image['unblur']> }
  | { op: 'superres'; result: ResultOf<Image['gfp_superres']> }
  | { op: 'rembg'; result: ResultOf<Image['rembg']> }
  | { op: 'colorize'; result: ResultOf<Image['colorize']> };

/**
 * Runs one operation at a time through the typed client, and can cancel it: the request is
 * aborted and the server stops the work for a client that went away.
 */
export function useImageRun(onSuccess: (outcome: RunOutcome, request: RunRequest) => void) {
  const controller = useRef<AbortController | null>(null);
  const mutation = useMutationState<RunOutcome, RunRequest, ApiClientError | Error>(
    (request) => {
      const { signal } = (controller.current = new AbortController());
      // The call itself loads with the first run, not with the page.
      return loadPart(() => import('./call-operation')).then(({ callOperation }) => callOperation(request, signal));
    },
    { onSuccess },
  );
  return {
    mutation,
    cancel: () => {
      controller.current?.abort();
      mutation.reset();
    },
  };
}
