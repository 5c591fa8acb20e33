'use client';

import { lazy, memo, Suspense } from 'react';

// The Markdown renderer (react-markdown, GFM) loads with the first answer, not with the page.
const Markdown = lazy(() => import('./markdown'));

/** An answer's text as Markdown; until the renderer has loaded, the same text, plain. */
export const LazyMarkdown = memo(function LazyMarkdown({ text }: { text: string }) {
  return (
    <Suspense fallback={<div className="chat-markdown whitespace-pre-wrap">{text}</div>}>
      <Markdown text={text} />
    </Suspense>
  );
});
