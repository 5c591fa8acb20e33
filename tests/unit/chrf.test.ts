import { describe, expect, it } from 'vitest';
import { chrF } from '../../bench/quality/measures';

// bench/quality scores translations with chrF; these are sacrebleu's own figures for the
// examples in the chrF metric card of Hugging Face's datasets (char order 6, β = 2).
describe('chrF (bench/quality)', () => {
  it("agrees with sacrebleu on one sentence", () => {
    const score = chrF(['The relationship between Obama and Netanyahu is not exactly friendly.'], ['The ties between Obama and Netanyahu are not particularly friendly.']);
    expect(score).toBeCloseTo(61.5764, 3);
  });

  it('sums the counts over the corpus before scoring, as sacrebleu does', () => {
    const score = chrF(
      ['The relationship between cats and dogs is not exactly friendly.', 'a good bookshop is just a genteel black hole that knows how to read.'],
      ['The relationship between dogs and cats is not exactly friendly.', 'A good bookshop is just a genteel Black Hole that knows how to read.'],
    );
    expect(score).toBeCloseTo(84.6421, 3);
  });

  it('is 100 for the reference itself whatever its spacing, and 0 with no character in common', () => {
    expect(chrF(['Où est la gare ?'], ['Où est  la gare?'])).toBe(100);
    expect(chrF(['xyz'], ['abc'])).toBe(0);
  });
});
