import { ApiReference } from '@/components/docs/api-reference';
import { PageHeader } from '@/components/studio/page-header';
import { studioPage } from '@/lib/studio/pages';

const page = studioPage('docs');
export const metadata = { title: page.title };

export default function DocsPage() {
  return (
    <>
      <PageHeader title={page.title} blurb="Generated from the contract in lib/contract: the same schemas validate every request." />
      <ApiReference />
    </>
  );
}
