import 'server-only';
import { z } from 'zod';
import { grouped } from '@/lib/contract/limits/figures';

/** Rules shared by the variables of every area, so each reads and reports the same way. */

/**
 * A whole number from the environment ("30" → 30), within bounds: every numeric variable is
 * one, so each refuses a bad value with the same sentence, its bounds written as the API's are.
 */
export const wholeNumber = (min: number, max: number) => {
  const rule = `must be a whole number between ${grouped(min)} and ${grouped(max)}`;
  return z.coerce.number({ error: rule }).int(rule).min(min, rule).max(max, rule);
};

/** "true"/"false" (and 1/0, yes/no) from the environment; anything else is a clear error. */
export const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

export const MB = 1024 * 1024;

/**
 * A folder the app creates and writes its data in. Not under /proc or /sys, the kernel's own
 * file systems: nothing can be made there, and Node's recursive mkdir under /proc never returns
 * (the start-up hung with no word).
 */
export const dataPath = z
  .string()
  .min(1, 'must name a folder')
  .refine((value) => !/^\/+(proc|sys)(\/|$)/.test(value), 'must be a folder the app can write in, not under /proc or /sys');
