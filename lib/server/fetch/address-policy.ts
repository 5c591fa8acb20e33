import 'server-only';
import type { LookupAddress } from 'node:dns';
import { lookup as systemLookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { env } from '../env';

/**
 * THE address policy: the one place that decides whether an outbound connection to a
 * user-given (or user-configured) host may be made. Every outbound path asks `vetHost`:
 * the safe fetcher (image and face URLs, pages the downloader reads), the downloader's
 * vetting proxy for every CONNECT and request yt-dlp makes, and model downloads from a
 * mirror. Its answer lists the addresses to connect to, so the caller never asks DNS again.
 *
 * Which IP addresses may be reached: Only ordinary public unicast addresses
 * pass: everything ipaddr.js files under a special range (loopback, private, link-local
 * with the cloud metadata address 169.254.169.254, unique-local with fd00:ec2::254,
 * multicast, unspecified, carrier-grade NAT, benchmarking and documentation blocks,
 * reserved, 6to4/Teredo/NAT64 which can wrap a private IPv4 ...) is refused.
 *
 * `judgeAddress` is pure and synchronous (one address); `vetHost` resolves a name and
 * judges every address it has.
 */

/** Human words for ipaddr.js range names, used in the 400 message. */
const RANGE_WORDS: Record<string, string> = {
  unspecified: 'unspecified',
  broadcast: 'broadcast',
  multicast: 'multicast',
  linkLocal: 'link-local',
  loopback: 'loopback',
  carrierGradeNat: 'carrier-grade NAT',
  private: 'private',
  reserved: 'reserved',
  uniqueLocal: 'unique-local',
  ipv4Mapped: 'IPv4-mapped',
  rfc6145: 'IPv4-translated',
  rfc6052: 'NAT64',
  '6to4': '6to4',
  teredo: 'Teredo',
  benchmarking: 'benchmarking',
  deprecatedSiteLocal: 'site-local',
  discard: 'discard-only',
};

/** Addresses named outright, whatever range they fall in, so the message says what they are. */
const METADATA_ADDRESSES = new Set(['169.254.169.254', 'fd00:ec2::254', '100.100.100.200', '169.254.170.2']);

export interface AddressVerdict {
  allowed: boolean;
  /** The address in canonical form (IPv4-mapped IPv6 unwrapped to IPv4). */
  address: string;
  /** Why it is refused, as words: "private", "loopback", "a cloud metadata address". */
  reason?: string;
}

/** Judges one literal IP address (v4 or v6, without brackets). Unparseable text is refused. */
export function judgeAddress(text: string): AddressVerdict {
  const bare = text.replace(/^\[|\]$/g, '');
  if (!ipaddr.isValid(bare)) return { allowed: false, address: bare, reason: 'not a valid IP address' };
  let parsed = ipaddr.parse(bare);
  // ::ffff:127.0.0.1 is 127.0.0.1 to the kernel: judge the IPv4 inside.
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  const address = parsed.toString();
  if (METADATA_ADDRESSES.has(address)) return { allowed: false, address, reason: 'a cloud metadata address' };
  const range = parsed.range();
  if (range !== 'unicast') return { allowed: false, address, reason: RANGE_WORDS[range] ?? range };
  // ::a.b.c.d (IPv4-compatible, deprecated) is "unicast" to ipaddr.js; nothing public lives there.
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).parts.slice(0, 6).every((part) => part === 0)) {
    return { allowed: false, address, reason: 'IPv4-compatible' };
  }
  return { allowed: true, address };
}

/** True for a host part that is an IP literal (after the URL parser normalised it). */
export function isIpLiteral(hostname: string): boolean {
  return ipaddr.isValid(hostname.replace(/^\[|\]$/g, ''));
}

/** Names that mean this machine whatever DNS says (RFC 6761), refused before any look-up. */
export function isLocalName(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost') || name === 'localhost.localdomain';
}

const NEARBY_SUFFIXES = ['.local', '.lan', '.internal', '.home.arpa'];

/**
 * A host only machines on its own network can reach, judged from its name alone: this machine's
 * names, an address outside the public ranges, a name with no dot or a local-network suffix.
 * For saying what others cannot reach (a link to share, a file the hosted service must fetch),
 * not for refusing a fetch: that is vetHost's, after DNS.
 */
export function isNearbyHost(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  if (isLocalName(name)) return true;
  if (isIpLiteral(name)) return !judgeAddress(name).allowed;
  return !name.includes('.') || NEARBY_SUFFIXES.some((suffix) => name.endsWith(suffix));
}

/** Resolves a host name to every address it has (the system resolver unless a test injects one). */
export type Resolver = (hostname: string) => Promise<LookupAddress[]>;

const systemResolve: Resolver = (hostname) => systemLookup(hostname, { all: true, verbatim: true });

export interface VetOptions {
  /** Lift the rule (ALLOW_PRIVATE_URLS, local development and tests); defaults to the configuration. */
  allowPrivate?: boolean;
  /** Test hook: literal addresses exempt from the rule (a test server on 127.0.0.2 standing in for a public host). */
  allowAddresses?: Iterable<string>;
  resolve?: Resolver;
  /** Aborts the look-up; its reason is thrown as it is. */
  signal?: AbortSignal;
}

/**
 * May this host be reached, and at which addresses? `refused` tells a host the rule forbids
 * (the caller's 400) from one that cannot be found (502). Every address of the name must
 * pass: one private answer among public ones refuses the host.
 */
export type HostVerdict = { ok: true; addresses: LookupAddress[] } | { ok: false; refused: boolean; reason: string };

export async function vetHost(hostname: string, options: VetOptions = {}): Promise<HostVerdict> {
  const host = hostname.replace(/^\[|\]$/g, '');
  const allowPrivate = options.allowPrivate ?? env().ALLOW_PRIVATE_URLS;
  const exempt = new Set(options.allowAddresses ?? []);
  const permitted = (address: string) => allowPrivate || exempt.has(address);

  if (isIpLiteral(host)) {
    const verdict = judgeAddress(host);
    if (!verdict.allowed && !permitted(verdict.address) && !permitted(host)) {
      return { ok: false, refused: true, reason: `address ${verdict.address} is ${verdict.reason} and not allowed` };
    }
    return { ok: true, addresses: [{ address: host, family: isIP(host) }] };
  }
  if (isLocalName(host) && !allowPrivate) return { ok: false, refused: true, reason: `host ${host} is this machine and not allowed` };

  let addresses: LookupAddress[];
  try {
    addresses = await abortable((options.resolve ?? systemResolve)(host), options.signal);
  } catch (error) {
    if (options.signal?.aborted) throw error;
    return { ok: false, refused: false, reason: `host ${host} could not be resolved` };
  }
  if (addresses.length === 0) return { ok: false, refused: false, reason: `host ${host} has no address` };
  for (const { address } of addresses) {
    const verdict = judgeAddress(address);
    if (!verdict.allowed && !permitted(verdict.address) && !permitted(address)) {
      return { ok: false, refused: true, reason: `host ${host} resolves to ${verdict.address}, which is ${verdict.reason} and not allowed` };
    }
  }
  return { ok: true, addresses };
}

function abortable<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}
