'use client';

import { lazy, memo, Suspense, type ComponentType } from 'react';

/** The answer's text as written: while the renderer loads, and for good if its file cannot (the studio updated under the page). */
function PlainText({ text }: { text: string }) {
  return <div className="chat-markdown whitespace-pre-wrap">{text}</div>;
}

// The Markdown renderer (react-markdown, GFM) loads with the first answer, not with the page.
const Markdown = lazy((): Promise<{ default: ComponentType<{ text: string }> }> => import('./markdown').catch(() => ({ default: PlainText })));

/** An answer's text as Markdown; until the renderer has loaded, the same text, plain. */
export const LazyMarkdown = memo(function LazyMarkdown({ text }: { text: string }) {
  return (
    <Suspense fallback={<PlainText text={text} />}>
      <Markdown text={text} />
    </Suspense>
  );
});
