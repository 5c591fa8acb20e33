import 'server-only';
import { env } from './env';
import type { WithHeaders } from './incoming';

/**
 * The origin to put in absolute URLs we hand back (file URLs in results): PUBLIC_URL when
 * set, else the origin the caller used, from its Host header, so a page opened on
 * 127.0.0.1 gets 127.0.0.1 URLs and not the name the server was started with.
 */
export function publicOrigin(request: WithHeaders): string {
  const configured = env().PUBLIC_URL;
  if (configured) return configured.replace(/\/$/, '');
  const host = request.headers.get('host');
  if (usableHost(host)) return `${request.url.startsWith('https:') ? 'https:' : 'http:'}//${host}`;
  return new URL(request.url).origin;
}

/** A Host header that is a name or address with an optional port, nothing else. */
export function usableHost(host: string | null | undefined): host is string {
  return Boolean(host) && /^[\w.-]+(:\d+)?$|^\[[\d:a-fA-F.]+\](:\d+)?$/.test(host!);
}
