import { ChatStudio } from '@/components/chat/ChatStudio';
import { embedPage } from '@/lib/studio/pages';

const page = embedPage('chat');
export const metadata = { title: page.title };

export default function EmbedPage() {
  return (
    <>
      <h1 className="sr-only">{page.title}</h1>
      <ChatStudio />
    </>
  );
}
