import { ImageStudio } from '@/components/image/ImageStudio';

export const metadata = { title: 'Image enhancer' };

export default function EmbedPage() {
  return (
    <>
      <h1 className="sr-only">Image enhancer</h1>
      <ImageStudio />
    </>
  );
}
