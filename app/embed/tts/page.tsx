import { TtsStudio } from '@/components/tts/TtsStudio';
import { embedPage } from '@/lib/studio/pages';

const page = embedPage('tts');
export const metadata = { title: page.title };

export default function EmbedPage() {
  return (
    <>
      <h1 className="sr-only">{page.title}</h1>
      <TtsStudio />
    </>
  );
}
