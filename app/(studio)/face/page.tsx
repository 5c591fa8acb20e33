import { PageHeader } from '@/components/studio/page-header';
import { PageNotBuilt } from '@/components/studio/not-built';
import { studioPage } from '@/lib/studio/pages';

const page = studioPage('face');
export const metadata = { title: page.title };

export default function Page() {
  return (
    <>
      <PageHeader title={page.title} blurb={page.blurb} />
      <PageNotBuilt api={['GET /api/face/styles', 'POST /api/face/transform', 'POST /api/face/age', 'POST /api/face/makeup']} />
    </>
  );
}
