import { PageNotBuilt } from '@/components/studio/not-built';

export const metadata = { title: 'Downloader' };

export default function EmbedPage() {
  return <PageNotBuilt api={['GET /api/social/download']} />;
}
