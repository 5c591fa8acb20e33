'use client';

import type { EndpointContract, RequestInputOf, ResultOf } from '@/lib/contract/define';
import { ApiClientError, callEndpoint } from './api';
import type { EndpointRef } from './endpoints';
import { useMutationState, type MutationCallbacks } from './mutation';
import { useCachedQuery, type QueryOptions } from './query';

/** A GET endpoint as a cached query, keyed by endpoint id and input. */
export function useEndpointQuery<E extends EndpointContract>(endpoint: EndpointRef<E>, input: RequestInputOf<E>, options: QueryOptions = {}) {
  return useCachedQuery<ResultOf<E>>([endpoint.id, input], (signal) => callEndpoint(endpoint, input, { signal }), options);
}

/** A POST (or DELETE) endpoint as a mutation. */
export function useEndpointMutation<E extends EndpointContract>(
  endpoint: EndpointRef<E>,
  options: MutationCallbacks<ResultOf<E>, RequestInputOf<E>, ApiClientError> = {},
) {
  return useMutationState<ResultOf<E>, RequestInputOf<E>, ApiClientError>((input) => callEndpoint(endpoint, input), options);
}
