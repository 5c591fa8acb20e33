import { ChatStudio } from '@/components/chat/ChatStudio';

export const metadata = { title: 'Chat' };

export default function EmbedPage() {
  return (
    <>
      <h1 className="sr-only">Chat</h1>
      <ChatStudio />
    </>
  );
}
