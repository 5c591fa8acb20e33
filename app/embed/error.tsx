'use client';

import { PageErrorNotice } from '@/components/studio/page-error-notice';

/** An embed that throws while drawing: the notice in its frame, with no way into the studio (the page around it is someone else's). */
export default function EmbedPageError({ error, retry }: { error: unknown; retry: () => void }) {
  return <PageErrorNotice error={error} retry={retry} homeLink={false} />;
}
