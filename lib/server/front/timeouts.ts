import 'server-only';

/**
 * Node's clocks on a request's arrival. Its cap on receiving a whole request (5 minutes by
 * default) cut off a 25 MB upload on a line slower than 83 KB/s, with a message about headers.
 * Headers keep 60 s; a body is timed by what arrives (BODY_IDLE_TIMEOUT_MS, node-incoming.ts),
 * and the hour is left only as the outer bound on a client that trickles a byte at a time.
 */
export const HEADERS_TIMEOUT_MS = 60_000;
export const REQUEST_TIMEOUT_MS = 60 * 60_000;
