import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { PAGE_TRANSLATION_GUARD } from '@/components/studio/page-translation-guard';
import { serviceWorkerScript, THEME_SCRIPT, updateCheckScript } from '@/components/studio/theme-script';
import './globals.css';

export const metadata: Metadata = {
  title: { default: 'Prism Studio', template: '%s · Prism Studio' },
  description: 'An open studio for media, language, music and speech AI.',
  applicationName: 'Prism Studio',
  icons: { icon: '/icons/icon.svg', apple: '/icons/icon-192.png' },
};

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#f7f7fb' },
    { media: '(prefers-color-scheme: dark)', color: '#0f1117' },
  ],
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        {/* Sets the theme class before first paint, so a dark-theme user never sees a white flash. */}
        <script dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
        {/* Before React: a page the browser has translated must not fall over at React's next change. */}
        <script dangerouslySetInnerHTML={{ __html: PAGE_TRANSLATION_GUARD }} />
      </head>
      <body className="min-h-dvh">
        {children}
        {/* Production only: a development server's pages change under the same URLs. */}
        {process.env.NODE_ENV === 'production' && <script dangerouslySetInnerHTML={{ __html: serviceWorkerScript(process.env.PRISM_BUILD_STAMP ?? 'dev') }} />}
        {process.env.NODE_ENV === 'production' && <script dangerouslySetInnerHTML={{ __html: updateCheckScript(process.env.PRISM_BUILD_STAMP ?? 'dev') }} />}
      </body>
    </html>
  );
}
