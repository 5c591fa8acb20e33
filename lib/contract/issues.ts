import type { z } from 'zod';
import { grouped } from './limits/figures';

/**
 * Turns a zod issue into the sentence a caller reads: `text: must be 3 to 1,500 characters`.
 * The API's 400 envelope says it; a form says the rule part under its field (ruleOf).
 */
export function describeIssue(issue: z.core.$ZodIssue): string {
  const field = issue.path.length ? issue.path.map(String).join('.') : 'body';
  return `${field}: ${ruleOf(issue)}`;
}

/** The rule an issue broke, without its field: "must be at most 200 characters". */
export function ruleOf(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      // Only a parse with { reportInput: true } says what was sent; without it (the key absent)
      // a wrong value would read as a missing one, so the rule's own message is said instead.
      if ('input' in issue && issue.input === undefined) return 'is required';
      // Our schemas set explicit messages; zod's default reads "Invalid input: expected X".
      return issue.message.startsWith('Invalid input') ? `must be ${article(issue.expected)}` : issue.message;
    // A bound without a message of its own (zod's reads "Too small: expected number to be >=1"),
    // said as the rules in rules.ts say theirs.
    case 'too_small':
      return issue.message.startsWith('Too small') ? bound(issue.origin, issue.inclusive ? 'at least' : 'more than', issue.minimum) : issue.message;
    case 'too_big':
      return issue.message.startsWith('Too big') ? bound(issue.origin, issue.inclusive ? 'at most' : 'less than', issue.maximum) : issue.message;
    case 'unrecognized_keys':
      return `unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.join(', ')}`;
    case 'invalid_value':
      return issue.message.startsWith('Invalid') ? `must be one of ${issue.values.map(String).join(', ')}` : issue.message;
    case 'invalid_union':
      return issue.message === 'Invalid input' ? 'does not match any accepted form' : issue.message;
    default:
      return issue.message;
  }
}

function article(expected: string): string {
  if (expected === 'int') return 'a whole number';
  if (expected === 'array') return 'an array';
  if (expected === 'object') return 'an object';
  return `a ${expected}`;
}

function bound(origin: string, relation: string, limit: number | bigint): string {
  const plural = limit === 1 || limit === 1n ? '' : 's';
  if (origin === 'string') return `must be ${relation} ${grouped(limit)} character${plural}`;
  if (origin === 'array' || origin === 'set') return `must hold ${relation} ${grouped(limit)} item${plural}`;
  if (origin === 'file') return `must be ${relation} ${grouped(limit)} byte${plural}`;
  return `must be ${relation} ${grouped(limit)}`;
}

export function describeError(error: z.ZodError): string {
  // The first few issues are enough to act on; a flood of them helps nobody.
  const shown = error.issues.slice(0, 5).map(describeIssue);
  const more = error.issues.length - shown.length;
  return shown.join('; ') + (more > 0 ? `; and ${more} more` : '');
}
