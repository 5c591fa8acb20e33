import { PageNotBuilt } from '@/components/studio/not-built';

export const metadata = { title: 'Speech playground' };

export default function EmbedPage() {
  return <PageNotBuilt api={['POST /api/tts/audio_query', 'POST /api/tts/synthesis', 'POST /api/tts/multi_synthesis']} />;
}
