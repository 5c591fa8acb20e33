import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { judgeAddress } from '@/lib/server/fetch/address-policy';
import { fetchMedia } from '@/lib/server/fetch/media';
import { safeFetch, type Resolver, type SafeFetchOptions } from '@/lib/server/fetch/safe-fetch';
import { resetEnvForTests } from '@/lib/server/env';
import { ApiError } from '@/lib/server/errors';

/**
 * The safe fetcher against real HTTP servers on this machine. One server listens on every
 * local address (::, dual stack), so a URL to 127.0.0.1, [::1] or 0.0.0.0 WOULD reach it if
 * the fetcher let it through; only 127.0.0.2 is exempted, standing in for a public host.
 */
const ALLOWED = '127.0.0.2';
let server: http.Server;
let port: number;
const sockets = new Set<import('node:net').Socket>();

beforeAll(async () => {
  delete process.env.ALLOW_PRIVATE_URLS;
  resetEnvForTests();
  server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    switch (url.pathname) {
      case '/ok':
        response.writeHead(200, { 'content-type': 'image/png; charset=binary' });
        response.end(Buffer.from('fake png bytes'));
        return;
      case '/whoami':
        // Which local address the connection arrived on: proves where the fetcher connected.
        response.end(request.socket.localAddress);
        return;
      case '/redirect':
        response.writeHead(Number(url.searchParams.get('status') ?? 302), { location: url.searchParams.get('to') ?? '/ok' });
        response.end();
        return;
      case '/chain': {
        const left = Number(url.searchParams.get('n'));
        response.writeHead(302, { location: left > 0 ? `/chain?n=${left - 1}` : '/ok' });
        response.end();
        return;
      }
      case '/endless':
        // Streams forever without a length: only a fetcher that stops at maxBytes returns.
        response.writeHead(200, { 'content-type': 'application/octet-stream' });
        {
          const chunk = Buffer.alloc(64 * 1024, 1);
          const pump = () => {
            while (response.write(chunk)) {
              /* fill the buffer */
            }
          };
          response.on('drain', pump);
          pump();
        }
        return;
      case '/declared-big':
        response.writeHead(200, { 'content-length': String(50 * 1024 * 1024) });
        response.write(Buffer.alloc(1024));
        return;
      case '/hang':
        return; // never answers
      case '/status':
        response.writeHead(Number(url.searchParams.get('code')));
        response.end('nope');
        return;
      default:
        response.writeHead(404);
        response.end();
    }
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '::', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => server.close(resolve));
});

afterEach(() => {
  delete process.env.ALLOW_PRIVATE_URLS;
  resetEnvForTests();
});

const base = () => `http://${ALLOWED}:${port}`;
const options = (extra: Partial<SafeFetchOptions> = {}): SafeFetchOptions => ({
  field: 'init_image',
  maxBytes: 1024 * 1024,
  timeoutMs: 5_000,
  allowAddresses: [ALLOWED],
  ...extra,
});

async function refusal(url: string, extra: Partial<SafeFetchOptions> = {}): Promise<ApiError> {
  try {
    await safeFetch(url, options(extra));
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error(`${url} was fetched`);
}

describe('address policy', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['::1', 'loopback'],
    ['0.0.0.0', 'unspecified'],
    ['10.0.0.1', 'private'],
    ['172.16.0.1', 'private'],
    ['192.168.0.1', 'private'],
    ['169.254.169.254', 'a cloud metadata address'],
    ['169.254.1.1', 'link-local'],
    ['fd00:ec2::254', 'a cloud metadata address'],
    ['fc00::1', 'unique-local'],
    ['fe80::1', 'link-local'],
    ['224.0.0.1', 'multicast'],
    ['ff02::1', 'multicast'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['198.18.0.1', 'reserved'],
    ['255.255.255.255', 'broadcast'],
    ['::', 'unspecified'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:10.0.0.1', 'private'],
    ['::7f00:1', 'IPv4-compatible'],
    ['64:ff9b::7f00:1', 'NAT64'],
    ['2002:7f00:1::', '6to4'],
  ])('refuses %s (%s)', (address, reason) => {
    const verdict = judgeAddress(address);
    expect(verdict.allowed).toBe(false);
    expect(verdict.reason).toBe(reason);
  });

  it.each(['8.8.8.8', '93.184.216.34', '2606:4700:4700::1111'])('allows public %s', (address) => {
    expect(judgeAddress(address).allowed).toBe(true);
  });
});

