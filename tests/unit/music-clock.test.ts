import { describe, expect, it } from 'vitest';
import { formatClock } from '@/components/music/clock';

describe("a song's clock (the card's length and the player's times)", () => {
  it('counts whole seconds down, as the player does, so a 36.6 s song reads 0:36 on the card too', () => {
    // The card rounded (0:37) while the player's end read 0:36.
    expect(formatClock(36.6)).toBe('0:36');
    expect(formatClock(59.99)).toBe('0:59');
    expect(formatClock(60)).toBe('1:00');
    expect(formatClock(125.2)).toBe('2:05');
  });

  it('reads 0:00 before the audio says how long it is', () => {
    expect(formatClock(Number.NaN)).toBe('0:00');
    expect(formatClock(Number.POSITIVE_INFINITY)).toBe('0:00');
    expect(formatClock(-1)).toBe('0:00');
  });
});
