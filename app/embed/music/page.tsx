import { MusicStudio } from '@/components/music/MusicStudio';
import { embedPage } from '@/lib/studio/pages';

const page = embedPage('music');
export const metadata = { title: page.title };

export default function EmbedPage() {
  return (
    <>
      <h1 className="sr-only">{page.title}</h1>
      <MusicStudio />
    </>
  );
}
