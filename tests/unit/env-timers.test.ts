import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/lib/server/env';

/**
 * Every time in milliseconds the configuration takes ends up in a timer, and Node runs a
 * timer of more than 2^31 - 1 ms after 1 ms instead (TimeoutOverflowWarning): such a value
 * would time every call out at once. Each *_MS variable .env.example documents refuses it.
 */
const variables = [...readFileSync('.env.example', 'utf8').matchAll(/^#? ?([A-Z0-9_]+_MS)=/gm)].map((m) => m[1]!);

describe('time settings', () => {
  it('are documented in .env.example', () => {
    expect(variables.length).toBeGreaterThanOrEqual(14);
    expect(variables).toContain('MUSIC_TOOL_TIMEOUT_MS');
  });

  it.each(variables)('%s refuses a time longer than a timer can wait', (name) => {
    expect(() => parseEnv({ [name]: String(2 ** 31) })).toThrow(new RegExp(`${name}: must be`));
  });
});
