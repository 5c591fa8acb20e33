import { describe, expect, it } from 'vitest';
import { hopByHopRule, rawWithoutHopByHop, withoutHopByHop } from './hop-by-hop';

describe('the hop-by-hop rule', () => {
  it("drops the fixed list and the names the message's Connection header lists, whatever their case", () => {
    const isHopByHop = hopByHopRule('keep-alive, X-Session-Token ,, x-other');
    for (const name of ['Connection', 'keep-alive', 'TE', 'Trailer', 'transfer-encoding', 'upgrade', 'proxy-connection', 'Proxy-Authorization', 'proxy-authenticate', 'expect']) {
      expect(isHopByHop(name), name).toBe(true);
    }
    expect(isHopByHop('x-session-token')).toBe(true);
    expect(isHopByHop('X-Other')).toBe(true);
    for (const name of ['content-type', 'content-length', 'set-cookie', 'authorization', 'x-forwarded-for', 'x-prism-peer', '']) {
      expect(isHopByHop(name), name).toBe(false);
    }
  });

  it('reads a Connection header given more than once', () => {
    const isHopByHop = hopByHopRule(['close', 'x-a, x-b']);
    expect([isHopByHop('x-a'), isHopByHop('x-b'), isHopByHop('x-c')]).toEqual([true, true, false]);
  });

  it('keeps the other headers of an object as they were, arrays included', () => {
    const kept = withoutHopByHop({
      host: 'example.test',
      connection: 'keep-alive, x-drop-me',
      'x-drop-me': '1',
      'transfer-encoding': 'chunked',
      'proxy-authorization': 'Basic cHJpc206c2VjcmV0',
      'set-cookie': ['a=1', 'b=2'],
      'content-length': 12,
      'x-missing': undefined,
    });
    expect(kept).toEqual({ host: 'example.test', 'set-cookie': ['a=1', 'b=2'], 'content-length': 12 });
  });

  it('keeps raw headers in order, repeated ones apart, and reads Connection from them', () => {
    const raw = ['Set-Cookie', 'a=1', 'Connection', 'X-Drop-Me', 'Content-Type', 'text/html', 'x-drop-me', 'gone', 'Set-Cookie', 'b=2', 'Keep-Alive', 'timeout=5'];
    expect(rawWithoutHopByHop(raw)).toEqual(['Set-Cookie', 'a=1', 'Content-Type', 'text/html', 'Set-Cookie', 'b=2']);
  });
});
