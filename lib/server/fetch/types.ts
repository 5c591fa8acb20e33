import 'server-only';
/** What the fetchers take and give back (media.ts for any user URL, safe-fetch.ts for http(s)). */
export interface FetchedMedia {
  bytes: Buffer;
  /** As the server or data: URL declared it; sniff the bytes before trusting it. */
  contentType: string;
  finalUrl: string;
}

export interface MediaFetchOptions {
  /** Refuse bodies larger than this (default FETCH_MAX_BYTES, 20 MB). */
  maxBytes?: number;
  /** Give up after this long (default FETCH_TIMEOUT_MS, 20 s). */
  timeoutMs?: number;
  /** The field the URL came from, so errors name it: init_image, reference_image, url. */
  field: string;
  signal?: AbortSignal;
  /**
   * An origin the operator configured (fetchMedia: the upstream's, whose results are URLs on
   * it): a URL on it may be on this machine's network, as the upstream itself may. A redirect
   * to any other origin is held to the address rule again.
   */
  trustedOrigin?: string;
}
