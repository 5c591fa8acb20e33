import { describe, expect, it } from 'vitest';
import { PREAMBLE_MAX_CHARS, PREAMBLE_MAX_TOKENS, pastPreamble } from './preamble';

describe('pastPreamble', () => {
  it('waits through a line said before a call', () => {
    expect(pastPreamble('', 0)).toBe(false);
    expect(pastPreamble('\n  ', 2)).toBe(false);
    expect(pastPreamble('Let me check the time for you.', 8)).toBe(false);
    expect(pastPreamble('Sure! To answer that I need 15 % of 240.\nI will use the calculator.', 20)).toBe(false);
    // A line and the blank line a model puts before its call.
    expect(pastPreamble('Let me check the time.\n\n', 7)).toBe(false);
    expect(pastPreamble('x'.repeat(PREAMBLE_MAX_CHARS), PREAMBLE_MAX_TOKENS)).toBe(false);
  });

  it('stops at text that is the answer: JSON, a fenced block, a second paragraph, a long text', () => {
    expect(pastPreamble('{', 1)).toBe(true);
    expect(pastPreamble('  \n[1,', 3)).toBe(true);
    expect(pastPreamble('```json\n{', 4)).toBe(true);
    expect(pastPreamble('The weather is fine.\n\nIn Oslo', 9)).toBe(true);
    expect(pastPreamble('The weather is fine.\n \nIn Oslo', 9)).toBe(true);
    expect(pastPreamble('x'.repeat(PREAMBLE_MAX_CHARS + 1), 20)).toBe(true);
    // Tokens that are not yet whole characters (a random model's bytes) count too.
    expect(pastPreamble('', PREAMBLE_MAX_TOKENS + 1)).toBe(true);
    expect(pastPreamble('ab', PREAMBLE_MAX_TOKENS + 1)).toBe(true);
  });
});
