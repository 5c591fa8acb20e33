import { ModelCatalog } from '@/components/models/ModelCatalog';
import { ModelsStudio } from '@/components/models/ModelsStudio';
import { PageHeader } from '@/components/studio/page-header';
import { studioPage } from '@/lib/studio/pages';

const page = studioPage('models');
export const metadata = { title: page.title };

export default function Page() {
  return (
    <>
      <PageHeader title={page.title} blurb={page.blurb} />
      <div className="space-y-6">
        <ModelCatalog />
        <ModelsStudio />
      </div>
    </>
  );
}
