import { Suspense } from 'react';
import { PageHeader } from '@/components/studio/page-header';
import { TranslatorStudio } from '@/components/translate/TranslatorStudio';
import { studioPage } from '@/lib/studio/pages';

const page = studioPage('translate');
export const metadata = { title: page.title, description: page.blurb };

export default function Page() {
  return (
    <>
      <PageHeader title={page.title} blurb={page.blurb} />
      {/* The studio reads its share link from the URL, which exists only in the browser. */}
      <Suspense fallback={null}>
        <TranslatorStudio />
      </Suspense>
    </>
  );
}
