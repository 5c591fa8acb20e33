import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { grouped } from './figures';
import { describeError } from '../issues';
import { numberBetween } from '../rules';

describe('grouped', () => {
  it('groups thousands and keeps every decimal a bound has', () => {
    expect(grouped(999)).toBe('999');
    expect(grouped(1500)).toBe('1,500');
    expect(grouped(4_294_967_295)).toBe('4,294,967,295');
    expect(grouped(-2.5)).toBe('-2.5');
    // The default rounding (three decimals) would say a bound of 0.0001 is 0.
    expect(grouped(0.0001)).toBe('0.0001');
    expect(grouped(2n ** 40n)).toBe('1,099,511,627,776');
  });

  it("is how a rule's message and zod's own bounds state their numbers", () => {
    const said = (schema: z.ZodType, value: unknown) => {
      const parsed = schema.safeParse(value);
      return parsed.success ? 'accepted' : describeError(parsed.error);
    };
    expect(said(z.object({ n: numberBetween(0.5, 12_000) }), { n: 20_000 })).toBe('n: must be between 0.5 and 12,000');
    // A bound with no message of its own is worded by describeIssue.
    expect(said(z.object({ list: z.array(z.string()).max(1200) }), { list: Array(1201).fill('a') })).toBe('list: must hold at most 1,200 items');
    expect(said(z.object({ n: z.number().min(10_000) }), { n: 1 })).toBe('n: must be at least 10,000');
  });
});
