import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { checkRequestLine, expectationError } from './request-line';

/** The parts of a Node request the rules read, as Node's parser leaves them. */
function requestOf(method: string, url: string, headers: Record<string, string> = {}, httpVersion = '1.1'): IncomingMessage {
  return { method, url, headers, httpVersion } as unknown as IncomingMessage;
}

const messageOf = (verdict: ReturnType<typeof checkRequestLine>) => (verdict.kind === 'refuse' ? `${verdict.error.code}: ${verdict.error.message}` : verdict.kind);

describe('checkRequestLine', () => {
  it('routes a path with a Host, and leaves both as they were', () => {
    const req = requestOf('GET', '/api/health?x=1', { host: 'localhost:3000' });
    expect(checkRequestLine(req)).toEqual({ kind: 'route' });
    expect(req.url).toBe('/api/health?x=1');
    expect(req.headers.host).toBe('localhost:3000');
  });

  it('refuses an HTTP/1.1 request without Host, and lets HTTP/1.0 omit it', () => {
    expect(messageOf(checkRequestLine(requestOf('GET', '/api/health')))).toBe(
      'malformed_request: Host: required in HTTP/1.1; send the name and port the server was reached at',
    );
    expect(checkRequestLine(requestOf('GET', '/api/health', {}, '1.0'))).toEqual({ kind: 'route' });
  });

  it('refuses HTTP/0.9 saying so, not asking it for a Host it cannot send', () => {
    expect(messageOf(checkRequestLine(requestOf('GET', '/api/health', {}, '0.9')))).toBe('malformed_request: HTTP/0.9: not served; send HTTP/1.1 with a Host header');
  });

  it('answers OPTIONS * for the server as a whole, and refuses * with any other method', () => {
    expect(checkRequestLine(requestOf('OPTIONS', '*', { host: 'localhost' }))).toEqual({ kind: 'options-server' });
    expect(messageOf(checkRequestLine(requestOf('GET', '*', { host: 'localhost' })))).toBe(
      'malformed_request: request target: * is only for OPTIONS (the server as a whole); GET needs a path such as /api/health',
    );
  });

  it('serves an absolute-form target as its path, on the host it names (RFC 9112 3.2.2)', () => {
    const req = requestOf('GET', 'http://studio.example:8080/api/health?x=1', { host: 'other.example' });
    expect(checkRequestLine(req)).toEqual({ kind: 'route' });
    expect(req.url).toBe('/api/health?x=1');
    expect(req.headers.host).toBe('studio.example:8080');
  });

  it('takes the Host of an absolute-form target when the request had none', () => {
    const req = requestOf('GET', 'https://localhost/api/health');
    expect(checkRequestLine(req)).toEqual({ kind: 'route' });
    expect(req.headers.host).toBe('localhost');
  });

  it.each(['ftp://localhost/api/health', 'http://user:secret@localhost/api/health', 'localhost:3000', 'api/health', 'http://'])(
    'refuses %s as a target, leaving the request untouched',
    (target) => {
      const req = requestOf('GET', target, { host: 'localhost' });
      expect(messageOf(checkRequestLine(req))).toBe('malformed_request: request target: must be a path (/api/...) or an absolute http(s) URL');
      expect(req.url).toBe(target);
      expect(req.headers.host).toBe('localhost');
    },
  );
});

describe('expectationError', () => {
  it('is a 417 that names the expectation, cut to a readable length', () => {
    const error = expectationError(requestOf('POST', '/api/translate/detect', { expect: `x${'y'.repeat(200)}` }));
    expect(error.code).toBe('expectation_failed');
    expect(error.status).toBe(417);
    expect(error.message).toBe(`Expect: x${'y'.repeat(63)} cannot be met; only 100-continue is supported`);
  });
});
