import { describe, expect, it } from 'vitest';
import { makeRedactor, REDACTED } from './redact';

describe('the redaction step', () => {
  const secret = 'sk-live-9f8e7d6c5b4a3f2e1d0c';
  const redact = makeRedactor([secret]);

  it('removes the whole credential', () => {
    expect(redact(`invalid key ${secret}, try again`)).toBe(`invalid key ${REDACTED}, try again`);
  });

  it('removes any 8-character run of it, wherever it stands', () => {
    for (let start = 0; start + 8 <= secret.length; start++) {
      const run = secret.slice(start, start + 8);
      const out = redact(`prefix=${run}; more text`);
      expect(out, run).not.toContain(run);
      expect(out).toContain(REDACTED);
    }
  });

  it('keeps text that shares less than 8 characters with it', () => {
    const text = `sk-live is a prefix; 9f8e7d6 is seven`;
    expect(redact(text)).toBe(text);
  });

  it('handles several secrets, short ones whole, and characters that mean something to a regex', () => {
    const several = makeRedactor(['a+b(c)*d[e]f$g^h', 'short', undefined, '']);
    expect(several('x a+b(c)*d[e]f$g^h y short z')).toBe(`x ${REDACTED} y ${REDACTED} z`);
    expect(several('b(c)*d[e] alone')).toBe(`${REDACTED} alone`);
  });

  it('is the identity with no secret configured, and says so', () => {
    const none = makeRedactor([undefined, '']);
    expect(none.active).toBe(false);
    expect(none('anything at all')).toBe('anything at all');
    expect(redact.active).toBe(true);
  });

  it('is repeatable: the same text twice gives the same answer (no regex state left behind)', () => {
    const text = `key ${secret}`;
    expect(redact(text)).toBe(redact(text));
    expect(redact(text)).toBe(`key ${REDACTED}`);
  });
});