describe('safeFetch', () => {
  it('fetches from an allowed server', async () => {
    const media = await safeFetch(`${base()}/ok`, options());
    expect(media.bytes.toString()).toBe('fake png bytes');
    expect(media.contentType).toBe('image/png');
    expect(media.finalUrl).toBe(`${base()}/ok`);
  });

  it.each([
    ['127.0.0.1', '127.0.0.1', 'loopback'],
    ['[::1]', '::1', 'loopback'],
    ['0.0.0.0', '0.0.0.0', 'unspecified'],
    ['10.0.0.1', '10.0.0.1', 'private'],
    ['172.16.0.1', '172.16.0.1', 'private'],
    ['192.168.0.1', '192.168.0.1', 'private'],
    ['169.254.169.254', '169.254.169.254', 'a cloud metadata address'],
    ['2130706433', '127.0.0.1', 'loopback'],
    ['0x7f000001', '127.0.0.1', 'loopback'],
    ['0177.0.0.1', '127.0.0.1', 'loopback'],
    ['127.1', '127.0.0.1', 'loopback'],
    ['[::ffff:127.0.0.1]', '127.0.0.1', 'loopback'],
    ['[fd00:ec2::254]', 'fd00:ec2::254', 'a cloud metadata address'],
  ])('refuses http://%s (a server is listening there)', async (host, address, reason) => {
    const error = await refusal(`http://${host}:${port}/ok`);
    expect(error.status).toBe(400);
    expect(error.message).toBe(`init_image: address ${address} is ${reason} and not allowed`);
  });

  it.each(['localhost', 'LOCALHOST.', 'api.localhost'])('refuses the local name %s before any look-up', async (host) => {
    let looked = false;
    const error = await refusal(`http://${host}:${port}/ok`, { resolve: async () => ((looked = true), []) });
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/^init_image: host .* is this machine and not allowed$/);
    expect(looked).toBe(false);
  });

  it('refuses a host name that resolves to loopback', async () => {
    const resolve: Resolver = async () => [{ address: '127.0.0.1', family: 4 }];
    const error = await refusal(`http://evil.example:${port}/ok`, { resolve });
    expect(error.status).toBe(400);
    expect(error.message).toBe('init_image: host evil.example resolves to 127.0.0.1, which is loopback and not allowed');
  });

  it('refuses a host name when any one of its addresses is private', async () => {
    const resolve: Resolver = async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '::ffff:192.168.1.10', family: 6 },
    ];
    const error = await refusal(`http://mixed.example:${port}/ok`, { resolve });
    expect(error.message).toContain('resolves to 192.168.1.10, which is private');
  });

  it('connects to the vetted address, not to a second DNS answer (rebinding)', async () => {
    let calls = 0;
    const resolve: Resolver = async () => {
      calls += 1;
      return [{ address: calls === 1 ? ALLOWED : '127.0.0.1', family: 4 }];
    };
    const media = await safeFetch(`http://rebind.example:${port}/whoami`, options({ resolve }));
    expect(media.bytes.toString()).toContain(ALLOWED);
    expect(calls).toBe(1);
  });

  it.each([
    ['loopback', () => `http://127.0.0.1:${port}/ok`, 'address 127.0.0.1 is loopback'],
    ['IPv6 loopback', () => `http://[::1]:${port}/ok`, 'address ::1 is loopback'],
    ['metadata', () => 'http://169.254.169.254/latest/meta-data/', 'address 169.254.169.254 is a cloud metadata address'],
    ['localhost', () => `http://localhost:${port}/ok`, 'host localhost is this machine'],
    ['decimal loopback', () => `http://2130706433:${port}/ok`, 'address 127.0.0.1 is loopback'],
    ['file:', () => 'file:///etc/passwd', 'only http, https and data: URLs are allowed, not file:'],
  ])('refuses a redirect from an allowed server to %s', async (_name, target, message) => {
    for (const status of [301, 302, 307]) {
      const error = await refusal(`${base()}/redirect?status=${status}&to=${encodeURIComponent(target())}`);
      expect(error.status).toBe(400);
      expect(error.message).toContain(`init_image: ${message}`);
    }
  });

  it("reaches a private address on the trusted origin only (the operator's upstream), and holds its redirects elsewhere to the rule", async () => {
    const upstream = `http://127.0.0.1:${port}`;
    const media = await safeFetch(`${upstream}/ok`, options({ allowAddresses: [], trustedOrigin: upstream }));
    expect(media.bytes.toString()).toBe('fake png bytes');
    // Another port of the same address is another origin.
    expect((await refusal(`http://127.0.0.1:${port + 1}/ok`, { allowAddresses: [], trustedOrigin: upstream })).message).toContain('address 127.0.0.1 is loopback');
    const away = await refusal(`${upstream}/redirect?to=${encodeURIComponent(`http://[::1]:${port}/ok`)}`, { allowAddresses: [], trustedOrigin: upstream });
    expect(away.message).toContain('init_image: address ::1 is loopback');
  });

  it('follows up to 5 redirects and refuses the 6th', async () => {
    const media = await safeFetch(`${base()}/chain?n=4`, options());
    expect(media.bytes.toString()).toBe('fake png bytes');
    expect(media.finalUrl).toBe(`${base()}/ok`);
    const error = await refusal(`${base()}/chain?n=5`);
    expect(error.message).toBe('init_image: more than 5 redirects');
  });

  it.each(['file:///etc/passwd', 'ftp://example.com/a.png', 'gopher://example.com/1', 'javascript:alert(1)', 'not a url'])(
    'refuses %s',
    async (url) => {
      const error = await refusal(url);
      expect(error.status).toBe(400);
      expect(error.message).toMatch(/^init_image: (only http, https and data: URLs are allowed|must be a valid absolute URL)/);
    },
  );

  it('refuses credentials in the URL', async () => {
    const error = await refusal(`http://user:secret@${ALLOWED}:${port}/ok`);
    expect(error.message).toBe('init_image: must not contain a user name or password');
  });

  it('stops reading a body that passes maxBytes', async () => {
    const started = performance.now();
    const error = await refusal(`${base()}/endless`, { maxBytes: 256 * 1024 });
    expect(error.status).toBe(400);
    expect(error.message).toBe('init_image: must be at most 256 KB');
    expect(performance.now() - started).toBeLessThan(4_000);
  });

  it('refuses a declared Content-Length over maxBytes without reading it', async () => {
    const error = await refusal(`${base()}/declared-big`, { maxBytes: 1024 * 1024 });
    expect(error.message).toBe('init_image: must be at most 1 MB');
  });

  it('gives up on a server that never answers (504)', async () => {
    const started = performance.now();
    const error = await refusal(`${base()}/hang`, { timeoutMs: 1_000 });
    expect(error.status).toBe(504);
    expect(error.message).toBe(`init_image: ${ALLOWED}:${port} did not answer within 1 s`);
    expect(performance.now() - started).toBeLessThan(3_000);
  });

  it('answers 502 for a host that cannot be resolved or reached', async () => {
    const unresolved = await refusal('http://nowhere.example/ok', {
      resolve: async () => {
        throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
      },
    });
    expect(unresolved.status).toBe(502);
    expect(unresolved.message).toBe('init_image: host nowhere.example could not be resolved');

    // A closed port on the allowed address: connection refused.
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, ALLOWED, resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const refused = await refusal(`http://${ALLOWED}:${closedPort}/ok`);
    expect(refused.status).toBe(502);
    expect(refused.message).toContain('ECONNREFUSED');
  });

  it('maps the remote status: 4xx is 400, 5xx is 502', async () => {
    expect((await refusal(`${base()}/status?code=404`)).status).toBe(400);
    expect((await refusal(`${base()}/status?code=503`)).status).toBe(502);
  });

  it('connects over IPv6 to a vetted address, by literal or by name', async () => {
    const literal = await safeFetch(`http://[::1]:${port}/whoami`, options({ allowAddresses: ['::1'] }));
    expect(literal.bytes.toString()).toBe('::1');
    const resolve: Resolver = async () => [{ address: '::1', family: 6 }];
    const named = await safeFetch(`http://six.example:${port}/whoami`, options({ allowAddresses: ['::1'], resolve }));
    expect(named.bytes.toString()).toBe('::1');
  });

  it('ALLOW_PRIVATE_URLS=true lifts the address rule', async () => {
    process.env.ALLOW_PRIVATE_URLS = 'true';
    resetEnvForTests();
    const media = await safeFetch(`http://127.0.0.1:${port}/ok`, options({ allowAddresses: [] }));
    expect(media.bytes.toString()).toBe('fake png bytes');
  });
});

