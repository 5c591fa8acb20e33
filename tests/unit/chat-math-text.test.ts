import { describe, expect, it } from 'vitest';
import { mayHoldMath, withMathDelimiters } from '@/components/chat/math-text';

describe("mathematics in a model's answer", () => {
  it("reads TeX's delimiters as remark-math's dollars, display formulas on lines of their own", () => {
    expect(withMathDelimiters('Area \\(\\pi r^2\\) here.')).toBe('Area $\\pi r^2$ here.');
    expect(withMathDelimiters('So:\n\\[\n x^2 \n\\]\nDone.')).toBe('So:\n\n$$\nx^2\n$$\n\nDone.');
    // Dollars as written stay as they are.
    expect(withMathDelimiters('$a$ and $$b$$')).toBe('$a$ and $$b$$');
  });

  it('keeps money as text: a dollar before a digit is escaped, one already escaped is left', () => {
    expect(withMathDelimiters('It costs $5 and $10.50, or \\$3.')).toBe('It costs \\$5 and \\$10.50, or \\$3.');
    expect(withMathDelimiters('From $5-$10 a day.')).toBe('From \\$5-\\$10 a day.');
    expect(withMathDelimiters('Pay $5$10.')).toBe('Pay \\$5\\$10.');
  });

  it('reads a formula that opens with a digit when it closes as Pandoc reads one', () => {
    expect(withMathDelimiters('Solve $2x + 1 = 5$ for x.')).toBe('Solve $2x + 1 = 5$ for x.');
    expect(withMathDelimiters('So $3$ and $4^2$, which cost $5.')).toBe('So $3$ and $4^2$, which cost \\$5.');
    // The closing dollar must follow a character that is not a space, and on the same line.
    expect(withMathDelimiters('$5 and\n2$ more')).toBe('\\$5 and\n2$ more');
    expect(withMathDelimiters('$5 and $ more')).toBe('\\$5 and $ more');
  });

  it('leaves code exactly as written, fenced or inline', () => {
    const fenced = '```sh\necho $5 \\(x\\)\n```';
    expect(withMathDelimiters(`Run:\n${fenced}\nthen \\(y\\).`)).toBe(`Run:\n${fenced}\nthen $y$.`);
    expect(withMathDelimiters('Type `$9 \\(z\\)` or ``a ` $1`` and pay $2.')).toBe('Type `$9 \\(z\\)` or ``a ` $1`` and pay \\$2.');
    // An unclosed fence runs to the end, as Markdown reads it.
    expect(withMathDelimiters('~~~\n$5 \\(x\\)')).toBe('~~~\n$5 \\(x\\)');
  });

  it('says when a text may hold mathematics, so the typesetter loads only then', () => {
    expect(mayHoldMath('The area is \\(\\pi r^2\\).')).toBe(true);
    expect(mayHoldMath('\\[ x \\]')).toBe(true);
    expect(mayHoldMath('Euler: $e^{i\\pi} + 1 = 0$')).toBe(true);
    expect(mayHoldMath('$$\nx\n$$')).toBe(true);
    expect(mayHoldMath('It costs $5 and $10.')).toBe(false);
    expect(mayHoldMath('Solve $2x + 1 = 5$.')).toBe(true);
    expect(mayHoldMath('From $5-$10.')).toBe(false);
    expect(mayHoldMath('Paid \\$5$.')).toBe(false);
    expect(mayHoldMath('Set $HOME in your shell.')).toBe(false);
    expect(mayHoldMath('No mathematics here.')).toBe(false);
  });
});
