import { MusicStudio } from '@/components/music/MusicStudio';

export const metadata = { title: 'Music composer' };

export default function EmbedPage() {
  return (
    <>
      <h1 className="sr-only">Music composer</h1>
      <MusicStudio />
    </>
  );
}
