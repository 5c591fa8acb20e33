'use client';

import { useMutation, useQuery, type UseMutationOptions, type UseQueryOptions } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, type UseFormProps } from 'react-hook-form';
import type { z } from 'zod';
import type { EndpointContract, RequestInputOf, ResultOf } from '@/lib/contract/define';
import { ApiClientError, callEndpoint } from './api';
import type { EndpointRef } from './endpoints';
import { lazySchemaResolver, type SchemaLoader } from './lazy-resolver';

/** A GET endpoint as a React Query query, keyed by endpoint id and input. */
export function useEndpointQuery<E extends EndpointContract>(
  endpoint: EndpointRef<E>,
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
  endpoint: EndpointRef<E>,
  options: Omit<UseMutationOptions<ResultOf<E>, ApiClientError, RequestInputOf<E>>, 'mutationFn'> = {},
) {
  return useMutation<ResultOf<E>, ApiClientError, RequestInputOf<E>>({
    mutationKey: [endpoint.id],
    mutationFn: (input) => callEndpoint(endpoint, input),
    ...options,
  });
}

/**
 * A react-hook-form form validated by the endpoint's own request schema from the contract,
 * so the rules a user sees inline are exactly the ones the API enforces. The schema (with
 * zod) loads on the first validation, not with the page:
 * `useContractForm(() => import('@/lib/contract/music').then((m) => m.simpleRequest), …)`.
 * Helper text reads its numbers from `lib/contract/limits`, which the schema is built from.
 */
export function useContractForm<Req extends z.ZodType>(
  loadSchema: SchemaLoader<Req>,
  options: Omit<UseFormProps<z.input<Req> & object, unknown, z.output<Req> & object>, 'resolver'> = {},
) {
  // One resolver per form: it keeps the loaded schema across renders.
  const [resolver] = useState(() => lazySchemaResolver<z.input<Req> & object>(loadSchema));
  return useForm<z.input<Req> & object, unknown, z.output<Req> & object>({
    resolver: resolver as never,
    mode: 'onChange',
    ...options,
  });
}
