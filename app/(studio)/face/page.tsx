import { FaceStudio } from '@/components/face/FaceStudio';
import { PageHeader } from '@/components/studio/page-header';
import { studioPage } from '@/lib/studio/pages';

const page = studioPage('face');
export const metadata = { title: page.title };

export default function Page() {
  return (
    <>
      <PageHeader title={page.title} blurb={page.blurb} />
      <FaceStudio />
    </>
  );
}
