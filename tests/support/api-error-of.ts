import { ApiError } from '@/lib/server/errors';

/** The ApiError a promise rejects with; fails the test if it resolves or rejects with anything else. */
export async function apiErrorOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected an ApiError, but it succeeded');
}
