import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseEnv, portFlag } from '@/lib/server/env';
import { ConfigurationError } from '@/lib/server/errors';

/**
 * Every numeric variable .env.example documents is read by one rule (lib/server/env/rules.ts
 * wholeNumber), so a bad value is refused with the same sentence whichever it is, its bounds
 * written as the API writes numbers ("600,000", never "600000").
 */
const numeric = [...readFileSync('.env.example', 'utf8').matchAll(/^#? ?([A-Z0-9_]+)=(\d+)$/gm)].map((m) => m[1]!);

const refusal = (name: string, value: string): string => {
  try {
    parseEnv({ [name]: value });
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error(`${name}=${value} was accepted`);
};

describe('numeric settings', () => {
  it('are documented in .env.example', () => {
    expect(numeric.length).toBeGreaterThanOrEqual(35);
    expect(numeric).toEqual(expect.arrayContaining(['ENGINE_QUEUE_LIMIT', 'MUSIC_MAX_IN_PROGRESS', 'TTS_TOOL_TIMEOUT_MS', 'FACE_WORKERS', 'PORT']));
  });

  it.each(numeric)('%s refuses a value out of range, a fraction and a word with one sentence, its bounds grouped', (name) => {
    const tooBig = refusal(name, '99999999999');
    const rule = new RegExp(`^Invalid configuration: ${name}: must be a whole number between ([\\d,.]+) and ([\\d,.]+)\\. See \\.env\\.example\\.$`);
    expect(tooBig).toMatch(rule);
    // Four digits in a row would be a bound written without its thousands separator.
    expect(tooBig).not.toMatch(/\d{4}/);
    expect(refusal(name, '2.5')).toBe(tooBig);
    expect(refusal(name, 'ten')).toBe(tooBig);
  });

  it('say the bounds as the rule holds them', () => {
    expect(refusal('ENGINE_QUEUE_LIMIT', '1001')).toBe(
      'Invalid configuration: ENGINE_QUEUE_LIMIT: must be a whole number between 0 and 1,000. See .env.example.',
    );
    expect(refusal('JOB_TIMEOUT_MS', '999')).toContain('JOB_TIMEOUT_MS: must be a whole number between 1,000 and 86,400,000.');
    expect(parseEnv({ ENGINE_QUEUE_LIMIT: '1000', MUSIC_MAX_IN_PROGRESS: '2' })).toMatchObject({ ENGINE_QUEUE_LIMIT: 1000, MUSIC_MAX_IN_PROGRESS: 2 });
  });

  it('hold the -p flag to the rule of PORT', () => {
    expect(portFlag('8080')).toBe(8080);
    expect(() => portFlag('70000')).toThrow(new ConfigurationError('-p: must be a whole number between 1 and 65,535'));
    expect(() => portFlag('http')).toThrow('-p: must be a whole number between 1 and 65,535');
    expect(parseEnv({}).PORT).toBe(3000);
  });
});
