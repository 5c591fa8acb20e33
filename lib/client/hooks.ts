'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, type UseMutationOptions, type UseQueryOptions } from '@tanstack/react-query';
import { useForm, type UseFormProps } from 'react-hook-form';
import type { z } from 'zod';
import type { EndpointContract, RequestInputOf, ResultOf } from '@/lib/contract';
import { ApiClientError, callEndpoint } from './api';

/** A GET endpoint as a React Query query, keyed by endpoint id and input. */
export function useEndpointQuery<E extends EndpointContract>(
  endpoint: E,
  input: RequestInputOf<E>,
  options: Omit<UseQueryOptions<ResultOf<E>, ApiClientError>, 'queryKey' | 'queryFn'> = {},
) {
  return useQuery<ResultOf<E>, ApiClientError>({
    queryKey: [endpoint.id, input],
    queryFn: ({ signal }) => callEndpoint(endpoint, input, { signal }),
    ...options,
  });
}

/** A POST endpoint as a React Query mutation. */
export function useEndpointMutation<E extends EndpointContract>(
  endpoint: E,
  options: Omit<UseMutationOptions<ResultOf<E>, ApiClientError, RequestInputOf<E>>, 'mutationFn'> = {},
) {
  return useMutation<ResultOf<E>, ApiClientError, RequestInputOf<E>>({
    mutationKey: [endpoint.id],
    mutationFn: (input) => callEndpoint(endpoint, input),
    ...options,
  });
}

/**
 * A react-hook-form form validated by the endpoint's own request schema, so the rules a
 * user sees inline are exactly the ones the API enforces.
 */
export function useContractForm<Req extends z.ZodObject>(
  endpoint: EndpointContract<Req>,
  options: Omit<UseFormProps<z.input<Req>, unknown, z.output<Req>>, 'resolver'> = {},
) {
  return useForm<z.input<Req>, unknown, z.output<Req>>({
    // The cast bridges zod's generic object type and the resolver's overloads.
    resolver: zodResolver(endpoint.request as never) as never,
    mode: 'onChange',
    ...options,
  });
}
