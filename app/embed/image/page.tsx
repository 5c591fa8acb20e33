import { ImageStudio } from '@/components/image/ImageStudio';
import { embedPage } from '@/lib/studio/pages';

const page = embedPage('image');
export const metadata = { title: page.title };

export default function EmbedPage() {
  return (
    <>
      <h1 className="sr-only">{page.title}</h1>
      <ImageStudio />
    </>
  );
}
