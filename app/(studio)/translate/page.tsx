import { PageHeader } from '@/components/studio/page-header';
import { PageNotBuilt } from '@/components/studio/not-built';
import { studioPage } from '@/lib/studio/pages';

const page = studioPage('translate');
export const metadata = { title: page.title };

export default function Page() {
  return (
    <>
      <PageHeader title={page.title} blurb={page.blurb} />
      <PageNotBuilt api={['POST /api/translate/predict', 'POST /api/translate/detect']} />
    </>
  );
}
