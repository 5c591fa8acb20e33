import { PageNotBuilt } from '@/components/studio/not-built';

export const metadata = { title: 'Music composer' };

export default function EmbedPage() {
  return <PageNotBuilt api={['POST /api/music/simple', 'POST /api/music/advance', 'GET /api/music/fetch']} />;
}
