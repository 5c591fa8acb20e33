import 'server-only';
import { ApiError } from '../errors';
import type { FetchedMedia, MediaFetchOptions } from './media';

/**
 * Fetches a user-given http(s) URL. PLACEHOLDER until the platform layer lands: it refuses
 * every network URL, so nothing reaches a private address in the meantime.
 */
export async function safeFetch(url: string, options: MediaFetchOptions & { maxBytes: number }): Promise<FetchedMedia> {
  void url;
  throw new ApiError('bad_request', `${options.field}: fetching remote URLs is not available yet; upload the file instead`);
}
