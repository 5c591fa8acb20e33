'use client';

import { memo, useEffect, useRef, useState, type ComponentPropsWithoutRef } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import type { Pluggable } from 'unified';
import { CopyTextButton } from './copy-text-button';
import './highlight.css';

/**
 * A model's answer as Markdown (GitHub flavour: tables, task lists, strikethrough), code
 * highlighted by highlight.js (loaded when a message first holds a code fence). Raw HTML in the answer is never rendered (react-markdown
 * drops it without a raw-HTML plugin) and link URLs go through its safe-URL filter, so a
 * model cannot inject markup or script. Images in the text become links: a model's text
 * should not make the browser load arbitrary addresses; function results show media instead.
 */
const components: Components = {
  a: ({ node: _node, ...props }) => <a {...props} target="_blank" rel="noopener noreferrer nofollow" className="text-accent underline dark:text-accent-dark" />,
  img: ({ src, alt }) =>
    typeof src === 'string' ? (
      <a href={src} target="_blank" rel="noopener noreferrer nofollow" className="text-accent underline dark:text-accent-dark">
        {alt || src}
      </a>
    ) : null,
  pre: CodeBlock,
  table: ({ node: _node, ...props }) => (
    <div className="overflow-x-auto">
      <table {...props} />
    </div>
  ),
};

function CodeBlock({ node: _node, children, ...props }: ComponentPropsWithoutRef<'pre'> & { node?: unknown }) {
  const ref = useRef<HTMLPreElement>(null);
  return (
    <div className="group relative">
      <pre ref={ref} {...props}>
        {children}
      </pre>
      <span className="absolute top-1.5 right-1.5 opacity-80 group-hover:opacity-100">
        <CopyTextButton label="Copy code" getText={() => ref.current?.innerText ?? ''} className="h-7 px-2 text-xs" />
      </span>
    </div>
  );
}

const HAS_CODE_FENCE = /^\s*(```|~~~)/m;
let highlighter: Pluggable | null = null;

/** The code highlighter, loaded once the first time a text needs it. */
function useHighlighter(text: string): Pluggable | null {
  const needed = HAS_CODE_FENCE.test(text);
  const [loaded, setLoaded] = useState<Pluggable | null>(() => highlighter);
  useEffect(() => {
    if (!needed || loaded) return;
    let live = true;
    import('./code-highlight').then(
      (module) => {
        highlighter = module.default;
        if (live) setLoaded(() => highlighter);
      },
      // Its file is gone (the studio updated under the page): the code stays as it is, unhighlighted.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [needed, loaded]);
  return needed ? loaded : null;
}

const Markdown = memo(function Markdown({ text }: { text: string }) {
  const highlight = useHighlighter(text);
  return (
    <div className="chat-markdown">
      <ReactMarkdown remarkPlugins={[remarkGfm]} rehypePlugins={highlight ? [highlight] : []} components={components}>
        {text}
      </ReactMarkdown>
    </div>
  );
});

export default Markdown;
