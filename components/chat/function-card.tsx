'use client';

import { cn } from '@/components/ui/cn';
import { FUNCTION_LABELS } from './function-labels';
import { findMedia, type MediaItem } from './media';
import type { Part } from './model';

type FunctionPart = Extract<Part, { kind: 'function' }>;

/**
 * One built-in function the model called: its name and arguments, then its result (or its
 * error) once it has run. Images in the result show inline, audio and video as players,
 * other URLs as links; the whole JSON stays one click away.
 */
export function FunctionCard({ part }: { part: FunctionPart }) {
  const label = FUNCTION_LABELS[part.name as keyof typeof FUNCTION_LABELS]?.title ?? part.name;
  const state = !part.done ? 'running' : part.error ? 'failed' : 'done';
  const media = part.done && !part.error ? findMedia(part.result) : [];
  return (
    <section
      aria-label={`Function ${part.name}`}
      data-testid="function-card"
      data-state={state}
      className="my-3 rounded-lg border border-line bg-surface/60 text-sm dark:border-line-dark dark:bg-surface-dark/60"
    >
      <header className="flex flex-wrap items-center gap-2 border-b border-line px-3 py-2 dark:border-line-dark">
        <span aria-hidden className="font-mono text-xs text-ink-muted dark:text-ink-muted-dark">
          ƒ
        </span>
        <span className="font-medium">{label}</span>
        <code className="font-mono text-xs text-ink-muted dark:text-ink-muted-dark" translate="no">
          {part.name}
        </code>
        <span
          role="status"
          className={cn(
            'ml-auto rounded-full px-2 py-0.5 text-xs font-medium',
            state === 'running' && 'bg-accent-soft text-accent dark:bg-accent-soft-dark dark:text-accent-dark',
            state === 'done' && 'bg-success/10 text-success dark:text-success-dark',
            state === 'failed' && 'bg-danger/10 text-danger dark:text-danger-dark',
          )}
        >
          {state === 'running' ? 'Running…' : state === 'done' ? 'Done' : 'Failed'}
        </span>
      </header>
      <div className="space-y-2 px-3 py-2">
        <div>
          <p className="text-xs font-medium text-ink-muted dark:text-ink-muted-dark">Arguments</p>
          {/* Names and JSON: a browser translating the page leaves them as written (translate="no"). */}
          <pre data-testid="function-arguments" translate="no" className="mt-0.5 max-h-48 overflow-auto font-mono text-xs break-words whitespace-pre-wrap">
            {pretty(part.arguments)}
          </pre>
        </div>
        {part.error && (
          <p className="text-danger dark:text-danger-dark" data-testid="function-error">
            {part.error}
          </p>
        )}
        {media.length > 0 && (
          <ul className="space-y-2" aria-label="Media in the result">
            {media.map((item) => (
              <li key={item.url}>
                <MediaView item={item} />
              </li>
            ))}
          </ul>
        )}
        {part.done && !part.error && (
          <details>
            <summary className="cursor-pointer text-xs font-medium text-ink-muted dark:text-ink-muted-dark">Result</summary>
            <pre data-testid="function-result" translate="no" className="mt-1 max-h-64 overflow-auto font-mono text-xs break-words whitespace-pre-wrap">
              {JSON.stringify(part.result, null, 2)}
            </pre>
          </details>
        )}
      </div>
    </section>
  );
}

function MediaView({ item }: { item: MediaItem }) {
  const name = `Result ${item.where || 'file'}`;
  switch (item.kind) {
    case 'image':
      return (
        <a href={item.url} target="_blank" rel="noopener noreferrer" className="inline-block">
          <img src={item.url} alt={name} loading="lazy" className="max-h-64 max-w-full rounded-md border border-line dark:border-line-dark" />
        </a>
      );
    case 'audio':
      return <audio controls preload="metadata" src={item.url} aria-label={name} className="w-full max-w-md" />;
    case 'video':
      return <video controls preload="metadata" src={item.url} aria-label={name} className="max-h-64 max-w-full rounded-md" />;
    default:
      return (
        <a href={item.url} target="_blank" rel="noopener noreferrer nofollow" className="break-all text-accent underline dark:text-accent-dark">
          {item.url}
        </a>
      );
  }
}

/** Arguments as the model wrote them, indented when they are JSON. */
function pretty(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}
