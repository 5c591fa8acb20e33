import { DownloadStudio } from '@/components/download/DownloadStudio';
import { embedPage } from '@/lib/studio/pages';

const page = embedPage('download');
export const metadata = { title: page.title };

export default function EmbedPage() {
  return (
    <>
      <h1 className="sr-only">{page.title}</h1>
      <DownloadStudio />
    </>
  );
}
