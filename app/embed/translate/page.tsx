import { Suspense } from 'react';
import { TranslatorStudio } from '@/components/translate/TranslatorStudio';

export const metadata = { title: 'Translator' };

export default function EmbedPage() {
  return (
    <>
      <h1 className="sr-only">Translator</h1>
      <Suspense fallback={null}>
        <TranslatorStudio />
      </Suspense>
    </>
  );
}
