'use client';

import { saveName, type DownloadResult } from './file-name';
import { MediaPreview, Thumbnail } from './media-preview';

const numbers = new Intl.NumberFormat(undefined, { notation: 'compact' });

/** A post read by the downloader: cover, title, author, counts, date, contents and comments. */
export function ResultCard({ result, headingId }: { result: DownloadResult; headingId: string }) {
  const { metadata } = result;
  const title = result.title || metadata.shortcode || 'Untitled post';
  const facts = [
    `${numbers.format(metadata.like_count)} likes`,
    `${numbers.format(metadata.comment_count)} comments`,
    metadata.taken_at ? new Date(metadata.taken_at * 1000).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' }) : null,
  ].filter(Boolean);

  return (
    <div data-testid="result-card">
      <div className="flex gap-3">
        <Thumbnail url={result.thumbnail ?? result.contents.find((c) => c.type === 'image')?.url} title={title} />
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="line-clamp-2 font-semibold break-words">
            {title}
          </h3>
          <p className="mt-0.5 text-sm">
            {result.username ? <span data-testid="author">@{result.username}</span> : <span className="text-ink-muted dark:text-ink-muted-dark">Unknown author</span>}
            <span className="ml-2 rounded-full bg-accent-soft px-2 py-0.5 text-xs text-accent dark:bg-accent-soft-dark dark:text-accent-dark">{metadata.source}</span>
          </p>
          <p data-testid="facts" className="mt-1 text-xs text-ink-muted dark:text-ink-muted-dark">
            {facts.join(' · ')}
          </p>
        </div>
      </div>
      {result.description && <p className="mt-3 line-clamp-3 text-sm text-ink-muted dark:text-ink-muted-dark">{result.description}</p>}

      <h4 className="mt-4 mb-2 text-sm font-semibold">Contents ({result.contents.length})</h4>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {result.contents.map((item, index) => (
          <MediaPreview key={item.url} item={item} index={index} name={saveName(result, item, index)} title={title} />
        ))}
      </ul>

      {metadata.comments.length > 0 && (
        <details className="mt-4 text-sm">
          <summary className="cursor-pointer font-semibold">Comments ({metadata.comments.length})</summary>
          <ul className="mt-2 space-y-2" data-testid="comments">
            {metadata.comments.map((comment, index) => (
              <li key={index} className="rounded-lg bg-surface px-3 py-2 dark:bg-surface-dark">
                <span className="font-medium">{comment.username ? `@${comment.username}` : 'Someone'}</span> {comment.text}
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
