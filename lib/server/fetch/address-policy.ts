import ipaddr from 'ipaddr.js';

/**
 * Which IP addresses a user-given URL may reach. Only ordinary public unicast addresses
 * pass: everything ipaddr.js files under a special range (loopback, private, link-local
 * with the cloud metadata address 169.254.169.254, unique-local with fd00:ec2::254,
 * multicast, unspecified, carrier-grade NAT, benchmarking and documentation blocks,
 * reserved, 6to4/Teredo/NAT64 which can wrap a private IPv4 ...) is refused.
 *
 * Pure and synchronous: no DNS here, the caller resolves first and asks about each address.
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
