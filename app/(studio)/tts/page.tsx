import { PageHeader } from '@/components/studio/page-header';
import { PageNotBuilt } from '@/components/studio/not-built';
import { studioPage } from '@/lib/studio/pages';

const page = studioPage('tts');
export const metadata = { title: page.title };

export default function Page() {
  return (
    <>
      <PageHeader title={page.title} blurb={page.blurb} />
      <PageNotBuilt api={['POST /api/tts/audio_query', 'POST /api/tts/synthesis', 'POST /api/tts/multi_synthesis']} />
    </>
  );
}
