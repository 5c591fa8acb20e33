import { describe, expect, it } from 'vitest';
import { calculate } from './calculator';

describe('calculate', () => {
  it('does arithmetic, functions, constants and units', () => {
    expect(calculate('(3 + 4) * 6').value).toBe(42);
    expect(calculate('2 ^ 10').value).toBe(1024);
    expect(calculate('0.1 + 0.2').value).toBe(0.3);
    expect(calculate('sqrt(2) ^ 2').value).toBe(2);
    expect(calculate('round(pi, 3)').value).toBe(3.142);
    expect(calculate('max(3, 9, 4) - min(3, 9, 4)').value).toBe(6);
    expect(calculate('10 km to mile').value).toMatch(/^6\.21371192237\d* mile$/);
    expect(calculate('5! / 2').value).toBe(60);
    expect(calculate('3 > 2').value).toBe(true);
    expect(calculate('1 / 0').value).toBe('Infinity');
  });

  it('refuses what could allocate or loop for long, naming the rule', () => {
    for (const [expression, message] of [
      ['ones(100000, 100000)', 'expression: function ones is not available'],
      ['x = 5', 'expression: assignments are not allowed; use numbers, units, operators and functions such as sqrt or sin'],
      ['f(x) = x ^ 2', 'expression: function definitions are not allowed; use numbers, units, operators and functions such as sqrt or sin'],
      ['1:1e9', 'expression: ranges are not allowed; use numbers, units, operators and functions such as sqrt or sin'],
      ['[1, 2, 3]', 'expression: matrices are not allowed; use numbers, units, operators and functions such as sqrt or sin'],
      ['import({}, {})', 'expression: function import is not available'],
      ['combinations(1e9, 5e8)', 'expression: function combinations is not available'],
    ]) {
      expect(() => calculate(expression!), expression).toThrow(message);
    }
  });

  it('explains what it cannot read or evaluate', () => {
    expect(() => calculate('2 +* 3')).toThrow(/^expression: Value expected/);
    expect(() => calculate('x + 1')).toThrow('expression: Undefined symbol x');
    expect(() => calculate('ones')).toThrow('expression: did not evaluate to a number');
  });
});
