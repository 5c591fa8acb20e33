/**
 * Headers that belong to one connection, not to the message (RFC 9110 §7.6.1), which whatever
 * forwards HTTP must not pass on: the downloader's vetting proxy (lib/engine/social/vetting-proxy.ts)
 * and the front forwarding pages to their thread (lib/server/front/pages-thread.ts) both ask here.
 *
 * Besides the RFC's list and the names a message's own Connection header lists:
 * - Keep-Alive and Proxy-Connection, which HTTP/1.0 clients still send;
 * - Proxy-Authorization and Proxy-Authenticate, the proxy's own password and its challenge;
 * - Expect: Node's server has already answered `100-continue` by the time a handler runs, so
 *   the next hop would only be asked again.
 */
const ALWAYS: ReadonlySet<string> = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'proxy-authorization',
  'proxy-authenticate',
  'expect',
]);

type HeaderValue = string | string[] | number | undefined;

/** A test for one message's headers: the fixed list, and every name its Connection header lists. */
export function hopByHopRule(connection: HeaderValue): (name: string) => boolean {
  const listed = new Set<string>();
  for (const value of [connection ?? []].flat()) {
    for (const name of String(value).split(',')) if (name.trim()) listed.add(name.trim().toLowerCase());
  }
  return (name) => {
    const lower = name.toLowerCase();
    return ALWAYS.has(lower) || listed.has(lower);
  };
}

/** Headers as node:http gives them (names in lower case), without the hop-by-hop ones. */
export function withoutHopByHop<T extends Record<string, HeaderValue>>(headers: T): Partial<T> {
  const isHopByHop = hopByHopRule(headers.connection);
  const kept: Partial<T> = {};
  for (const name of Object.keys(headers) as (keyof T & string)[]) {
    if (headers[name] !== undefined && !isHopByHop(name)) kept[name] = headers[name];
  }
  return kept;
}

/** Raw headers (name, value, name, value…: repeated ones such as Set-Cookie kept apart), without the hop-by-hop ones. */
export function rawWithoutHopByHop(raw: readonly string[]): string[] {
  const connection: string[] = [];
  for (let i = 0; i < raw.length; i += 2) if (raw[i]!.toLowerCase() === 'connection') connection.push(raw[i + 1]!);
  const isHopByHop = hopByHopRule(connection);
  const kept: string[] = [];
  for (let i = 0; i < raw.length; i += 2) if (!isHopByHop(raw[i]!)) kept.push(raw[i]!, raw[i + 1]!);
  return kept;
}
