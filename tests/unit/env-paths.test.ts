import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/lib/server/env';

/**
 * The folders the app writes its data in. Under /proc, Node's recursive mkdir never returns,
 * so a studio started with DATA_DIR=/proc/… hung at start-up without a word.
 */
describe('data folders', () => {
  it.each(['DATA_DIR', 'MODELS_DIR'])('%s under /proc or /sys is refused with its name and the rule', (name) => {
    for (const value of ['/proc/prism', '/proc', '//proc/self/x', '/sys/prism']) {
      expect(() => parseEnv({ [name]: value })).toThrow(new RegExp(`${name}: must be a folder the app can write in, not under /proc or /sys`));
    }
  });

  it.each(['DATA_DIR', 'MODELS_DIR'])('%s elsewhere is taken as given, a folder merely named like one too', (name) => {
    for (const value of ['./data', '/var/lib/prism', '/srv/processing', '/data/proc']) {
      expect(parseEnv({ [name]: value })).toMatchObject({ [name]: value });
    }
  });
});
