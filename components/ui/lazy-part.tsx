import type { ComponentType } from 'react';
import { PART_MISSING_MESSAGE } from '@/lib/client/part-missing';
import { Alert } from './alert';

/** Where a part that could not load would have been: what happened and what to do. */
function MissingPart() {
  return <Alert tone="error">{PART_MISSING_MESSAGE}</Alert>;
}

/**
 * A component loaded when first shown (next/dynamic's loader), with a stand-in if its file
 * cannot load: once the studio is updated under an open page, the old build's files are gone,
 * and a failed load thrown while rendering took the whole page down to Next's bare error page,
 * the work on it with it. `instead` (default: the notice above) is drawn in its place;
 * `() => null` for a part whose caller already says what failed.
 */
export function orMissing<P>(load: Promise<ComponentType<P>>, instead: ComponentType<P> = MissingPart): Promise<ComponentType<P>> {
  return load.catch(() => instead);
}
