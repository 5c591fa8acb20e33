import 'server-only';
import { env } from './env';

/**
 * The origin to put in absolute URLs we hand back (file URLs in results): PUBLIC_URL when
 * set, else the origin the caller used, from its Host header, so a page opened on
 * 127.0.0.1 gets 127.0.0.1 URLs and not the name the server was started with.
 */
export function publicOrigin(request: Request): string {
  const configured = env().PUBLIC_URL;
  if (configured) return configured.replace(/\/$/, '');
  const url = new URL(request.url);
  const host = request.headers.get('host');
  return host && /^[\w.-]+(:\d+)?$|^\[[\d:a-fA-F.]+\](:\d+)?$/.test(host) ? `${url.protocol}//${host}` : url.origin;
}
