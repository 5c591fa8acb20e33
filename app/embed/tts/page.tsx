import { TtsStudio } from '@/components/tts/TtsStudio';

export const metadata = { title: 'Speech playground' };

export default function EmbedPage() {
  return (
    <>
      <h1 className="sr-only">Speech playground</h1>
      <TtsStudio />
    </>
  );
}
