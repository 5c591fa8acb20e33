import { PageNotBuilt } from '@/components/studio/not-built';

export const metadata = { title: 'Image enhancer' };

export default function EmbedPage() {
  return <PageNotBuilt api={['POST /api/image/unblur', 'POST /api/image/gfp_superres', 'POST /api/image/rembg', 'POST /api/image/colorize']} />;
}
