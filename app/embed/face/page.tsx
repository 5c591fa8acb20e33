import { PageNotBuilt } from '@/components/studio/not-built';

export const metadata = { title: 'Face styles' };

export default function EmbedPage() {
  return <PageNotBuilt api={['GET /api/face/styles', 'POST /api/face/transform', 'POST /api/face/age', 'POST /api/face/makeup']} />;
}
