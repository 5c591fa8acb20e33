'use client';

import { useRef } from 'react';
import type { RequestInputOf, ResultOf } from '@/lib/contract/define';
import type { contract } from '@/lib/contract/registry';
import { callEndpoint, type ApiClientError } from '@/lib/client/api';
import { api } from '@/lib/client/endpoints';
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

/** One request of one operation (a batch's photos go through it too: batch.tsx). */
export async function callOperation(request: RunRequest, signal: AbortSignal): Promise<RunOutcome> {
  switch (request.op) {
    case 'unblur':
      return { op: 'unblur', result: await callEndpoint(api.image.unblur, request.input, { signal }) };
    case 'superres':
      return { op: 'superres', result: await callEndpoint(api.image.gfp_superres, request.input, { signal }) };
    case 'rembg':
      return { op: 'rembg', result: await callEndpoint(api.image.rembg, request.input, { signal }) };
    case 'colorize':
      return { op: 'colorize', result: await callEndpoint(api.image.colorize, request.input, { signal }) };
  }
}

/**
 * Runs one operation at a time through the typed client, and can cancel it: the request is
 * aborted and the server stops the work for a client that went away.
 */
export function useImageRun(onSuccess: (outcome: RunOutcome, request: RunRequest) => void) {
  const controller = useRef<AbortController | null>(null);
  const mutation = useMutationState<RunOutcome, RunRequest, ApiClientError | Error>(
    (request) => {
      controller.current = new AbortController();
      return callOperation(request, controller.current.signal);
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
