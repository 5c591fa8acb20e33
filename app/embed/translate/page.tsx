import { Suspense } from 'react';
import { TranslatorStudio } from '@/components/translate/TranslatorStudio';
import { embedPage } from '@/lib/studio/pages';

const page = embedPage('translate');
export const metadata = { title: page.title };

export default function EmbedPage() {
  return (
    <>
      <h1 className="sr-only">{page.title}</h1>
      <Suspense fallback={null}>
        <TranslatorStudio />
      </Suspense>
    </>
  );
}