describe('fetchMedia', () => {
  it('refuses loopback through the safe fetcher', async () => {
    await expect(fetchMedia(`http://127.0.0.1:${port}/ok`, { field: 'reference_image' })).rejects.toThrow(
      'reference_image: address 127.0.0.1 is loopback and not allowed',
    );
  });

  it("reads a result on the configured upstream's origin, as an engine sent one upstream result does, even on a private network", async () => {
    process.env.UPSTREAM_BASE_URL = `http://127.0.0.1:${port}/v1`;
    resetEnvForTests();
    try {
      expect((await fetchMedia(`http://127.0.0.1:${port}/ok`, { field: 'init_image' })).bytes.toString()).toBe('fake png bytes');
      await expect(fetchMedia(`http://localhost:${port}/ok`, { field: 'init_image' })).rejects.toThrow('init_image: host localhost is this machine and not allowed');
    } finally {
      delete process.env.UPSTREAM_BASE_URL;
      resetEnvForTests();
    }
  });

  it('decodes data: URLs and refuses broken ones with a 400', async () => {
    const media = await fetchMedia(`data:image/png;base64,${Buffer.from('hello').toString('base64')}`, { field: 'init_image' });
    expect(media.bytes.toString()).toBe('hello');
    expect(media.contentType).toBe('image/png');
    await expect(fetchMedia('data:image/png;base64', { field: 'init_image' })).rejects.toThrow('init_image: a data: URL needs a comma');
    await expect(fetchMedia('data:text/plain,%E0%A4%A', { field: 'init_image' })).rejects.toThrow('broken %-escape');
    await expect(fetchMedia(`data:image/png;base64,${'A'.repeat(4000)}`, { field: 'init_image', maxBytes: 1000 })).rejects.toThrow(
      'init_image: must be at most 1,000 bytes',
    );
  });
});
