'use client';

import { PageErrorNotice } from '@/components/studio/page-error-notice';

/** A studio page that throws while drawing: the notice takes the page's place, and the navigation stays. */
export default function StudioPageError({ error, retry }: { error: unknown; retry: () => void }) {
  return <PageErrorNotice error={error} retry={retry} homeLink={false} />;
}
