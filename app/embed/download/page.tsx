import { DownloadStudio } from '@/components/download/DownloadStudio';

export const metadata = { title: 'Downloader' };

export default function EmbedPage() {
  return (
    <>
      <h1 className="sr-only">Downloader</h1>
      <DownloadStudio />
    </>
  );
}
