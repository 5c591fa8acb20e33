'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiClientError } from './api';

/**
 * One-shot mutations for the studio's forms (the part of React Query's useMutation the pages
 * used: status, data, error, variables, onSuccess/onError/onSettled, reset), beside the
 * cached reads in query.ts.
 */

export interface MutationCallbacks<T, Input, E> {
  onSuccess?: (result: T, input: Input) => unknown;
  onError?: (error: E, input: Input) => unknown;
  onSettled?: () => unknown;
}

export interface MutationResult<T, Input, E> {
  mutate: (input: Input, callbacks?: MutationCallbacks<T, Input, E>) => void;
  mutateAsync: (input: Input) => Promise<T>;
  reset: () => void;
  data: T | undefined;
  error: E | null;
  variables: Input | undefined;
  status: 'idle' | 'pending' | 'error' | 'success';
  isIdle: boolean;
  isPending: boolean;
  isError: boolean;
  isSuccess: boolean;
}

/**
 * A one-shot call with its state. A result that arrives after `reset()` (a cancelled run)
 * or after a newer call started is dropped, as React Query does.
 */
export function useMutationState<T, Input, E = ApiClientError>(run: (input: Input) => Promise<T>, options: MutationCallbacks<T, Input, E> = {}): MutationResult<T, Input, E> {
  const [state, setState] = useState<{ status: MutationResult<T, Input, E>['status']; data?: T; error: E | null; variables?: Input }>({ status: 'idle', error: null });
  const latest = useRef({ run, options, call: 0 });
  // The newest callbacks, for a call made after this render committed.
  useEffect(() => {
    latest.current.run = run;
    latest.current.options = options;
  });

  const mutateAsync = useCallback(async (input: Input, callbacks?: MutationCallbacks<T, Input, E>) => {
    const call = ++latest.current.call;
    const current = () => call === latest.current.call;
    setState({ status: 'pending', error: null, variables: input });
    try {
      const data = await latest.current.run(input);
      if (current()) {
        setState({ status: 'success', data, error: null, variables: input });
        await latest.current.options.onSuccess?.(data, input);
        await callbacks?.onSuccess?.(data, input);
      }
      return data;
    } catch (error) {
      if (current()) {
        setState({ status: 'error', error: error as E, variables: input });
        await latest.current.options.onError?.(error as E, input);
        await callbacks?.onError?.(error as E, input);
      }
      throw error;
    } finally {
      if (current()) {
        await latest.current.options.onSettled?.();
        await callbacks?.onSettled?.();
      }
    }
  }, []);

  const mutate = useCallback(
    (input: Input, callbacks?: MutationCallbacks<T, Input, E>) => {
      mutateAsync(input, callbacks).catch(() => undefined); // the error is in the state
    },
    [mutateAsync],
  );
  const reset = useCallback(() => {
    latest.current.call++;
    setState({ status: 'idle', error: null });
  }, []);

  return {
    mutate,
    mutateAsync: (input: Input) => mutateAsync(input),
    reset,
    data: state.data,
    error: state.error,
    variables: state.variables,
    status: state.status,
    isIdle: state.status === 'idle',
    isPending: state.status === 'pending',
    isError: state.status === 'error',
    isSuccess: state.status === 'success',
  };
}
