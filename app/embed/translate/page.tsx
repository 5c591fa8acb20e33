import { PageNotBuilt } from '@/components/studio/not-built';

export const metadata = { title: 'Translator' };

export default function EmbedPage() {
  return <PageNotBuilt api={['POST /api/translate/predict', 'POST /api/translate/detect']} />;
}
