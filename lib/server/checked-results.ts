import 'server-only';

/**
 * Results already parsed by their endpoint's response schema (the upstream provider checks
 * every answer it gets): endpoint() need not parse them a second time on the way out.
 */
const checked = new WeakSet<object>();

export function markChecked<T>(result: T): T {
  if (typeof result === 'object' && result !== null) checked.add(result);
  return result;
}

export const isChecked = (result: unknown): boolean => typeof result === 'object' && result !== null && checked.has(result);
