import { PageHeader } from '@/components/studio/page-header';
import { TtsStudio } from '@/components/tts/TtsStudio';
import { studioPage } from '@/lib/studio/pages';

const page = studioPage('tts');
export const metadata = { title: page.title };

export default function Page() {
  return (
    <>
      <PageHeader title={page.title} blurb={page.blurb} />
      <TtsStudio />
    </>
  );
}
