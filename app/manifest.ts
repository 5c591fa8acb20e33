import type { MetadataRoute } from 'next';
import { STUDIO_PAGES } from '@/lib/studio/pages';

export default function manifest(): MetadataRoute.Manifest {
  return {
    id: '/',
    name: 'Prism Studio',
    short_name: 'Prism',
    description: 'An open studio for media, language, music and speech AI.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#0f1117',
    theme_color: '#5b4bdb',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
    shortcuts: STUDIO_PAGES.filter((p) => p.embed)
      .slice(0, 4)
      .map((p) => ({ name: p.title, url: `/${p.slug}` })),
  };
}
