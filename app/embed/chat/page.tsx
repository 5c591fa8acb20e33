import { PageNotBuilt } from '@/components/studio/not-built';

export const metadata = { title: 'Chat' };

export default function EmbedPage() {
  return <PageNotBuilt api={['POST /api/llm/chat']} />;
}
