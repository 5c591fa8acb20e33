'use client';

import { memo, useEffect, useRef, useState, type ComponentPropsWithoutRef } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import type { Pluggable } from 'unified';
import { CopyButton } from '@/components/ui/copy-button';
import './highlight.css';
import type { mathPlugins } from './math';
import { mayHoldMath, withMathDelimiters } from './math-text';

/**
 * A model's answer as Markdown (GitHub flavour: tables, task lists, strikethrough), code
 * highlighted by highlight.js (loaded when a message first holds a code fence), mathematics
 * typeset by KaTeX (loaded when a message first may hold some: math.ts). Raw HTML in the answer is never rendered (react-markdown
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
  // Code is the same in every language: a browser translating the page leaves it alone.
  code: ({ node: _node, ...props }) => <code {...props} translate="no" />,
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
      <pre ref={ref} dir="ltr" {...props}>
        {children}
      </pre>
      <span className="absolute top-1.5 right-1.5 opacity-80 group-hover:opacity-100">
        <CopyButton text={() => ref.current?.innerText ?? ''} aria-label="Copy code" className="h-7 px-2 text-xs" />
      </span>
    </div>
  );
}

const HAS_CODE_FENCE = /^\s*(```|~~~)/m;

type MathPlugins = typeof mathPlugins;
/** What has loaded, kept for every answer after the first that needed it. */
const loaded: { highlighter?: Pluggable; math?: MathPlugins } = {};

/**
 * A part of the renderer (the highlighter, KaTeX), loaded once the first time a text needs
 * it; null until then. If its file cannot load (the studio updated under the page), the text
 * is drawn without it.
 */
function usePart<K extends keyof typeof loaded>(key: K, needed: boolean, load: () => Promise<NonNullable<(typeof loaded)[K]>>): (typeof loaded)[K] | null {
  const [part, setPart] = useState(() => loaded[key] ?? null);
  useEffect(() => {
    if (!needed || part) return;
    let live = true;
    load().then(
      (value) => {
        loaded[key] = value;
        if (live) setPart(() => value);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [key, needed, part, load]);
  return needed ? part : null;
}

const loadHighlighter = () => import('./code-highlight').then((module) => module.default);
const loadMath = () => import('./math').then((module) => module.mathPlugins);

const Markdown = memo(function Markdown({ text }: { text: string }) {
  const highlight = usePart('highlighter', HAS_CODE_FENCE.test(text), loadHighlighter);
  const typeset = usePart('math', mayHoldMath(text), loadMath);
  return (
    // dir="auto": an answer in Arabic or Hebrew runs right to left; its code stays left to right.
    <div className="chat-markdown" dir="auto">
      <ReactMarkdown
        remarkPlugins={typeset ? [remarkGfm, typeset.remark] : [remarkGfm]}
        rehypePlugins={[...(typeset ? [typeset.rehype] : []), ...(highlight ? [highlight] : [])]}
        components={components}
      >
        {typeset ? withMathDelimiters(text) : text}
      </ReactMarkdown>
    </div>
  );
});

export default Markdown;
