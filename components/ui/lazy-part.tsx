import { lazy, Suspense, type ComponentType } from 'react';
import { PART_MISSING_MESSAGE } from '@/lib/client/part-missing';
import { Alert } from './alert';

/** Where a part that could not load would have been: what happened and what to do. */
function MissingPart() {
  return <Alert tone="error">{PART_MISSING_MESSAGE}</Alert>;
}

/**
 * A part of a page whose file loads when it is first drawn, and nothing in its place until then.
 * If the file cannot load (once the studio is updated under an open page, the old build's files
 * are gone), `instead` is drawn for good: by default the notice above; `() => null` for a part
 * whose caller already says what failed. A throw would have taken the page down, the work on it
 * with it. React's own lazy, not next/dynamic: no part is drawn by the server, and next/dynamic's
 * loader cost every page that used it 1.3 kB gz of first-load JavaScript.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, instead: ComponentType<P> = MissingPart): ComponentType<P> {
  const Part = lazy(() => load().then((component) => ({ default: component }), () => ({ default: instead })));
  const LazyPart = (props: P) => (
    <Suspense fallback={null}>
      <Part {...props} />
    </Suspense>
  );
  return LazyPart;
}
