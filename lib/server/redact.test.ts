import { describe, expect, it } from 'vitest';
import { makeRedactor, redactLogLine, REDACTED } from './redact';

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

describe('a log line on its way out', () => {
  it('censors credential-named members at any depth, strings and arrays, escaped quotes included', () => {
    const line = JSON.stringify({
      msg: 'called',
      headers: { authorization: 'Bearer psk_abc"def', host: 'x' },
      deep: { nested: { Cookie: 'sid=1', apiKey: 'k-1' } },
      answer: { 'set-cookie': ['a=1; Path=/', 'b="2"'] },
    });
    const out = redactLogLine(line);
    const parsed = JSON.parse(out);
    expect(parsed.headers).toEqual({ authorization: REDACTED, host: 'x' });
    expect(parsed.deep.nested).toEqual({ Cookie: REDACTED, apiKey: REDACTED });
    expect(parsed.answer['set-cookie']).toBe(REDACTED);
    expect(out).not.toMatch(/psk_abc|sid=1|k-1|a=1/);
  });

  it('leaves a line without such members as it was', () => {
    const line = JSON.stringify({ requestId: 'r', endpoint: 'translate.detect', status: 200, note: 'the authorization header was fine' });
    expect(redactLogLine(line)).toBe(line);
  });
});

describe('the redaction step against a plain reference', () => {
  // The reference: mark every character covered by a run (or a short secret) found by
  // comparing at every position, then cut each marked stretch as one.
  function reference(text: string, secrets: string[]): string {
    const covered = new Array<boolean>(text.length).fill(false);
    for (const secret of secrets) {
      const pieces = secret.length < 8 ? [secret] : Array.from({ length: secret.length - 7 }, (_, i) => secret.slice(i, i + 8));
      for (const piece of pieces) for (let i = 0; i + piece.length <= text.length; i++) if (text.slice(i, i + piece.length) === piece) covered.fill(true, i, i + piece.length);
    }
    let out = '';
    for (let i = 0; i < text.length; i++) {
      if (!covered[i]) out += text[i];
      else if (i === 0 || !covered[i - 1]) out += REDACTED;
    }
    return out;
  }

  it('agrees on texts made of pieces of the secrets and noise', () => {
    let seed = 7;
    const random = (n: number) => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) % n);
    const secrets = ['sk-live-9f8e7d6c5b4a3f2e1d0c', 'Zq8!Zq8!Zq8!Zq8!', 'tiny'];
    const redact = makeRedactor(secrets);
    const alphabet = 'abc-9f8Zq!tiny ';
    for (let round = 0; round < 400; round++) {
      let text = '';
      while (text.length < 120) {
        if (random(3) === 0) {
          const secret = secrets[random(secrets.length)]!;
          const from = random(secret.length);
          text += secret.slice(from, from + 4 + random(secret.length));
        } else text += alphabet[random(alphabet.length)];
      }
      expect(redact(text), text).toBe(reference(text, secrets));
    }
  });
});
