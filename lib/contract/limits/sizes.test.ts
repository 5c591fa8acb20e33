import { describe, expect, it } from 'vitest';
import { formatBytes, formatLimit } from './sizes';

describe('formatBytes', () => {
  it('says a byte count in the largest unit under 1,024 of it, with one decimal below 100 and no trailing .0', () => {
    expect(formatBytes(1)).toBe('1 byte');
    expect(formatBytes(1000)).toBe('1,000 bytes');
    expect(formatBytes(4 * 1024)).toBe('4 KB');
    expect(formatBytes(256 * 1024)).toBe('256 KB');
    // A limit of 20.5 MB is not rounded up to one the caller would then pass.
    expect(formatBytes(20.5 * 1024 * 1024)).toBe('20.5 MB');
    expect(formatBytes(3.44 * 1024 * 1024)).toBe('3.4 MB');
    expect(formatBytes(150.4 * 1024 * 1024)).toBe('150 MB');
    expect(formatBytes(18 * 1024 ** 3)).toBe('18 GB');
    expect(formatBytes(2048 * 1024 ** 4)).toBe('2,048 TB');
  });

  it('says a limit rounded down, so a file of the size it states fits, and what is needed rounded up', () => {
    // 1,500 bytes rounded to the nearest tenth is 1.5 KB (1,536 bytes), which the limit refuses.
    expect(formatBytes(1500)).toBe('1.5 KB');
    expect(formatLimit(1500)).toBe('1.4 KB');
    expect(formatLimit(20.56 * 1024 * 1024)).toBe('20.5 MB');
    expect(formatBytes(20.56 * 1024 * 1024, 'up')).toBe('20.6 MB');
    expect(formatLimit(150.9 * 1024 * 1024)).toBe('150 MB');
    // Round limits are said as they are set.
    expect(formatLimit(25 * 1024 * 1024)).toBe('25 MB');
    expect(formatLimit(1024)).toBe('1 KB');
    expect(formatLimit(1023)).toBe('1,023 bytes');
    // A size just over a limit, rounded up, never reads as the limit itself.
    expect(formatBytes(20 * 1024 * 1024 + 9_000, 'up')).toBe('20.1 MB');
    expect(formatLimit(20 * 1024 * 1024)).toBe('20 MB');
  });

  it('says a figure that rounds to 1,024 of a unit in the next unit, and a rate under 1 KB/s in whole bytes', () => {
    expect(formatBytes(1024 * 1024 - 1)).toBe('1 MB');
    expect(formatBytes(1024 ** 3 - 100)).toBe('1 GB');
    // Rounded down it stays below the next unit.
    expect(formatLimit(1024 * 1024 - 1)).toBe('1,023 KB');
    expect(formatBytes(512.333)).toBe('512 bytes');
    expect(formatBytes(0.6)).toBe('1 byte');
  });
});
