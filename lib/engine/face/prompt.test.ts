import { describe, expect, it } from 'vitest';
import { readPrompt } from './prompt';

describe('readPrompt', () => {
  it('leaves the style alone for an empty prompt or unknown words', () => {
    for (const prompt of ['', 'a portrait of my aunt']) {
      expect(readPrompt(prompt)).toEqual({ hue: null, tint: 0, strength: 1, brightness: 0, saturation: 1, recognised: [] });
    }
  });

  it('reads a colour, an intensity and a mood, whatever the case', () => {
    const nudge = readPrompt('Something BOLD, dark and Teal');
    expect(nudge.hue).toBeCloseTo(0.47);
    expect(nudge.tint).toBeGreaterThan(0);
    expect(nudge.strength).toBeGreaterThan(1);
    expect(nudge.brightness).toBeLessThan(0);
    expect(nudge.recognised).toEqual(['teal', 'strong', 'dark']);
  });

  it('knows warm, subtle, muted and monochrome', () => {
    expect(readPrompt('warm').hue).toBeCloseTo(0.07);
    expect(readPrompt('subtle please').strength).toBeLessThan(1);
    expect(readPrompt('muted pastel').saturation).toBeLessThan(1);
    expect(readPrompt('black and white').saturation).toBe(0);
  });

  it('matches whole words only', () => {
    expect(readPrompt('bluetooth reddish boldness').recognised).toEqual([]);
  });
});
