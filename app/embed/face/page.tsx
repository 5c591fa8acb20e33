import { FaceStudio } from '@/components/face/FaceStudio';
import { embedPage } from '@/lib/studio/pages';

const page = embedPage('face');
export const metadata = { title: page.title };

export default function EmbedPage() {
  return (
    <>
      <h1 className="sr-only">{page.title}</h1>
      <FaceStudio />
    </>
  );
}
