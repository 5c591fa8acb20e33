import 'server-only';
import ipaddr from 'ipaddr.js';
import type { HeaderReader } from '../incoming';
import { PEER_HEADER, peerHookInstalled } from './peer-hook';

export interface Peer {
  /** The client's address, for per-IP limits and logs ('in-process' when none exists). */
  address: string;
  /** The request came from this machine (and through no trusted proxy). */
  loopback: boolean;
}

/**
 * Who is on the other end. With the peer hook installed, the socket's address (and, with
 * TRUST_PROXY hops, the address those proxies recorded). Without it, a request carrying no
 * X-Forwarded-For never went through an HTTP server: an in-process call (a test calling a
 * route handler), which is as local as it gets. Anything else is remote and unknown:
 * never trusted as loopback.
 */
export function peerOf(request: { readonly headers: HeaderReader }, trustProxy: number): Peer {
  const headers = request.headers;
  if (!peerHookInstalled()) {
    if (!headers.has('x-forwarded-for')) return { address: 'in-process', loopback: true };
    return { address: 'unknown', loopback: false };
  }
  const socket = headers.get(PEER_HEADER);
  if (!socket) return { address: 'unknown', loopback: false };
  // As proxy-addr does: the socket peer first, then X-Forwarded-For from right to left;
  // each trusted hop lets us believe one more entry.
  const chain = [socket, ...(headers.get('x-forwarded-for') ?? '').split(',').map((s) => s.trim()).filter(Boolean).reverse()];
  const believed = Math.min(trustProxy, chain.length - 1);
  const address = normalise(chain[believed]!);
  // A proxy on this machine that TRUST_PROXY does not vouch for makes the socket look local for
  // every client behind it. A request it forwarded for someone elsewhere (an address past the
  // believed one, or in X-Real-IP or Forwarded, that is not this machine's) is never the
  // loopback owner; it still counts under the socket's address. Entries naming this machine
  // are no one else: Next sets X-Forwarded-For to the socket's address when it is absent.
  const forwardedForOthers =
    chain.slice(believed + 1).some((entry) => !isLoopback(normalise(entry))) || (believed === 0 && claimsAnotherClient(headers));
  return { address, loopback: isLoopback(address) && !forwardedForOthers };
}

/** X-Real-IP or Forwarded naming an address that is not this machine's (a Forwarded naming none counts too). */
function claimsAnotherClient(headers: HeaderReader): boolean {
  const realIp = headers.get('x-real-ip');
  if (realIp !== null && !isLoopback(normalise(realIp.trim()))) return true;
  const forwarded = headers.get('forwarded');
  if (forwarded === null) return false;
  const clients = [...forwarded.matchAll(/for\s*=\s*"?\[?([^\]",;]+)/gi)].map((match) => normalise(match[1]!.trim()));
  return clients.length === 0 || clients.some((client) => !isLoopback(client));
}

function normalise(address: string): string {
  return address.startsWith('::ffff:') ? address.slice(7) : address;
}

export function isLoopback(address: string): boolean {
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address);
}

/** A Host header naming this machine: guards the loopback trust against DNS rebinding. */
export function isLoopbackHost(host: string | null): boolean {
  if (!host) return false;
  const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.replace(/:\d+$/, '');
  return name === 'localhost' || name === '[::1]' || isLoopback(name);
}

/**
 * The bucket an address is counted in by the per-address limits (requests, sign-in attempts).
 * An IPv6 client holds a whole /64 (ISPs hand out a /64 or more per home), so counting each
 * address apart would let one client rotate through 2^64 of them past every limit: its /64 is
 * the client, as express-rate-limit and most proxies count. IPv4 addresses count alone.
 */
export function addressBucket(address: string): string {
  if (!ipaddr.IPv6.isValid(address)) return address;
  const parts = ipaddr.IPv6.parse(address.replace(/%.*$/, '')).parts.slice(0, 4);
  return `${parts.map((part) => part.toString(16)).join(':')}::/64`;
}
