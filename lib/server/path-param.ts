import 'server-only';
import type { z } from 'zod';
import { ApiError } from './errors';

/**
 * A path parameter held to its contract rule before it reaches a query or a folder name: a
 * 400 naming it, as a body field would get. (PostgreSQL refuses a NUL in a compared string,
 * so an unchecked `/api/keys/%00` was a 500.)
 */
export function pathParam<T>(rule: z.ZodType<T>, params: Record<string, string>, name: string): T {
  const parsed = rule.safeParse(params[name] ?? '');
  if (!parsed.success) throw new ApiError('invalid_input', `${name}: ${parsed.error.issues[0]?.message ?? 'is not valid'}`);
  return parsed.data;
}
