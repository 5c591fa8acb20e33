import { FaceStudio } from '@/components/face/FaceStudio';

export const metadata = { title: 'Face styles' };

export default function EmbedPage() {
  return (
    <>
      <h1 className="sr-only">Face styles</h1>
      <FaceStudio />
    </>
  );
}
